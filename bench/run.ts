/** `npm run bench`: every benchmark of the repository, one after the other. */
import { runMatchesBench } from './matches.ts';
import { runAuditLogBench } from './audit-log.ts';

await runMatchesBench();
await runAuditLogBench();
