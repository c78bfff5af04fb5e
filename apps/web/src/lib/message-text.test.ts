import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_ONE_FORMS, MESSAGES, messageCodeOf, messageText, type MessageCode } from '@app/contract/messages';
import { BAR_MESSAGES } from '@app/contract/bar-details';
import { CHAMPIONSHIP_MESSAGES } from '@app/contract/championships';
import { MATCH_MESSAGES } from '@app/contract/matches';
import { FORGOT_PASSWORD_ANSWER, signinBodySchema, signupBodySchema } from '@app/contract/auth';
import { NO_CODE, NOT_A_PRIZE_CODE } from '@app/contract/winners';
import { catalogues } from '../i18n/catalogues.ts';
import i18n from './i18n.ts';
import { localMessage, messageByCode } from './message-text.ts';

const LANGUAGES = ['en', 'fr', 'es', 'it', 'ar', 'zh'];
const CODES = Object.keys(MESSAGES) as MessageCode[];
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

// Every module of the contract, to find each message constant it exports.
const contract = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contract/src/*.ts', '!**/*.test.ts', '!**/messages.ts'],
  { eager: true },
);
/** Constants that hold messages; machine codes ('winners.ALREADY_REDEEMED'), patterns and the like do not. */
const MESSAGE_NAME = /(_MESSAGES|_REQUIRED|_HINT|_ANSWER|_INVALID)$|^(NOT_A_PRIZE_CODE|NO_CODE)$/;

function messageConstants(): { name: string; text: string }[] {
  const found: { name: string; text: string }[] = [];
  for (const [file, exports] of Object.entries(contract)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!MESSAGE_NAME.test(name)) continue;
      if (typeof value === 'string') found.push({ name: `${file} ${name}`, text: value });
      else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const [key, text] of Object.entries(value))
          if (typeof text === 'string') found.push({ name: `${file} ${name}.${key}`, text });
      }
    }
  }
  return found;
}

describe('message codes', () => {
  it('every message constant of the contract has a code', () => {
    expect(messageConstants().length).toBeGreaterThan(40);
    const without = messageConstants()
      .filter(({ text }) => messageCodeOf(text) === null)
      .map(({ name, text }) => `${name}: ${text}`);
    expect(without).toEqual([]);
  });

  it('every code of the contract has a non-empty text in each of the six languages, with the same {{params}}', () => {
    for (const language of LANGUAGES) {
      const catalogue = catalogues[language]?.['validation'] ?? {};
      // A message that counts is read by its plural keys; every language has `_other` (decision 056).
      const keyOf = (code: MessageCode) => (code in MESSAGE_ONE_FORMS ? `${code}_other` : code);
      const missing = CODES.filter((code) => !catalogue[keyOf(code)]?.trim());
      expect(missing, `${language}/validation.json lacks`).toEqual([]);
      const wrongParams = CODES.filter(
        (code) => placeholders(catalogue[keyOf(code)] ?? '').join() !== placeholders(MESSAGES[code]).join(),
      );
      expect(wrongParams, `${language}/validation.json params differ`).toEqual([]);
    }
  });

  it('the English catalogue says exactly what the contract writes, both forms of a message that counts, and knows no code the contract lacks', () => {
    const english = catalogues['en']?.['validation'] ?? {};
    const expected: Record<string, string> = {};
    for (const code of CODES) {
      const one = MESSAGE_ONE_FORMS[code];
      if (one === undefined) expected[code] = MESSAGES[code];
      else Object.assign(expected, { [`${code}_one`]: one, [`${code}_other`]: MESSAGES[code] });
    }
    expect(english).toEqual(expected);
  });

  it("a message whose sentence counts has its English 'one' form, and only such a message", () => {
    const counting = CODES.filter((code) => /\{\{\s*count\s*\}\}/.test(MESSAGES[code]));
    expect(Object.keys(MESSAGE_ONE_FORMS).sort()).toEqual(counting.sort());
    expect(messageText('barsStarred', { count: 1 })).toBe('1 bar starred');
    expect(messageText('barsStarred', { count: 2 })).toBe('2 bars starred');
    expect(messageCodeOf('1 bar starred')).toEqual({ code: 'barsStarred', params: { count: '1' } });
    expect(messageCodeOf('Too many attempts. Try again in 1 minute.')).toEqual({
      code: 'tooManyAttempts',
      params: { count: '1' },
    });
  });

  it('each code reads differently in every other language than in English', () => {
    const spec = [...Object.values(CHAMPIONSHIP_MESSAGES), BAR_MESSAGES.required, MATCH_MESSAGES.broadcastSet].map(
      (text) => messageCodeOf(text)?.code,
    );
    for (const language of ['fr', 'es', 'it', 'ar', 'zh']) {
      const same = spec.filter((code) => !code || catalogues[language]?.['validation']?.[code] === MESSAGES[code]);
      expect(same, language).toEqual([]);
    }
  });
});

describe('localMessage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a message by its code in the current language', async () => {
    await i18n.changeLanguage('fr');
    expect(localMessage('whatever the server wrote', 'prizeNameEmpty')).toBe('Le nom du prix ne doit pas être vide');
    await i18n.changeLanguage('ar');
    expect(localMessage(BAR_MESSAGES.required)).toBe('جميع الحقول مطلوبة');
    await i18n.changeLanguage('en');
    expect(localMessage(BAR_MESSAGES.required)).toBe('All fields are required');
  });

  it("writes a moment in a message in the reader's language, with the time zone named", async () => {
    await i18n.changeLanguage('fr');
    // Noon UTC is 3 March in the machine's zone wherever it runs; the hour and the zone's name depend on it.
    const at = '2026-03-03T12:05:00.000Z';
    const local = new Date(at);
    const time = `${local.getHours()}:05`;
    const text = messageByCode('prizeAlreadyRedeemedAtBarBy', { at, bar: 'The Corner Flag', by: 'Olivia Owner' });
    expect(text).toMatch(
      new RegExp(
        `^Ce lot a déjà été retiré le ${time} - 3 mars 2026 \\([^)]+\\), au bar The Corner Flag \\(par Olivia Owner\\)\\.$`,
      ),
    );
    await i18n.changeLanguage('zh');
    expect(messageByCode('prizeAlreadyRedeemed', { at })).toMatch(
      new RegExp(`^此奖品已于 2026年3月3日 ${time.padStart(5, '0')} \\([^)]+\\) 兑换。$`),
    );
  });

  it('translates what zod says when a contract schema refuses input (the contract gives the issue its code)', async () => {
    await i18n.changeLanguage('es');
    const signin = signinBodySchema.safeParse({ email: 'not an email', password: '' });
    expect(signin.error?.issues.map((issue) => localMessage(issue.message))).toEqual([
      'El correo electrónico no es válido',
      'La contraseña es obligatoria',
    ]);
    const signup = signupBodySchema.safeParse({ username: '', email: 'a@example.com', password: 'weak' });
    expect(signup.error?.issues.map((issue) => localMessage(issue.message)).sort()).toEqual([
      'Al menos 8 caracteres, una mayúscula, una minúscula y un número',
      'El nombre es obligatorio',
    ]);
  });

  it('carries the varying part of a message over ({{min}})', async () => {
    await i18n.changeLanguage('it');
    expect(localMessage(MATCH_MESSAGES.searchTooShort)).toBe('Digita almeno 3 caratteri per cercare');
    expect(messageCodeOf('Type at least 5 characters to search')).toEqual({
      code: 'searchTooShort',
      params: { min: '5' },
    });
  });

  it('server answers on the public screens and the QR scan are known too', async () => {
    await i18n.changeLanguage('zh');
    expect(localMessage(FORGOT_PASSWORD_ANSWER)).toBe('如果该电子邮箱对应的账户存在，我们已发送重置密码的链接。');
    expect(localMessage(NOT_A_PRIZE_CODE)).not.toBe(NOT_A_PRIZE_CODE);
    expect(localMessage(NO_CODE)).toBe('请先扫描或输入二维码');
  });

  it("a message that counts reads in each language's plural form, by code or by its English text", async () => {
    await i18n.changeLanguage('ar');
    expect(localMessage('2 bars moved to the trash')).toBe('نُقل مقهيان إلى المهملات');
    expect(localMessage('5 bars moved to the trash')).toBe('نُقلت 5 مقاهٍ إلى المهملات');
    expect(localMessage('11 bars moved to the trash')).toBe('نُقلت 11 مقهى إلى المهملات');
    expect(localMessage('whatever', 'tooManyAttempts', { count: 1 })).toBe(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.',
    );
    await i18n.changeLanguage('it');
    expect(localMessage('Too many attempts. Try again in 1 minute.')).toBe('Troppi tentativi. Riprova tra 1 minuto.');
    expect(localMessage('Too many attempts. Try again in 14 minutes.')).toBe(
      'Troppi tentativi. Riprova tra 14 minuti.',
    );
    await i18n.changeLanguage('en');
    expect(localMessage('whatever', 'barsRestored', { count: 1 })).toBe('1 bar restored');
  });

  it('leaves a message without a known code as it came, and nothing as nothing', async () => {
    await i18n.changeLanguage('fr');
    expect(localMessage('A sentence no code knows', 'bars.NOT_FOUND')).toBe('A sentence no code knows');
    // The server's refusals have codes too (decision 026): the machine code is not a catalogue key, the text is.
    expect(localMessage('This bar does not exist', 'bars.NOT_FOUND')).toBe("Ce bar n'existe pas");
    expect(localMessage('3 bars moved to the trash')).toBe('3 bars placés dans la corbeille');
    expect(localMessage('1 bar moved to the trash')).toBe('1 bar placé dans la corbeille');
    expect(localMessage(undefined)).toBeUndefined();
    expect(localMessage('')).toBe('');
  });
});

describe("moments of a bar's event", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("writes a redemption's time on the bar's clock with the zone named, whatever the reader's zone", async () => {
    const params = { at: '2026-12-03T18:45:00.000Z', bar: 'The Corner Flag', zone: 'Europe/Bucharest' };
    expect(messageByCode('prizeAlreadyRedeemedAtBar', params)).toContain('20:45 - 3 Dec 2026 (Europe/Bucharest)');
    await i18n.changeLanguage('zh');
    expect(messageByCode('prizeAlreadyRedeemedAtBar', params)).toContain('2026年12月3日 20:45 (Europe/Bucharest)');
  });
});
