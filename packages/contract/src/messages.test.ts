import { describe, expect, it } from 'vitest';
import { MESSAGES, messageCodeOf, messageText } from './messages.ts';

// That every message constant of the contract has a code is checked in the console's tests
// (apps/web/src/lib/message-text.test.ts), which can list the contract's modules.

describe('message codes', () => {
  it('codes are camelCase catalogue keys and texts are not empty', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(code).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(text.trim()).not.toBe('');
    }
  });

  it('finds the code and the varying parts of a message, the most specific pattern first', () => {
    expect(
      messageCodeOf('This prize was already redeemed on 3 Mar 2026, 14:05 UTC, at The Corner Flag (by Olivia Owner).'),
    ).toEqual({
      code: 'prizeAlreadyRedeemedAtBarBy',
      params: { at: '3 Mar 2026, 14:05 UTC', bar: 'The Corner Flag', by: 'Olivia Owner' },
    });
    expect(messageCodeOf('This prize was already redeemed on 3 Mar 2026, 14:05 UTC.')).toEqual({
      code: 'prizeAlreadyRedeemed',
      params: { at: '3 Mar 2026, 14:05 UTC' },
    });
    expect(messageCodeOf('All fields are required')).toEqual({ code: 'allFieldsRequired', params: {} });
    expect(messageCodeOf('Something nobody wrote')).toBeNull();
    expect(messageText('searchTooShort', { min: 3 })).toBe('Type at least 3 characters to search');
  });
});
