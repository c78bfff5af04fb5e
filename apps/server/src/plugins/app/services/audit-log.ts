import type { AuditPage, AuditQuery } from '@app/contract/audit';
import { servicePlugin } from './service-plugin.ts';
import { listAuditLog } from '../../../services/audit/audit-log-service.ts';

export type AuditLogService = { list(query: AuditQuery): Promise<AuditPage> };

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogService;
  }
}

/** Read only: entries are written by the database trigger, and there is no API to change them. */
export const auditLogServicePlugin = servicePlugin(
  'auditLog',
  (app): AuditLogService => ({ list: (query) => listAuditLog(app.db, query) }),
  { name: 'audit-log-service', dependencies: ['core'] },
);
