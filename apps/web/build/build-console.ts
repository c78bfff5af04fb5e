/**
 * Builds the console twice: for browsers (`dist`, or `--outDir DIR`) and for the server, which
 * renders signed-in first screens with it (`<outDir>-ssr`, docs/decisions/043). The server finds
 * the second beside the first.
 *   node build/build-console.ts [--outDir DIR]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outDir: { type: 'string' }, emptyOutDir: { type: 'boolean' } } });
const outDir = path.resolve(root, values.outDir ?? 'dist');

await build({ root, build: { outDir, emptyOutDir: true } });
await build({ root, build: { ssr: 'src/entry-server.tsx', outDir: `${outDir}-ssr`, emptyOutDir: true } });
