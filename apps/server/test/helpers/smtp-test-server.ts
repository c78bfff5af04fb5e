import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server in the test process (smtp-server, the counterpart of nodemailer) that a test
 * can stop — the mail server is down: connections are refused — and start again on the same port.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  /** Recipients this server refuses with 550 (no such mailbox). */
  const refused = new Set<string>();
  let server: SMTPServer | null = null;
  let port = 0;

  async function up(): Promise<void> {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address)) {
          callback();
          return;
        }
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
          received.push({
            from,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.on('error', reject);
      const listening = instance.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
    server = instance;
  }

  async function down(): Promise<void> {
    const instance = server;
    server = null;
    if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
  }

  await up();
  return {
    received,
    refused,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Mails received for `address`. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    start: up,
    stop: down,
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
