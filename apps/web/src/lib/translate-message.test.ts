import { afterEach, describe, expect, it } from 'vitest';
import { BAR_MESSAGES } from '@app/contract/bar-details';
import { CHAMPIONSHIP_MESSAGES } from '@app/contract/championships';
import { MATCH_FIELD_REQUIRED } from '@app/contract/matches-admin';
import { MATCH_MESSAGES } from '@app/contract/matches';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_HINT, signinBodySchema, signupBodySchema } from '@app/contract/auth';
import { NO_CODE, NOT_A_PRIZE_CODE } from '@app/contract/winners';
import i18n from './i18n.ts';
import { messageKey, translateMessage } from './translate-message.ts';

// The texts the contract and the server write, to check every catalogue entry against them.
const sources = import.meta.glob<string>(['../../../../packages/contract/src/*.ts', '../../../server/src/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sourceText = Object.values(sources).join('\n');

const english = i18n.getResourceBundle('en', 'validation') as Record<string, string>;
const TRANSLATED = ['zh', 'ar', 'it', 'es', 'fr'];

/** SPEC.md sections 5 and 8: the validation and success messages a user reads. */
const SPEC_MESSAGES = [
  ...Object.values(CHAMPIONSHIP_MESSAGES),
  BAR_MESSAGES.required, BAR_MESSAGES.facebook, BAR_MESSAGES.website,
  MATCH_FIELD_REQUIRED, MATCH_MESSAGES.broadcastSet, PASSWORD_HINT,
];

describe('translateMessage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('every entry of en/validation.json is a message the contract or the server writes', () => {
    const unknown = Object.entries(english).filter(([, text]) => {
      const pattern = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\'"`]+');
      return !new RegExp(pattern).test(sourceText);
    });
    expect(unknown.map(([key]) => key)).toEqual([]);
  });

  it('knows every SPEC.md message the contract writes, and each reads differently in every other language', () => {
    for (const message of SPEC_MESSAGES) {
      expect(messageKey(message), message).not.toBeNull();
    }
    for (const language of TRANSLATED) {
      const untranslated = SPEC_MESSAGES.filter((message) => i18n.t(messageKey(message)!.key, { ns: 'validation', lng: language }) === message);
      expect(untranslated, language).toEqual([]);
    }
  });

  it('shows a message in the current language', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage(CHAMPIONSHIP_MESSAGES.prizeName)).toBe('Le nom du prix ne doit pas être vide');
    await i18n.changeLanguage('ar');
    expect(translateMessage(BAR_MESSAGES.required)).toBe('جميع الحقول مطلوبة');
    await i18n.changeLanguage('en');
    expect(translateMessage(BAR_MESSAGES.required)).toBe('All fields are required');
  });

  it('translates what zod says when a contract schema refuses input', async () => {
    await i18n.changeLanguage('es');
    const signin = signinBodySchema.safeParse({ email: 'not an email', password: '' });
    expect(signin.error?.issues.map((issue) => translateMessage(issue.message))).toEqual(['El correo electrónico no es válido', 'La contraseña es obligatoria']);
    const signup = signupBodySchema.safeParse({ username: '', email: 'a@example.com', password: 'weak' });
    expect(signup.error?.issues.map((issue) => translateMessage(issue.message)).sort()).toEqual(['Al menos 8 caracteres, una mayúscula, una minúscula y un número', 'El nombre es obligatorio']);
  });

  it('carries the varying part of a message over ({{min}})', async () => {
    await i18n.changeLanguage('it');
    expect(translateMessage(MATCH_MESSAGES.searchTooShort)).toBe('Digita almeno 3 caratteri per cercare');
    expect(messageKey('Type at least 5 characters to search')).toEqual({ key: 'searchTooShort', values: { min: '5' } });
  });

  it('server answers on the public screens and the QR scan are known too', async () => {
    await i18n.changeLanguage('zh');
    expect(translateMessage(FORGOT_PASSWORD_ANSWER)).toBe('如果该电子邮箱对应的账户存在，我们已发送重置密码的链接。');
    expect(translateMessage(NOT_A_PRIZE_CODE)).not.toBe(NOT_A_PRIZE_CODE);
    expect(translateMessage(NO_CODE)).toBe('请先扫描或输入二维码');
  });

  it('leaves a message it does not know as it came, and nothing as nothing', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage('This bar does not exist')).toBe('This bar does not exist');
    expect(translateMessage(undefined)).toBeUndefined();
    expect(translateMessage('')).toBe('');
  });
});
