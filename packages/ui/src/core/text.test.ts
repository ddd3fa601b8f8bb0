import { describe, expect, it } from 'vitest';
import { avatarInitials, isTruncated, truncateText } from './text';

describe('truncateText', () => {
  it('cuts names longer than 30 characters to 30 plus an ellipsis', () => {
    const long = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(truncateText(long)).toBe('abcdefghijklmnopqrstuvwxyz0123...');
    expect(isTruncated(long)).toBe(true);
  });
  it('leaves 30 characters or fewer alone', () => {
    const exact = 'x'.repeat(30);
    expect(truncateText(exact)).toBe(exact);
    expect(isTruncated(exact)).toBe(false);
  });
});

describe('avatarInitials', () => {
  it('takes two letters', () => {
    expect(avatarInitials('Ada Lovelace')).toBe('AL');
    expect(avatarInitials('Grace Brewster Hopper')).toBe('GH');
    expect(avatarInitials('portal')).toBe('PO');
  });
  it('defaults to APP', () => {
    expect(avatarInitials('')).toBe('APP');
    expect(avatarInitials(undefined)).toBe('APP');
    expect(avatarInitials('  -- ')).toBe('APP');
  });
});

describe('avatar initials: separators and symbols', () => {
  it('splits on runs of spaces, dots, underscores and hyphens', () => {
    expect(avatarInitials('ada..lovelace')).toBe('AL');
    expect(avatarInitials('ada__b--c')).toBe('AC');
    expect(avatarInitials('  grace   hopper  ')).toBe('GH');
  });
  it('skips words with no letter or digit, keeps words of digits', () => {
    expect(avatarInitials('ada & lovelace')).toBe('AL');
    expect(avatarInitials('ada &')).toBe('AD');
    expect(avatarInitials('# $ %')).toBe('APP');
    expect(avatarInitials('team 42')).toBe('T4');
  });
});
