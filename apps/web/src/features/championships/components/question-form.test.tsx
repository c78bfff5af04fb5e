import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { defaultCloseOf } from '../model/question-close.ts';
import { QuestionForm } from './question-form.tsx';

describe('QuestionForm', () => {
  afterEach(cleanup);

  it('shows the first problem as the toast and puts the focus where it is: the question, an empty answer, Add Answer', async () => {
    render(
      <ThemeProvider theme={theme}>
        <NotifierProvider>
          <QuestionForm
            question={null}
            defaultClose={{ kind: 'firstKickOff', at: '2030-01-01T18:00:00.000Z' }}
            languages={['en']}
            onSave={() => undefined}
            onCancel={() => undefined}
          />
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

  it('tells staff when a question without a close time closes, and that answers are marked then', () => {
    const now = new Date('2030-01-02T12:00:00.000Z');
    const kickOffs = ['2030-01-01T18:00:00.000Z', '2030-01-03T18:00:00.000Z', '2030-01-05T18:00:00.000Z'];
    // The game runs: a new question closes at the next kick-off after now, a saved one kept its first kick-off.
    expect(defaultCloseOf(kickOffs, false, now)).toEqual({ kind: 'nextKickOff', at: kickOffs[1] });
    expect(defaultCloseOf(kickOffs, true, now)).toEqual({ kind: 'firstKickOff', at: kickOffs[0] });
    expect(defaultCloseOf(kickOffs, false, new Date('2030-01-06T00:00:00.000Z'))).toEqual({ kind: 'none' });
    render(
      <ThemeProvider theme={theme}>
        <NotifierProvider>
          <QuestionForm
            question={null}
            defaultClose={defaultCloseOf(kickOffs, false, now)}
            languages={['en']}
            onSave={() => undefined}
            onCancel={() => undefined}
          />
        </NotifierProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText(`Empty: at the next kick-off after saving, ${formatDateTime(kickOffs[1])}`)).toBeVisible();
    expect(
      screen.getByText(
        /answers are marked when the question closes: until then no player sees whether an answer is right/,
      ),
    ).toBeVisible();
  });
});
