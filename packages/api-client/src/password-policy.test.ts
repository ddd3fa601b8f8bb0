import { describe, expect, it } from 'vitest';
import { checkPassword, generatePolicyPassword, type PasswordPolicy } from './password-policy';

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
