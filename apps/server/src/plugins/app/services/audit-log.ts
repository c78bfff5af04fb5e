import fp from 'fastify-plugin';
import type { AuditPage, AuditQuery } from '@app/contract/audit';
import { listAuditLog } from '../../../services/audit/audit-log-service.ts';

export type AuditLogService = { list(query: AuditQuery): Promise<AuditPage> };

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogService;
  }
}

/** Read only: entries are written by the database trigger, and there is no API to change them. */
export const auditLogServicePlugin = fp(async (app) => {
  app.decorate('auditLog', { list: (query: AuditQuery) => listAuditLog(app.db, query) });
}, { name: 'audit-log-service', dependencies: ['services'] });
