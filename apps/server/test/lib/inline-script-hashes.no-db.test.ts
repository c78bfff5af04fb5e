import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/lib/inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes (decision 039)', () => {
  it('hashes each inline script exactly as written, whitespace included, and no script with a src', () => {
    const first = '\n  (function () { window.a = 1; })();\n';
    const html =
      `<head><script>${first}</script><script type="module" crossorigin src="/assets/index-x.js"></script></head>` +
      '<body><script type="text/javascript">b()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256('b()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><p>script</p>')).toEqual([]);
  });
});
