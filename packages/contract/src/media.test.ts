import { describe, expect, it } from 'vitest';
import { mediaQuerySchema, mediaSrcSet, mediaUrlFor, PICTURE_WIDTHS } from './media.ts';

describe('stored images at the widths a page shows them', () => {
  const url = `/api/media/${'c'.repeat(64)}`;

  it('offers every width the server makes for a stored image, and none for another address', () => {
    expect(mediaSrcSet(url)).toBe(`${url}?w=32 32w, ${url}?w=64 64w, ${url}?w=128 128w, ${url}?w=256 256w`);
    expect(mediaSrcSet('https://example.com/emblem.png')).toBeUndefined();
    expect(mediaSrcSet('')).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });

  it('offers a picture across a card its own, larger widths', () => {
    expect(mediaSrcSet(url, PICTURE_WIDTHS)).toBe(
      `${url}?w=256 256w, ${url}?w=512 512w, ${url}?w=768 768w, ${url}?w=1024 1024w`,
    );
    expect(mediaQuerySchema.parse({ w: '1024' })).toEqual({ w: 1024 });
  });

  it('accepts only those widths', () => {
    expect(mediaQuerySchema.parse({ w: '64' })).toEqual({ w: 64 });
    expect(mediaQuerySchema.parse({})).toEqual({});
    expect(mediaQuerySchema.safeParse({ w: '65' }).error?.issues[0]?.message).toBe(
      'w must be one of 32, 64, 128, 256, 512, 768, 1024',
    );
    expect(mediaQuerySchema.safeParse({ w: '64', h: '64' }).success).toBe(false);
  });
});

describe('a stored image at one width', () => {
  const url = `/api/media/${'e'.repeat(64)}`;

  it('picks the smallest width that fills the element on the screen, the largest beyond it', () => {
    expect(mediaUrlFor(url, 28, 1)).toBe(`${url}?w=32`);
    expect(mediaUrlFor(url, 56, 1.75)).toBe(`${url}?w=128`);
    expect(mediaUrlFor(url, 24, 2)).toBe(`${url}?w=64`);
    expect(mediaUrlFor(url, 200, 3)).toBe(`${url}?w=768`);
    expect(mediaUrlFor(url, 600, 3)).toBe(`${url}?w=1024`);
  });

  it('leaves other addresses and empty values as they are', () => {
    expect(mediaUrlFor('https://example.com/logo.png', 56, 2)).toBe('https://example.com/logo.png');
    expect(mediaUrlFor('', 56, 2)).toBe('');
    expect(mediaUrlFor(null, 56, 2)).toBeNull();
  });
});
