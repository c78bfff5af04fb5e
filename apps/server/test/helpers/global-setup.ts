import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { DEMO_PASSWORD, pgliteTemplateFile, type TemplateKind } from './database-templates.ts';

const KINDS: TemplateKind[] = ['empty', 'demo'];

/** Builds this run's database templates (see database-templates.ts) for the project's database. */
export default async function setup(project: TestProject) {
  if (project.name === 'server-pglite') {
    for (const kind of KINDS) {
      const handle = await openDatabase({ dataDir: 'memory://' });
      await handle.migrate();
      if (kind === 'demo') await seedDemo(handle.db, { password: DEMO_PASSWORD });
      const dump = await handle.dumpDataDir?.();
      if (!dump) throw new Error('PGlite could not dump its data directory');
      const file = pgliteTemplateFile(kind);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await handle.close();
    }
    return undefined;
  }

  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const run = randomBytes(4).toString('hex');
  const names = { empty: `tpl_${run}_empty`, demo: `tpl_${run}_demo` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const kind of KINDS) {
    await admin.query(`create database ${names[kind]}`);
    const url = new URL(serverUrl);
    url.pathname = `/${names[kind]}`;
    const handle = await openDatabase({ url: url.toString() });
    await handle.migrate();
    if (kind === 'demo') await seedDemo(handle.db, { password: DEMO_PASSWORD });
    await handle.close();
  }
  await admin.end();
  project.provide('postgresTemplates', names);
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    for (const name of Object.values(names)) await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
