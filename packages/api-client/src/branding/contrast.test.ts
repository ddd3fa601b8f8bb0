import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio, formatRatio, relativeLuminance } from './contrast';
import { brandColorProblems, DEFAULT_BRAND_COLORS } from './rules';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('WCAG contrast', () => {
  it('gives the known ratios of WCAG’s own examples', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic lightest AA grey (4.54:1); #777777 just fails (4.48:1).
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('is symmetric and within 1..21 for any two colours (bounded, fixed seed)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(b, a)).toBe(ratio);
      }),
      { numRuns: 300, seed: 28 },
    );
  });

  it('never shows a refused ratio as 4.50:1', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
  });

  it('refuses brand text pairs below AA with the measured ratio, and accepts the defaults', () => {
    expect(brandColorProblems(DEFAULT_BRAND_COLORS)).toEqual([]);
    const problems = brandColorProblems({ ...DEFAULT_BRAND_COLORS, PrimaryColor: '#f0a020' });
    expect(problems).toEqual([
      {
        Field: 'PrimaryTextColor',
        Message: `Text on the primary colour has a contrast of ${formatRatio(contrastRatio('#ffffff', '#f0a020'))} (#ffffff on #f0a020); WCAG AA needs at least 4.5:1.`,
      },
    ]);
    expect(problems[0]!.Message).toContain('2.');
    expect(brandColorProblems({ ...DEFAULT_BRAND_COLORS, AccentColor: 'red' })).toEqual([
      { Field: 'AccentColor', Message: 'AccentColor must be a colour like #1a2b3c.' },
    ]);
  });
});
