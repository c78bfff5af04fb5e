import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import i18n from './i18n.ts';
import { translatedResolver } from './translated-resolver.ts';

const schema = z.object({ name: z.string().min(1, 'This field is required!'), note: z.string() });
const resolve = translatedResolver(zodResolver(schema));
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('translatedResolver', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the contract message in the current language', async () => {
    await i18n.changeLanguage('fr');
    const result = await resolve({ name: '', note: 'x' }, undefined, options);
    const message = result.errors.name?.message;
    expect(message).toBeTruthy();
    expect(message).not.toBe('This field is required!');
    await i18n.changeLanguage('en');
    const english = await resolve({ name: '', note: 'x' }, undefined, options);
    expect(english.errors.name?.message).toBe('This field is required!');
  });

  it('passes valid values through untouched', async () => {
    const result = await resolve({ name: 'Ana', note: '' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Ana', note: '' });
  });
});
