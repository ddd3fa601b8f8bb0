/** What the console's texts and formats come from. */
export interface Translator {
  /** The language tag in use ('en', 'tr'). */
  readonly language: string;
  /** The text of a key: the language's, else English, else the key itself (so a gap shows, never blank). */
  t(key: string, values?: Record<string, string | number>): string;
  /** A date (and time) in the language's format (Intl). */
  formatDate(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  /** A number in the language's format (Intl): 4,000 in English, 4.000 in Turkish. */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/**
 * The English translator: the texts written in code (route titles, shell texts), whose only syntax is
 * a simple `{name}` placeholder, so no message runtime is needed. Decision: English is the product's
 * source language, defined in code; the console in English loads neither texts nor Lingui (the
 * dashboard's bundle budget), and English language values serve the server's fallback for other languages.
 */
export function createEnglishTranslator(english: Readonly<Record<string, string>>): Translator {
  return {
    language: 'en',
    t: (key, values = {}) =>
      (english[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    formatDate: (value, options) => new Intl.DateTimeFormat('en', options).format(new Date(value)),
    formatNumber: (value, options) => new Intl.NumberFormat('en', options).format(value),
  };
}
