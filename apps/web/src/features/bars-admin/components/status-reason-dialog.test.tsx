import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n.ts';
import { StatusReasonDialog } from './status-reason-dialog.tsx';

describe('StatusReasonDialog', () => {
  afterEach(() => {
    cleanup();
  });

  it('rejecting: Confirm stays disabled until a reason (not just spaces) is typed, then sends it trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<StatusReasonDialog status="rejected" count={1} busy={false} onCancel={vi.fn()} onConfirm={onConfirm} />);
    // Named by its title, as the console's other dialogs are.
    expect(screen.getByRole('dialog', { name: 'Reject bar' })).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const reason = screen.getByRole('textbox', { name: /Reason \(required/ });
    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await user.type(reason, 'Address unknown ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Address unknown');
  });

  it('accepting: the reason is optional', async () => {
    const onConfirm = vi.fn();
    render(<StatusReasonDialog status="accepted" count={2} busy={false} onCancel={vi.fn()} onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    await userEvent.setup().click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
