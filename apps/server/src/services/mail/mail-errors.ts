const field = (error: unknown, key: string): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;

/** What of a delivery error may be stored and logged: its code and the server's reply, no URL. */
export function safeMailError(error: unknown): string {
  const code = field(error, 'code');
  const responseCode = field(error, 'responseCode');
  const message = field(error, 'message');
  const parts = [
    typeof code === 'string' ? code : null,
    typeof responseCode === 'number' ? String(responseCode) : null,
    (typeof message === 'string' ? message : String(error)).replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]'),
  ].filter(Boolean);
  return parts.join(' ').slice(0, 300);
}

/** A 5xx SMTP reply (no such mailbox, refused): trying again will not help. */
export function isPermanentMailError(error: unknown): boolean {
  const responseCode = field(error, 'responseCode');
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
