import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n.ts';
import { LabelEditorPopover } from './label-editor-popover.tsx';
import { ApplyLabelsPopover, labelPresence, type LabelOption } from './apply-labels-popover.tsx';

afterEach(cleanup);

const anchor = () => document.body;

describe('LabelEditorPopover', () => {
  it('requires a name, starts at #333333 and hands back the trimmed name and the picked colour', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<LabelEditorPopover anchorEl={anchor()} open onCancel={vi.fn()} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Create label' });
    expect(within(form).getByRole('radio', { name: 'Pick colour #333333' })).toHaveAttribute('aria-checked', 'true');
    expect(within(form).getByLabelText('Custom colour')).toHaveValue('#333333');

    await user.click(within(form).getByRole('button', { name: 'Done' }));
    expect(within(form).getByText('This field is required!')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  Happy hour ');
    await user.click(within(form).getByRole('radio', { name: 'Pick colour #388e3c' }));
    await user.click(within(form).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith({ name: 'Happy hour', color: '#388e3c' });
  });

  it('edits an existing label, offers Delete, and Cancel hands back nothing', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const onCancel = vi.fn();
    const onDelete = vi.fn();
    render(
      <LabelEditorPopover
        anchorEl={anchor()}
        open
        initial={{ name: 'VIP', color: '#d32f2f' }}
        onCancel={onCancel}
        onDone={onDone}
        onDelete={onDelete}
      />,
    );
    const form = screen.getByRole('form', { name: 'Edit label' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('VIP');
    expect(within(form).getByRole('radio', { name: 'Pick colour #d32f2f' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(form).getByRole('button', { name: 'Delete label' }));
    expect(onDelete).toHaveBeenCalledOnce();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('ApplyLabelsPopover', () => {
  const labels: LabelOption[] = [
    { id: 'a', name: 'VIP', color: '#d32f2f' },
    { id: 'b', name: 'Terrace', color: '#388e3c' },
    { id: 'c', name: 'Big screen', color: '#1976d2' },
  ];

  it('computes which labels all, some or none of the items carry', () => {
    expect(labelPresence([['a', 'b'], ['a']])).toEqual({ a: 'all', b: 'some' });
    expect(labelPresence([[]])).toEqual({});
  });

  it('shows the presence, applies only what changed, and lets a partly applied label go back to unchanged', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <ApplyLabelsPopover
        anchorEl={anchor()}
        open
        labels={labels}
        presence={{ a: 'all', b: 'some' }}
        onCancel={vi.fn()}
        onApply={onApply}
      />,
    );
    const group = screen.getByRole('group', { name: 'Apply labels' });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    expect(box('VIP')).toBeChecked();
    expect(box('Terrace')).toHaveAttribute('data-indeterminate', 'true');
    expect(box('Big screen')).not.toBeChecked();
    expect(within(group).getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.click(box('Terrace')); // some → all
    await user.click(box('Terrace')); // all → none
    await user.click(box('Terrace')); // none → some (unchanged)
    expect(box('Terrace')).toHaveAttribute('data-indeterminate', 'true');
    expect(within(group).getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.click(box('VIP'));
    await user.click(box('Big screen'));
    await user.click(box('Terrace'));
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([
      { labelId: 'a', status: false },
      { labelId: 'b', status: true },
      { labelId: 'c', status: true },
    ]);
  });
});
