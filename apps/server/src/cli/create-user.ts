import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, roleSchema } from '@app/contract/common';
import { strongPasswordSchema } from '@app/contract/auth';
import { parseEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { DataDirModeError, makeDataDirPrivate } from '../lib/private-files.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { users } from '../db/schema/index.ts';

/** npm run user:create -- --role admin --email a@b.c --password '...' [--name 'Ana'] */
const argsSchema = z.object({
  role: roleSchema.refine((r) => r !== 'owner', 'owners sign up from the console; use admin or staff'),
  email: emailSchema,
  password: strongPasswordSchema,
  name: z.string().trim().min(1).max(100).optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    process.stderr.write(
      `Usage: npm run user:create -- --role admin|staff --email EMAIL --password PASSWORD [--name NAME]\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}\n`,
    );
    process.exit(2);
  }
  const config = parseEnv();
  // The embedded database's folder is the server's user's alone, as the server keeps it.
  if (!config.DATABASE_URL) makeDataDirPrivate(config.dataDir);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir + '/db' });
  await database.migrate();
  const { role, email, password, name } = parsed.data;
  const inserted = await database.db
    .insert(users)
    .values({ role, email, passwordHash: await hashPassword(password), nickname: name ?? email.split('@')[0] ?? email })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  await database.close();
  if (inserted.length === 0) {
    process.stderr.write(`An account with the email ${email} already exists.\n`);
    process.exit(1);
  }
  process.stdout.write(`Created ${role} ${email}\n`);
}

await main().catch((error: unknown) => {
  // A data folder held by the running server is the likely case: say so plainly, no stack.
  process.stderr.write(
    error instanceof DataDirLockedError || error instanceof DataDirModeError
      ? `${error.message}\n`
      : `Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
