import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import type { QueuedScanRecord } from '../offline/scan-queue.ts';
import { ScanQueuePanel } from './scan-queue-panel.tsx';

const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';

const scan = (n: number, patch: Partial<QueuedScanRecord> = {}): QueuedScanRecord => ({
  idempotencyKey: `00000000-0000-4000-8000-00000000000${n}`,
  code: `Code${n}xxxxxxxxxxxxxxxxxxx.1900000000.${'s'.repeat(86)}`,
  scannedAt: '2026-03-03T20:15:00Z',
  scannerId: 'scanner-1',
  barId: 'bar-1',
  state: 'queued',
  ...patch,
});

const renderPanel = (props: Partial<Parameters<typeof ScanQueuePanel>[0]> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <ScanQueuePanel scans={[]} online onClear={() => undefined} {...props} />
    </ThemeProvider>,
  );

describe('ScanQueuePanel', () => {
  afterEach(cleanup);

  it('shows nothing online with no queue', () => {
    renderPanel();
    expect(screen.queryByTestId('scan-queue')).not.toBeInTheDocument();
  });

  it('offline: says so and counts the scans queued, each with its time', () => {
    renderPanel({ online: false, scans: [scan(1), scan(2)] });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByTestId('scan-queue-count')).toHaveTextContent('2 queued');
    const items = screen.getAllByTestId('scan-queue-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Queued')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Code1xxx…')).toBeInTheDocument();
    // Nothing answered yet: nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear answered' })).not.toBeInTheDocument();
  });

  it('offline with none queued, counts none', () => {
    renderPanel({ online: false });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByTestId('scan-queue-count')).toHaveTextContent('0 queued');
  });

  it('back online: a confirmed scan in green, one redeemed elsewhere in red with where and when, and they can be cleared', async () => {
    const onClear = vi.fn();
    const elsewhere = 'This prize was already redeemed on 3 Mar 2026, 20:10, at The Corner Flag (by Olivia Owner).';
    renderPanel({
      onClear,
      scans: [
        scan(1, {
          state: 'confirmed',
          answer: {
            challengeRanking: { position: 1, period: 'allTime', periodDate: null },
            challenge: { name: 'Cup' },
            prize: { name: 'Scarf' },
            winner: { name: 'Ana Popescu' },
          },
        }),
        scan(2, { state: 'refused', refusal: elsewhere }),
      ],
    });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByTestId('scan-queue-count')).toHaveTextContent('All answered');
    expect(screen.getByText('Confirmed: Scarf · Ana Popescu')).toHaveStyle({ color: GREEN });
    expect(screen.getByText(elsewhere)).toHaveStyle({ color: RED });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear answered' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
