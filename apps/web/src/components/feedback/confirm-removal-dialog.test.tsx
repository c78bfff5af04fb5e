import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { messageSchema } from '@app/contract/common';
import '../../lib/i18n.ts';
import { api } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useMutation } from '../../lib/refusal/use-console-query.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { NotifierProvider } from './notifier.tsx';
import { ConfirmRemovalDialog } from './confirm-removal-dialog.tsx';

const REFUSAL = 'The corner table still holds a booking';

function Tables() {
  const [removing, setRemoving] = useState<string | null>(null);
  const removal = useMutation({
    mutationFn: (id: string) => api(`/tables/${id}`, { method: 'DELETE', schema: messageSchema }),
  });
  return (
    <>
      <button onClick={() => setRemoving('corner')}>Remove the corner table</button>
      <button onClick={() => setRemoving('window')}>Remove the window table</button>
      <ConfirmRemovalDialog
        removes={removing}
        removal={removal}
        title="Remove this table?"
        text={`The ${removing ?? ''} table goes for good.`}
        confirmLabel="Remove"
        doneMessage={(answer) => `Done: ${answer.message}`}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

afterEach(() => {
  cleanup();
});

describe('ConfirmRemovalDialog', () => {
  it("shows the server's refusal in the dialog only, and says a removal done once it closes", async () => {
    const calls = stubApi((call) =>
      call.url === '/api/tables/corner'
        ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: REFUSAL, code: 'table.BOOKED' } }
        : { status: 200, body: { message: 'the window table is removed' } },
    );
    const user = userEvent.setup({ delay: null });
    render(
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <Tables />
        </QueryClientProvider>
      </NotifierProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Remove the corner table' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this table?' });
    expect(dialog).toHaveAccessibleDescription('The corner table goes for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove the window table' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this table?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Done: the window table is removed')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/tables/corner',
      'DELETE /api/tables/window',
    ]);
  });
});
