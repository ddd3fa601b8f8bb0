import { describe, expect, it } from 'vitest';
import { parseHexColor, readableTextColor, relativeLuminance, mixHex } from './color';

describe('parseHexColor', () => {
  it('reads #rgb and #rrggbb, with or without #, in any case, around spaces', () => {
    expect(parseHexColor('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColor('abc')).toEqual([170, 187, 204]);
    expect(parseHexColor('  #12Ab9F ')).toEqual([18, 171, 159]);
    expect(parseHexColor('#000')).toEqual([0, 0, 0]);
  });
  it('refuses other lengths, other letters and extra characters', () => {
    for (const text of ['#ab', '#abcd', '#abcdefa', '#ggg', 'x#abc', '#abcx', '##abc', ''])
      expect(parseHexColor(text), text).toBeNull();
  });
});

describe('luminance and text colour', () => {
  it('gives 0 for black, 1 for white and 0 for what is not a colour', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('nope')).toBe(0);
  });
  it('prefers the dark text when both contrast the same', () => {
    expect(readableTextColor('#777777', '#000000', '#000')).toBe('#000000');
  });
});

describe('mixHex', () => {
  it('mixes channel by channel and clamps the amount', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#102030', '#ffffff', 0)).toBe('#102030');
    expect(mixHex('#102030', '#ffffff', 2)).toBe('#ffffff');
    expect(mixHex('#f00', '#00f', 0.25)).toBe('#bf0040');
    expect(mixHex('nope', '#ffffff', 0.5)).toBe('nope');
  });
});
