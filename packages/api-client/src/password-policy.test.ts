import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  defaultPasswordPolicy,
  generatePassword,
  generatePolicyPassword,
  resolvePasswordPolicy,
  USER_PASSWORD_LENGTH,
  type PasswordPolicy,
} from './password-policy';

describe('generatePolicyPassword', () => {
  const policies: PasswordPolicy[] = [
    {},
    { MinimumNumberOfPasswordLength: 20, MinimumNumberOfSpecialCharacters: 3 },
    { MinimumNumberOfSpecialCharacters: 0, RequiredCategoryCount: 3 },
    { SpecialCharacters: '#', MinimumNumberOfSpecialCharacters: 2, MinimumNumberOfNumericCharacters: 1 },
    { MinimumNumberOfPasswordLength: 8, RequiredCategoryCount: 3, MinimumNumberOfLettersUpperCase: 1 },
  ];
  it.each(policies.map((p, i) => [i, p] as const))('makes passwords that policy %i accepts', (_i, policy) => {
    for (let n = 0; n < 200; n++) {
      const password = generatePolicyPassword(13, policy);
      expect(checkPassword(password, policy), password).toEqual([]);
    }
  });

  it('keeps to letters and digits when the policy needs no special characters, at the asked length', () => {
    const password = generatePolicyPassword(17, { MinimumNumberOfSpecialCharacters: 0 });
    expect(password).toMatch(/^[A-Za-z0-9]{17}$/);
  });
});

describe('password policy (§5) and generator (§9)', () => {
  it('fills missing values with the defaults', () => {
    expect(defaultPasswordPolicy).toMatchObject({
      MinimumNumberOfPasswordLength: 1,
      MaximumNumberOfPasswordLength: 64,
      MinimumNumberOfLettersLowerCase: 1,
      MinimumNumberOfLettersUpperCase: 1,
      MinimumNumberOfNumericCharacters: 1,
      MinimumNumberOfSpecialCharacters: 1,
      RequiredCategoryCount: 5,
      SpecialCharacters: '!#%&*+-.?@_$',
    });
    expect(
      resolvePasswordPolicy({ MaximumNumberOfPasswordLength: 20, SpecialCharacters: null })
        .MaximumNumberOfPasswordLength,
    ).toBe(20);
    expect(resolvePasswordPolicy({ SpecialCharacters: null }).SpecialCharacters).toBe('!#%&*+-.?@_$');
  });
  it('reports the rules a password fails', () => {
    expect(checkPassword('Abcdef1!')).toEqual([]);
    expect(checkPassword('abcdef').map((f) => f.rule)).toEqual(['uppercase', 'numeric', 'special', 'categories']);
    expect(checkPassword('Ab1^').map((f) => f.rule)).toContain('special');
    expect(checkPassword('Ab1!x', { MinimumNumberOfPasswordLength: 8 }).map((f) => f.rule)).toEqual(['minLength']);
    expect(checkPassword('A'.repeat(65) + 'a1!').map((f) => f.rule)).toEqual(['maxLength']);
  });
  it('generates letters and digits only, 13 by default', () => {
    expect(USER_PASSWORD_LENGTH).toBe(13);
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-Za-z0-9]{13}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
    }
    expect(generatePassword(40)).toHaveLength(40);
    expect(() => generatePassword(0)).toThrow(RangeError);
  });
});
