import { describe, expect, it } from 'vitest';
import { apiErrorSchema, emailSchema, pagingQuerySchema, roleSchema, uuidSchema } from './common.ts';

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Owner@Example.COM ')).toBe('owner@example.com');
  });

  it.each(['', 'owner', 'owner@', '@example.com', 'a b@example.com', 'owner@example', 'o\u0000@example.com'])(
    'refuses %j',
    (value) => {
      const result = emailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Email is not valid');
    },
  );

  it('refuses more than 254 characters with its own message', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`).error?.issues[0]?.message).toBe('Email is too long');
  });

  it('refuses what is not a string', () => {
    for (const value of [42, null, undefined, {}, ['a@example.com']])
      expect(emailSchema.safeParse(value).success).toBe(false);
  });
});

describe('common schemas', () => {
  it("roles are owner, staff and admin, plus the bar team's manager and scanner", () => {
    expect(roleSchema.options).toEqual(['owner', 'staff', 'admin', 'manager', 'scanner', 'player']);
  });

  it('uuid ids say "Invalid id"', () => {
    expect(uuidSchema.safeParse('7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10').success).toBe(true);
    expect(uuidSchema.safeParse('1').error?.issues[0]?.message).toBe('Invalid id');
  });

  it('paging: 0-based page, 50 per page by default, bounded', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 0, pageSize: 50 });
    expect(pagingQuerySchema.parse({ page: '2', pageSize: '100' })).toEqual({ page: 2, pageSize: 100 });
    for (const bad of [{ page: '-1' }, { pageSize: '0' }, { pageSize: '501' }, { page: '1.5' }, { page: 'x' }]) {
      expect(pagingQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('the error body: statusCode, error, message, optional code', () => {
    expect(apiErrorSchema.parse({ statusCode: 400, error: 'Bad Request', message: 'x' })).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'x',
    });
    expect(apiErrorSchema.safeParse({ statusCode: 400, error: 'Bad Request' }).success).toBe(false);
  });
});
