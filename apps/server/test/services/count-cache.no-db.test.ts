import { describe, expect, it } from 'vitest';
import { createCountCache } from '../../src/services/collection/count-cache.ts';

describe('count cache of the console list', () => {
  const clock = () => {
    let t = 0;
    return {
      now: () => t,
      advance: (ms: number) => {
        t += ms;
      },
    };
  };

  it('counts once within the freshness window and again after it', async () => {
    const time = clock();
    const cache = createCountCache({ ttlMs: 5_000, now: time.now });
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get('future', count)).toBe(1);
    time.advance(4_999);
    expect(await cache.get('future', count)).toBe(1);
    time.advance(1);
    expect(await cache.get('future', count)).toBe(2);
    expect(await cache.get('live', count)).toBe(3);
  });

  it('shares one count between concurrent requests and forgets a failed one', async () => {
    const cache = createCountCache({ now: () => 0 });
    let counted = 0;
    const [a, b] = await Promise.all([cache.get('k', async () => ++counted), cache.get('k', async () => ++counted)]);
    expect([a, b, counted]).toEqual([1, 1, 1]);
    await expect(
      cache.get('bad', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createCountCache({ maxEntries: 2, now: () => 0 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
