import { describe, expect, it } from 'vitest';
import { forgetHandedSecret, handSecretToView, peekHandedSecret } from './secret-handoff';

describe('secret handoff from the save page to the view', () => {
  it('keeps a secret for its webhook only until it is forgotten', () => {
    handSecretToView('a', 'whsec_one');
    handSecretToView('b', null);
    expect(peekHandedSecret('a')).toBe('whsec_one');
    expect(peekHandedSecret('a')).toBe('whsec_one');
    expect(peekHandedSecret('b')).toBeNull();
    forgetHandedSecret('a');
    expect(peekHandedSecret('a')).toBeNull();
  });
});
