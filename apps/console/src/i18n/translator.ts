import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CompiledText } from '@portcullis/api-client';
import type { Translator } from './english-translator';

export type { Translator };

/**
 * English texts written in code are plain text with at most simple `{name}` placeholders; they are
 * put in Lingui's compiled form here (the server compiles every text it sends; Lingui's production
 * build carries no parser).
 */
export function compileSimple(text: string): CompiledText {
  // split() with a capture group puts each placeholder's name at the odd indexes.
  const parts = text.split(/\{(\w+)\}/);
  if (parts.length === 1) return text;
  return parts.flatMap((part, i): Array<string | [string]> => (i % 2 ? [[part]] : part ? [part] : []));
}

/**
 * A translator for `language`: `messages` (the server's compiled texts of that language, English
 * filling its gaps) over `english` (the texts written in code: route titles and shell texts), via
 * Lingui's runtime (@lingui/core, 2.4 kB gzip without its parser; i18next would be 13.9 kB). Loaded
 * only once another language than English is chosen.
 */
export function createTranslator(
  language: string,
  english: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, CompiledText>> = {},
): Translator {
  const catalogue: Record<string, CompiledText> = {};
  for (const [key, text] of Object.entries(english)) catalogue[key] = compileSimple(text);
  Object.assign(catalogue, messages);
  const i18n: I18n = setupI18n({ locale: language, messages: { [language]: catalogue as Messages } });
  return {
    language,
    t: (key, values) => i18n._(key, values),
    formatDate: (value, options) => i18n.date(value, options),
    formatNumber: (value, options) => i18n.number(value, options),
  };
}
