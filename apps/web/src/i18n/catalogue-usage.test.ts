import { describe, expect, it } from 'vitest';
import { catalogues, keyShape } from './catalogues.ts';
import { scanUsage, sourceFiles } from './source-keys.ts';

/**
 * Keys reached in a way the source scan cannot see. Keep this list short; prefer literal keys
 * (a map of literal keys is seen).
 * - validation: its keys are the message codes of the contract (packages/contract/src/messages.ts);
 *   localMessage() (lib/message-text.ts) reaches them by code; lib/message-text.test.ts checks
 *   every code has its text in the six languages.
 */
const DYNAMIC_KEY_PREFIXES = ['validation:'];

const english = catalogues['en'] ?? {};
const usage = scanUsage(sourceFiles());

function isUsed(ns: string, key: string, forms: Set<string> | null): boolean {
  const id = `${ns}:${key}`;
  if (usage.literals.has(id)) return true;
  if (forms && [...forms].some((form) => usage.literals.has(`${id}_${form}`))) return true;
  return [...usage.prefixes, ...DYNAMIC_KEY_PREFIXES].some((prefix) => id.startsWith(prefix));
}

function exists(ns: string, key: string): boolean {
  const shape = keyShape(english[ns] ?? {});
  return shape.has(key) || shape.has(key.replace(/_(zero|one|two|few|many|other)$/, ''));
}

describe('catalogue usage', () => {
  it('the scan sees the source (a file, its namespace, a key)', () => {
    const files = sourceFiles();
    expect(files.find((f) => f.path.endsWith('components/settings/settings-drawer.tsx'))?.namespaces).toEqual([
      'settings',
    ]);
    expect(usage.literals.has('settings:theme.semiDark')).toBe(true);
    expect(usage.calls.length).toBeGreaterThan(50);
  });

  for (const ns of Object.keys(english).sort()) {
    it(`every key of en/${ns}.json is used by the source`, () => {
      const unused = [...keyShape(english[ns]!)].filter(([key, forms]) => !isUsed(ns, key, forms)).map(([key]) => key);
      expect(unused).toEqual([]);
    });
  }

  it("every t('…') in the source names a key English has", () => {
    const missing = usage.calls
      .filter((call) => !call.namespaces.some((ns) => exists(ns, call.key)))
      .map((call) => `${call.file}: ${call.namespaces.join('|')}:${call.key}`);
    expect(missing).toEqual([]);
  });
});
