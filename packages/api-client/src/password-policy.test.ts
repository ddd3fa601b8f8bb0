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

/** A policy that asks for nothing, so one rule at a time can be switched on. */
const none: PasswordPolicy = {
  MinimumNumberOfPasswordLength: 0,
  MinimumNumberOfLettersLowerCase: 0,
  MinimumNumberOfLettersUpperCase: 0,
  MinimumNumberOfNumericCharacters: 0,
  MinimumNumberOfSpecialCharacters: 0,
  RequiredCategoryCount: 0,
};
const rules = (password: string, policy?: PasswordPolicy | null) => checkPassword(password, policy).map((f) => f.rule);
const SPECIALS = '!#%&*+-.?@_$';

describe('password policy defaults (spec §5)', () => {
  it('are min length 1, max 64, one lowercase, uppercase, digit and special, 5 categories, the spec’s specials', () => {
    expect(defaultPasswordPolicy).toEqual({
      MinimumNumberOfPasswordLength: 1,
      MaximumNumberOfPasswordLength: 64,
      MinimumNumberOfLetters: 0,
      MinimumNumberOfLettersLowerCase: 1,
      MinimumNumberOfLettersUpperCase: 1,
      MinimumNumberOfNumericCharacters: 1,
      MinimumNumberOfSpecialCharacters: 1,
      SpecialCharacters: SPECIALS,
      RequiredCategoryCount: 5,
      UnlockOnPasswordChange: false,
    });
    expect(USER_PASSWORD_LENGTH).toBe(13);
  });
  it('fill only the values a policy leaves missing (null or undefined), keeping zeros and empty text', () => {
    expect(resolvePasswordPolicy(null)).toEqual(defaultPasswordPolicy);
    expect(resolvePasswordPolicy(undefined)).toEqual(defaultPasswordPolicy);
    const resolved = resolvePasswordPolicy({
      MinimumNumberOfPasswordLength: 0,
      MaximumNumberOfPasswordLength: null,
      SpecialCharacters: '',
      UnlockOnPasswordChange: true,
    });
    expect(resolved).toEqual({
      ...defaultPasswordPolicy,
      MinimumNumberOfPasswordLength: 0,
      SpecialCharacters: '',
      UnlockOnPasswordChange: true,
    });
  });
  it('does not change the defaults when resolving', () => {
    resolvePasswordPolicy({ MinimumNumberOfPasswordLength: 30 });
    expect(defaultPasswordPolicy.MinimumNumberOfPasswordLength).toBe(1);
  });
});

describe('checkPassword: messages', () => {
  it('reports every rule an empty password fails under the defaults, with its exact message, in order', () => {
    expect(checkPassword('')).toEqual([
      { rule: 'minLength', message: 'Use at least 1 character.' },
      { rule: 'lowercase', message: 'Use at least 1 lowercase letter.' },
      { rule: 'uppercase', message: 'Use at least 1 uppercase letter.' },
      { rule: 'numeric', message: 'Use at least 1 digit.' },
      { rule: 'special', message: `Use at least 1 special character (${SPECIALS}).` },
      { rule: 'categories', message: 'Use 4 of: lowercase, uppercase, digits, special characters.' },
    ]);
  });
  it('writes plural counts in the messages', () => {
    const policy: PasswordPolicy = {
      MinimumNumberOfPasswordLength: 20,
      MinimumNumberOfLetters: 9,
      MinimumNumberOfLettersLowerCase: 2,
      MinimumNumberOfLettersUpperCase: 3,
      MinimumNumberOfNumericCharacters: 4,
      MinimumNumberOfSpecialCharacters: 5,
      SpecialCharacters: '#$',
      RequiredCategoryCount: 3,
    };
    expect(checkPassword('', policy).map((f) => f.message)).toEqual([
      'Use at least 20 characters.',
      'Use at least 9 letters.',
      'Use at least 2 lowercase letters.',
      'Use at least 3 uppercase letters.',
      'Use at least 4 digits.',
      'Use at least 5 special characters (#$).',
      'Use 3 of: lowercase, uppercase, digits, special characters.',
    ]);
    expect(checkPassword('abcde', { ...none, MaximumNumberOfPasswordLength: 4 })).toEqual([
      { rule: 'maxLength', message: 'Use at most 4 characters.' },
    ]);
    expect(checkPassword('ab', { ...none, MaximumNumberOfPasswordLength: 1 })).toEqual([
      { rule: 'maxLength', message: 'Use at most 1 character.' },
    ]);
    expect(checkPassword('', { ...none, MinimumNumberOfLetters: 1 })).toEqual([
      { rule: 'letters', message: 'Use at least 1 letter.' },
    ]);
  });
  it('accepts a password meeting every default rule', () => {
    expect(checkPassword('aB3!')).toEqual([]);
  });
});

describe('checkPassword: each rule at its bound', () => {
  it('length: the minimum and the maximum themselves pass, one past each fails', () => {
    const policy = { ...none, MinimumNumberOfPasswordLength: 3, MaximumNumberOfPasswordLength: 5 };
    expect(rules('ab', policy)).toEqual(['minLength']);
    expect(rules('abc', policy)).toEqual([]);
    expect(rules('abcde', policy)).toEqual([]);
    expect(rules('abcdef', policy)).toEqual(['maxLength']);
  });
  it('length counts characters, not UTF-16 units: an emoji is one character', () => {
    expect(rules('😀', { ...none, MinimumNumberOfPasswordLength: 2 })).toEqual(['minLength']);
    expect(rules('😀😀', { ...none, MaximumNumberOfPasswordLength: 2 })).toEqual([]);
  });
  it('minimum letters counts lowercase and uppercase letters together (the server enforces the same rule)', () => {
    const policy = { ...none, MinimumNumberOfLetters: 3 };
    expect(rules('aB12!', policy)).toEqual(['letters']);
    expect(rules('aBc', policy)).toEqual([]);
    expect(rules('ABC', policy)).toEqual([]);
    expect(rules('abc', policy)).toEqual([]);
  });
  it('minimum lowercase letters counts lowercase letters only, accented ones included', () => {
    const policy = { ...none, MinimumNumberOfLettersLowerCase: 2 };
    expect(rules('aBC12', policy)).toEqual(['lowercase']);
    expect(rules('aç', policy)).toEqual([]);
    expect(rules('ÇA', policy)).toEqual(['lowercase']);
  });
  it('minimum uppercase letters counts uppercase letters only, accented ones included', () => {
    const policy = { ...none, MinimumNumberOfLettersUpperCase: 2 };
    expect(rules('Abc12', policy)).toEqual(['uppercase']);
    expect(rules('AÇ', policy)).toEqual([]);
  });
  it('minimum digits counts 0-9 only', () => {
    const policy = { ...none, MinimumNumberOfNumericCharacters: 2 };
    expect(rules('a1', policy)).toEqual(['numeric']);
    expect(rules('09', policy)).toEqual([]);
    expect(rules('1٣', policy)).toEqual(['numeric']);
  });
  it('minimum special characters counts only the policy’s special characters', () => {
    expect(rules('^~', { ...none, MinimumNumberOfSpecialCharacters: 1 })).toEqual(['special']);
    expect(rules('a!', { ...none, MinimumNumberOfSpecialCharacters: 1 })).toEqual([]);
    expect(rules('^', { ...none, MinimumNumberOfSpecialCharacters: 1, SpecialCharacters: '^' })).toEqual([]);
    expect(rules('!$', { ...none, MinimumNumberOfSpecialCharacters: 2 })).toEqual([]);
  });
  it('categories: counts lowercase, uppercase, digits and specials present; more than four means four', () => {
    const three = { ...none, RequiredCategoryCount: 3 };
    expect(rules('abc123', three)).toEqual(['categories']);
    expect(rules('abC123', three)).toEqual([]);
    expect(rules('aB!', three)).toEqual([]);
    expect(rules('A1!', three)).toEqual([]);
    expect(rules('aB1', { ...none, RequiredCategoryCount: 5 })).toEqual(['categories']);
    expect(rules('aB1!', { ...none, RequiredCategoryCount: 5 })).toEqual([]);
    expect(checkPassword('a', { ...none, RequiredCategoryCount: 9 })[0]!.message).toBe(
      'Use 4 of: lowercase, uppercase, digits, special characters.',
    );
    expect(rules('', none)).toEqual([]);
  });
});

describe('generatePassword (spec §9: letters and digits only)', () => {
  it('is 13 characters of letters and digits by default', () => {
    expect(generatePassword()).toMatch(/^[A-Za-z0-9]{13}$/);
  });
  it('holds a lowercase letter, an uppercase letter and a digit from length 3', () => {
    for (let n = 0; n < 300; n++) {
      const password = generatePassword(3);
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{3}$/);
    }
  });
  it('gives the asked length, even 1 or 2', () => {
    expect(generatePassword(1)).toMatch(/^[A-Za-z0-9]$/);
    expect(generatePassword(2)).toMatch(/^[A-Za-z0-9]{2}$/);
    expect(generatePassword(40)).toHaveLength(40);
  });
  it('refuses a length that is not a positive integer', () => {
    for (const length of [0, -1, 2.5, Number.NaN])
      expect(() => generatePassword(length)).toThrow(new RangeError('Password length must be a positive integer.'));
  });
  it('draws from all 26 lowercase letters, 26 uppercase letters and 10 digits', () => {
    const seen = new Set(Array.from({ length: 300 }, () => generatePassword()).join(''));
    expect(seen.size).toBe(62);
  });
  it('draws every character from all 62 letters and digits, not only the three it guarantees', () => {
    // Below length 3 nothing is guaranteed, so every character comes from the whole alphabet.
    const seen = new Set(Array.from({ length: 1000 }, () => generatePassword(2)).join(''));
    expect(seen.size).toBe(62);
  });
  it('varies from one call to the next', () => {
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});

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
  it('puts in exactly the policy’s minimum of special characters', () => {
    for (let n = 0; n < 50; n++) {
      expect(Array.from(generatePolicyPassword(13)).filter((c) => SPECIALS.includes(c))).toHaveLength(1);
      const three = generatePolicyPassword(13, { MinimumNumberOfSpecialCharacters: 3, SpecialCharacters: '#' });
      expect(three.replace(/[^#]/g, '')).toBe('###');
    }
  });
  it('stretches to the policy minimum and shrinks to the maximum, never below 3 characters', () => {
    expect(generatePolicyPassword(13, { MinimumNumberOfPasswordLength: 20 })).toHaveLength(20);
    expect(generatePolicyPassword(13, { MaximumNumberOfPasswordLength: 8 })).toHaveLength(8);
    expect(generatePolicyPassword(1)).toHaveLength(3);
    expect(generatePolicyPassword(13, { MaximumNumberOfPasswordLength: 2 })).toHaveLength(3);
    expect(generatePolicyPassword()).toHaveLength(13);
  });
  it('keeps a lowercase, an uppercase and a digit when many specials are asked, leaving the rest special', () => {
    for (let n = 0; n < 50; n++) {
      const password = generatePolicyPassword(6, { MinimumNumberOfSpecialCharacters: 10, SpecialCharacters: '#' });
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9#]{6}$/);
      expect(password.replace(/[^#]/g, '')).toBe('###');
    }
  });
  it('adds no special character when the policy lists none', () => {
    expect(generatePolicyPassword(13, { SpecialCharacters: '', MinimumNumberOfSpecialCharacters: 2 })).toMatch(
      /^[A-Za-z0-9]{13}$/,
    );
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
