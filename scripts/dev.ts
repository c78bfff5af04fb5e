/** `npm run dev`: the server with --watch and Vite's dev server (hot reload) proxying /api to it. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development', PORT: process.env['PORT'] ?? '3000' };
const children = [
  spawn(process.execPath, ['--watch', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { cwd: root, stdio: 'inherit', env }),
];
process.stdout.write('Console with hot reload: http://localhost:5173 (API on :' + env.PORT + ')\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
