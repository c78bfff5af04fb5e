import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import 'fake-indexeddb/auto';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { ScanQrCodePage } from './scan-qr-code-page.tsx';
import { stubApi, TEST_CSRF_TOKEN } from '../../../testing/api-stub.ts';

const CODE = 'q3Vx9TzZr1bLk0aP4mN7wE2s';
const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';

const success = {
  challengeRanking: { position: 2, period: 'allTime', periodDate: null },
  challenge: { name: 'Premier League Predictor' },
  prize: { name: 'Home shirt' },
  winner: { name: 'Maria Dubois' },
};

function renderPage() {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <ScanQrCodePage />
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('QR code text'), code);
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
}

describe('ScanQrCodePage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('without a camera says so, and a typed code verifies: green success, scanner stopped until Reset Scanner', async () => {
    const calls = stubApi(() => ({ status: 200, body: success }));
    renderPage();
    expect(screen.getByText('Please Scan QR code for prize')).toBeInTheDocument();
    expect(screen.getByText(/The camera cannot be used here/)).toBeInTheDocument();

    await typeCode(`  ${CODE} `);
    const message = await screen.findByText('QR code valid – win 2nd place in Premier League Predictor');
    expect(message).toHaveStyle({ color: GREEN });
    expect(screen.getByText('Prize: Home shirt · Winner: Maria Dubois')).toBeInTheDocument();
    // The key for offline checks is asked for beside the scan (decision 096).
    expect(calls.filter((call) => !call.url.endsWith('/verify-key'))).toEqual([
      {
        url: '/api/challenge-winners/verify',
        method: 'POST',
        body: { challengeWinnerId: CODE },
        csrfToken: TEST_CSRF_TOKEN,
      },
    ]);
    expect(screen.getByTestId('scanner-stopped')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Scanner' }));
    expect(screen.queryByText(/QR code valid/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('scanner-stopped')).not.toBeInTheDocument();
  });

  it("shows the server's message in red when the code is refused", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This prize was already redeemed on 3 Mar 2026, 14:05 UTC, at The Corner Flag (by Olivia Owner).',
        code: 'winners.ALREADY_REDEEMED',
      },
    }));
    renderPage();
    await typeCode(CODE);
    const message = await screen.findByText(
      'This prize was already redeemed on 3 Mar 2026, 14:05 UTC, at The Corner Flag (by Olivia Owner).',
    );
    expect(message).toHaveStyle({ color: RED });
    expect(screen.queryByTestId('scanner-stopped')).not.toBeInTheDocument();
  });

  it("text that is not a prize code is refused by the contract's rule, in red where the server's refusal shows, and nothing is sent", async () => {
    const calls = stubApi(() => ({ status: 200, body: success }));
    renderPage();
    await typeCode('hello world');
    const message = await screen.findByText('This is not a prize QR code. Check that you scanned the right code.');
    expect(message).toHaveStyle({ color: RED });
    // The field says so too, and has the focus for the next try.
    expect(screen.getByLabelText('QR code text')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('QR code text')).toHaveFocus();
    expect(calls.filter((call) => !call.url.endsWith('/verify-key'))).toEqual([]);
  });

  it("text that is no prize code, typed after a refused code, replaces the server's refusal", async () => {
    stubApi(() => ({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message: 'This QR code is not valid: no prize has this code.',
        code: 'winners.UNKNOWN_CODE',
      },
    }));
    renderPage();
    await typeCode(CODE);
    expect(await screen.findByText('This QR code is not valid: no prize has this code.')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('QR code text'));
    await typeCode('hello world');
    expect(await screen.findByText('This is not a prize QR code. Check that you scanned the right code.')).toHaveStyle({
      color: RED,
    });
    expect(screen.queryByText('This QR code is not valid: no prize has this code.')).not.toBeInTheDocument();
  });

  it('Reset Scanner clears a wrong code typed before: the next valid code is not shown beside it in red', async () => {
    stubApi(() => ({ status: 200, body: success }));
    renderPage();
    await typeCode('hello world');
    expect(screen.getByLabelText('QR code text')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Scanner' }));
    expect(screen.getByLabelText('QR code text')).toHaveValue('');
    expect(screen.getByLabelText('QR code text')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByTestId('scan-error')).not.toBeInTheDocument();
    await typeCode(CODE);
    expect(await screen.findByText('QR code valid – win 2nd place in Premier League Predictor')).toBeInTheDocument();
    expect(screen.getByLabelText('QR code text')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says so when the camera permission is refused', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))),
      },
    });
    renderPage();
    expect(await screen.findByText(/Camera access was refused/)).toBeInTheDocument();
    expect(screen.getByLabelText('QR code text')).toBeEnabled();
  });
});
