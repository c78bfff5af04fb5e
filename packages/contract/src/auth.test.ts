import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginRecordSchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signupBodySchema,
  strongPasswordSchema,
} from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('strongPasswordSchema (docs/product.md §5)', () => {
  it.each(['Abcdefg1', 'Passw0rd', 'ZZZZzzz9', `Aa1${'x'.repeat(253)}`])('accepts %s', (password) => {
    expect(strongPasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['7 characters', 'Abcdef1'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['empty', ''],
  ])('refuses %s with the hint', (_why, password) => {
    expect(firstMessage(strongPasswordSchema.safeParse(password))).toBe(PASSWORD_HINT);
  });

  it('refuses more than 256 characters instead of truncating', () => {
    expect(firstMessage(strongPasswordSchema.safeParse(`Aa1${'x'.repeat(254)}`))).toBe('Password is too long');
  });

  it("the hint is docs/product.md's text", () => {
    expect(PASSWORD_HINT).toBe('At least 8 characters, one uppercase, one lowercase and one number');
  });
});

describe('request bodies are strict', () => {
  it.each([
    ['signin', signinBodySchema, { email: 'a@example.com', password: 'x' }],
    ['signup', signupBodySchema, { email: 'a@example.com', password: 'Abcdefg1', username: 'A' }],
    ['change password', changePasswordBodySchema, { oldPassword: 'x', password: 'Abcdefg1' }],
    ['forgot password', forgotPasswordBodySchema, { email: 'a@example.com' }],
    ['reset password', resetPasswordBodySchema, { token: 'A'.repeat(43), password: 'Abcdefg1' }],
  ] as const)('%s: the valid body parses, an unknown field is refused', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const extra = schema.safeParse({ ...valid, role: 'admin' });
    expect(extra.success).toBe(false);
    expect(firstMessage(extra)).toMatch(/role/);
  });

  it('signup trims the name and refuses a blank one; the email is normalised', () => {
    expect(signupBodySchema.parse({ email: ' A@Example.COM ', password: 'Abcdefg1', username: '  Ann  ' })).toEqual({
      email: 'a@example.com',
      password: 'Abcdefg1',
      username: 'Ann',
    });
    expect(
      firstMessage(signupBodySchema.safeParse({ email: 'a@example.com', password: 'Abcdefg1', username: '   ' })),
    ).toBe('Name is required');
    expect(
      firstMessage(
        signupBodySchema.safeParse({ email: 'a@example.com', password: 'Abcdefg1', username: 'x'.repeat(101) }),
      ),
    ).toBe('Name is too long');
  });

  it('sign-in only needs a password (no rule: old accounts may have older passwords), bounded in length', () => {
    expect(signinBodySchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(firstMessage(signinBodySchema.safeParse({ email: 'a@example.com', password: '' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(signinBodySchema.safeParse({ email: 'a@example.com', password: 'x'.repeat(257) }))).toBe(
      'Password is too long',
    );
  });

  it('change password: the old password is required, the new one follows the rule', () => {
    expect(firstMessage(changePasswordBodySchema.safeParse({ oldPassword: '', password: 'Abcdefg1' }))).toBe(
      'Old password is required',
    );
    expect(firstMessage(changePasswordBodySchema.safeParse({ oldPassword: 'old', password: 'abc' }))).toBe(
      PASSWORD_HINT,
    );
  });

  it('reset password: a token of a plausible length only', () => {
    expect(firstMessage(resetPasswordBodySchema.safeParse({ token: 'short', password: 'Abcdefg1' }))).toBe(
      'The reset link is not valid',
    );
    expect(firstMessage(resetPasswordBodySchema.safeParse({ token: 'x'.repeat(201), password: 'Abcdefg1' }))).toBe(
      'The reset link is not valid',
    );
  });
});

describe('loginRecordSchema', () => {
  const record = {
    accessToken: 'a.b.c',
    refreshToken: 'r',
    authToken: 'r',
    userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
    barId: null,
    bars: [],
    nickname: 'N',
    email: 'n@example.com',
    role: 'owner',
  };
  it('parses the record the console keeps; barId may be null; roles are the three of docs/product.md', () => {
    expect(loginRecordSchema.parse(record)).toEqual(record);
    expect(loginRecordSchema.safeParse({ ...record, role: 'root' }).success).toBe(false);
    expect(loginRecordSchema.safeParse({ ...record, barId: 'not-a-uuid' }).success).toBe(false);
  });
});
