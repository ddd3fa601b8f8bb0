import { describe, expect, it } from 'vitest';
import { everyPermission } from '@portcullis/api-client/contract';
import { lookAlikeOf, nameKey, PRODUCT_PERMISSION_PREFIX, reservedNameProblem, skeleton } from './name-rules';

const STAR = '"*" is reserved: it stands for every permission and cannot be part of a name.';
const SYSTEM = 'Names starting with "System." are reserved for the permissions of the product.';

describe('skeleton (UTS #39)', () => {
  it('replaces confusables by their prototypes', () => {
    expect(skeleton('аdmin')).toBe('adrnin'); // Cyrillic а; m → rn
    expect(skeleton('admin')).toBe('adrnin');
    expect(skeleton('I')).toBe('l'); // case-sensitive on its own
    expect(skeleton('plain')).toBe('plain');
  });

  it('decomposes before mapping, so an accented confusable meets its prototype', () => {
    // Ì is not in the table itself; its decomposition I + grave is.
    expect(skeleton('Ì')).toBe('l\u0300');
  });

  it('decomposes after mapping, so a precomposed prototype compares by its parts', () => {
    expect(skeleton('㈎')).toBe('(가)'.normalize('NFD'));
    expect(skeleton('㈎')).not.toBe('(가)');
  });

  it('returns decomposed text', () => {
    expect(skeleton('é')).toBe('e\u0301');
  });
});

describe('nameKey', () => {
  it('gives look-alikes the same key', () => {
    const admin = nameKey('admin');
    expect(nameKey('аdmin')).toBe(admin); // Cyrillic а
    expect(nameKey('Аdmin')).toBe(admin); // Cyrillic А
    expect(nameKey('АDMIN')).toBe(admin); // Cyrillic А, Latin capitals
    expect(nameKey('ＡＤＭＩＮ')).toBe(admin); // full-width (NFKC)
    expect(nameKey('ａｄｍｉｎ')).toBe(admin);
    expect(nameKey('adrnin')).toBe(admin);
    expect(nameKey('  admin\t')).toBe(admin);
    expect(admin).toBe('adrnin');
  });

  it('folds twice: a prototype that is a capital is lower-cased and folded again', () => {
    expect(nameKey('0')).toBe('o');
    expect(nameKey('O')).toBe('o');
    expect(nameKey('ᒘ')).toBe('·j');
    expect(nameKey('user0000001')).toBe('userooooool');
  });

  it('keeps different names apart', () => {
    expect(nameKey('admin')).not.toBe(nameKey('admins'));
    expect(nameKey('helpdesk')).not.toBe(nameKey('auditor'));
    expect(nameKey('é')).not.toBe(nameKey('e'));
  });
});

describe('lookAlikeOf', () => {
  it('names the first stored name with the same key', () => {
    expect(lookAlikeOf('аdmin', ['root', 'Admin', 'admin'])).toBe('Admin');
    expect(lookAlikeOf('adrnin', ['root', 'admin'])).toBe('admin');
  });

  it('is null when nothing looks alike', () => {
    expect(lookAlikeOf('аdmin', ['root', 'admins'])).toBeNull();
    expect(lookAlikeOf('anything', [])).toBeNull();
  });
});

describe('reservedNameProblem', () => {
  it('reserves the super-admin grant anywhere in a name, also in look-alike spellings', () => {
    expect(reservedNameProblem('*')).toBe(STAR);
    expect(reservedNameProblem(' * ')).toBe(STAR);
    expect(reservedNameProblem('App.*')).toBe(STAR);
    expect(reservedNameProblem('∗')).toBe(STAR); // U+2217 asterisk operator
    expect(reservedNameProblem('＊')).toBe(STAR); // full-width
  });

  it("reserves the product's permission prefix, in any case and look-alike spelling", () => {
    expect(reservedNameProblem('System.Management.User.List')).toBe(SYSTEM);
    expect(reservedNameProblem('system.mine')).toBe(SYSTEM);
    expect(reservedNameProblem('Ѕystem.mine')).toBe(SYSTEM); // Cyrillic Ѕ
    expect(reservedNameProblem('System.')).toBe(SYSTEM);
  });

  it('lets other names through', () => {
    expect(reservedNameProblem('System')).toBeNull();
    expect(reservedNameProblem('MySystem.Reports')).toBeNull();
    expect(reservedNameProblem('helpdesk')).toBeNull();
    expect(reservedNameProblem('a.b-c_d')).toBeNull();
  });

  it("matches the product's own permissions (the prefix is theirs)", () => {
    const product = everyPermission();
    expect(product.length).toBeGreaterThan(10);
    for (const name of product) {
      expect(name.startsWith(PRODUCT_PERMISSION_PREFIX)).toBe(true);
      expect(reservedNameProblem(name)).toBe(SYSTEM);
    }
  });
});
