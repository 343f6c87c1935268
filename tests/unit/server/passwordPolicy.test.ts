import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../server/identityProvider/commonPasswords';
import { passwordProblem } from '../../../server/identityProvider/passwordPolicy';

const context = { email: 'ana.lopez@example.test', isCommonPassword };

describe('a new password (NIST SP 800-63B)', () => {
  it.each([
    ['', 'Enter a password'],
    ['        ', 'Enter a password'],
    ['seven77', 'Use at least 8 characters'],
    ['password1', 'too common'],
    ['Password1', 'too common'],
    ['qwertyuiop', 'too common'],
    ['ana.lopez@example.test', 'not your email address'],
    ['ana.lopez', 'not your email address'],
    ['ReliefLoans2026', 'not the name of this service'],
    ['x'.repeat(129), 'Use 128 characters or fewer'],
  ])('%j is refused: %s', (password, message) => {
    expect(passwordProblem(password, context)).toContain(message);
  });

  it.each([
    'sunlight over the quiet harbour',
    'eight ch',
    'nothing but lowercase letters',
    '12345678901234567890ab',
    'pässwörter sind lang',
  ])('%j is accepted: length counts, not the kinds of characters', (password) => {
    expect(passwordProblem(password, context)).toBeNull();
  });

  it('counts Unicode code points, not bytes: nine Japanese characters pass, five do not', () => {
    expect(passwordProblem('日本語のパスワード', context)).toBeNull();
    expect(passwordProblem('日本語パス', context)).toContain('at least 8');
  });
});
