import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { QuestionForm } from './question-form.tsx';

describe('QuestionForm', () => {
  afterEach(cleanup);

  it('shows the first problem as the toast and puts the focus where it is: the question, an empty answer, Add Answer', async () => {
    render(
      <ThemeProvider theme={theme}>
        <NotifierProvider>
          <QuestionForm question={null} languages={['en']} onSave={() => undefined} onCancel={() => undefined} />
        </NotifierProvider>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save Question' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Questions title should not be empty');
    await waitFor(() => expect(screen.getByLabelText(/Question \(EN\)/)).toHaveFocus());

    await user.type(screen.getByLabelText(/Question \(EN\)/), 'Who scores first?');
    await user.type(screen.getByLabelText(/Answer 1 \(EN\)/), 'Home');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Answers should not be empty'));
    expect(screen.getByLabelText(/Answer 2 \(EN\)/)).toHaveFocus();

    // One answer left: the way on is another answer.
    await user.click(screen.getByRole('button', { name: 'Remove Answer 2' }));
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Question should have at least 2 answers'));
    expect(screen.getByRole('button', { name: 'Add Answer' })).toHaveFocus();
  });
});
