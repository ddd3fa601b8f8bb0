import { describe, expect, it } from 'vitest';
import { generateSlug } from './slug';

describe('generateSlug (§5)', () => {
  it('lower-cases and turns spaces and dots into hyphens', () => {
    expect(generateSlug('My App v1.2')).toBe('my-app-v1-2');
  });
  it('turns Turkish letters into plain Latin letters', () => {
    expect(generateSlug('Çalışan Güvenliği Şöğüt İzmir Ü')).toBe('calisan-guvenligi-sogut-izmir-u');
    expect(generateSlug('IŞIK')).toBe('isik');
  });
  it('removes punctuation and symbols and collapses doubled hyphens', () => {
    expect(generateSlug('Sales & Marketing -- (EU)!')).toBe('sales-marketing-eu');
    expect(generateSlug('a -- b')).toBe('a-b');
    expect(generateSlug('x@y#z$%^*+=?')).toBe('xyz');
  });
  it('drops other accents and keeps underscores', () => {
    expect(generateSlug('Café_Crème')).toBe('cafe_creme');
  });
  it('keeps edge hyphens while typing and trims them on request', () => {
    expect(generateSlug('hello ')).toBe('hello-');
    expect(generateSlug(' -hello- ', { trim: true })).toBe('hello');
  });
});

describe('generateSlug keeps the shape of the title', () => {
  it('keeps inner hyphens, turning a run of spaces, dots and hyphens into one', () => {
    expect(generateSlug('single-sign-on')).toBe('single-sign-on');
    expect(generateSlug('a  b..c - d')).toBe('a-b-c-d');
    expect(generateSlug('a\t\nb')).toBe('a-b');
  });
  it('trims every leading and trailing hyphen only on request, keeping inner ones', () => {
    expect(generateSlug('--a-b--', { trim: true })).toBe('a-b');
    expect(generateSlug('--a-b--')).toBe('-a-b-');
  });
  it('maps each Turkish capital and small letter to its own Latin letter', () => {
    expect(generateSlug('ÇçĞğıIİÖöŞşÜü')).toBe('ccggiiioossuu');
  });
});
