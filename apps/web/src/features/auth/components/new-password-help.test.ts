import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '@app/contract/auth';
import { newPasswordHelp } from './new-password-help.ts';

describe('newPasswordHelp', () => {
  it('shows the rules in the reader’s language while the password is fine or only breaks them', () => {
    expect(newPasswordHelp('Au moins 8 caractères', undefined)).toBe('Au moins 8 caractères');
    expect(newPasswordHelp('Au moins 8 caractères', { message: PASSWORD_HINT })).toBe('Au moins 8 caractères');
  });

  it('shows what else the password breaks', () => {
    expect(newPasswordHelp('Au moins 8 caractères', { message: 'Password is required' })).toBe('Password is required');
  });
});
