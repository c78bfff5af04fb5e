import type { FastifyBaseLogger } from 'fastify';

/**
 * Every security event the server records, by name. A new kind of event is added here, so log
 * searches and alerts have one list to follow.
 */
export type SecurityEventName =
  | 'signin.failed'
  | 'throttle.blocked'
  | 'role.denied'
  | 'refresh.reused'
  | 'refresh.rejected'
  | 'password.changed'
  | 'password.change_failed'
  | 'password.reset'
  | 'password.reset_failed'
  | 'email.confirm_failed'
  | 'account.deleted'
  | 'account.deactivated';

export type SecurityEventDetails = {
  /** The client address (request.ip: the socket, or X-Forwarded-For from a trusted proxy). */
  ip: string;
  /** Why: 'wrong password', 'unknown account', 'expired', the throttle's rule … never a secret. */
  reason: string;
  /** The account, by id, when it is known. */
  userId?: string | undefined;
  /** The email that was tried, when no account id is known (a sign-in for an unknown account). */
  email?: string | undefined;
};

/**
 * One structured log line per security event: `{ securityEvent, userId | email, ip, reason }`.
 * The details are a closed shape, so a password or a token cannot end up in the line.
 */
export function createSecurityEvents(log: FastifyBaseLogger) {
  return {
    record(event: SecurityEventName, details: SecurityEventDetails): void {
      const line = {
        securityEvent: event,
        ip: details.ip,
        reason: details.reason,
        ...(details.userId ? { userId: details.userId } : {}),
        ...(details.email && !details.userId ? { email: details.email } : {}),
      };
      // A change the account holder made is news; a failure or a refusal is a warning.
      if (event === 'password.changed' || event === 'password.reset') log.info(line, `security event: ${event}`);
      else log.warn(line, `security event: ${event}`);
    },
  };
}
export type SecurityEvents = ReturnType<typeof createSecurityEvents>;
