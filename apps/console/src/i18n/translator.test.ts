import { describe, expect, it } from 'vitest';
import { compileSimple, createTranslator } from './translator';
import { createEnglishTranslator } from './english-translator';

const english = { Dashboard: 'Dashboard', 'userMenu.label': '{name}, user menu', 'actions.save': 'Save' };

describe('createTranslator', () => {
  it('takes the language’s text, English for a key it lacks, the key itself for one nobody has', () => {
    const tr = createTranslator('tr', english, { Dashboard: ['Pano'] });
    expect(tr.t('Dashboard')).toBe('Pano');
    expect(tr.t('actions.save')).toBe('Save');
    expect(tr.t('no.such.key')).toBe('no.such.key');
  });

  it('fills placeholders of texts compiled on the server and of English ones written in code', () => {
    const tr = createTranslator('tr', english, { 'userMenu.label': [['name'], ', kullanıcı menüsü'] });
    expect(tr.t('userMenu.label', { name: 'Ada' })).toBe('Ada, kullanıcı menüsü');
    expect(createTranslator('en', english).t('userMenu.label', { name: 'Ada' })).toBe('Ada, user menu');
  });

  it('formats numbers and dates for the language (Intl)', () => {
    expect(createTranslator('en', english).formatNumber(4000)).toBe('4,000');
    expect(createTranslator('tr', english).formatNumber(4000)).toBe('4.000');
    const day = new Date(Date.UTC(2026, 10, 26, 12));
    const options = { month: 'long', timeZone: 'UTC' } as const;
    expect(createTranslator('tr', english).formatDate(day, options)).toBe('Kasım');
    expect(createTranslator('en', english).formatDate(day, options)).toBe('November');
  });
});

describe('compileSimple', () => {
  it('puts simple placeholders in Lingui’s compiled form and leaves plain text as it is', () => {
    expect(compileSimple('Save')).toBe('Save');
    expect(compileSimple('{name}, user menu')).toEqual([['name'], ', user menu']);
    expect(compileSimple('Hello {a} and {b}!')).toEqual(['Hello ', ['a'], ' and ', ['b'], '!']);
  });
});

describe('createEnglishTranslator', () => {
  it('looks texts up without a message runtime, fills simple placeholders, formats in English', () => {
    const en = createEnglishTranslator(english);
    expect(en.t('userMenu.label', { name: 'Ada' })).toBe('Ada, user menu');
    expect(en.t('no.such.key')).toBe('no.such.key');
    expect(en.formatNumber(4000)).toBe('4,000');
  });
});
