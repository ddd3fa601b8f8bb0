import { proxy, ref } from 'valtio';
import type { LanguageMessages } from '@portcullis/api-client';
import { flattenRoutes } from '../routes/navigation';
import { routeTree } from '../routes/index';
import { englishTexts } from './english';
import { createEnglishTranslator, type Translator } from './english-translator';

/** Where the console keeps the language a user chose (per browser, as Keycloak's account console does). */
export const LANGUAGE_STORAGE_KEY = 'portcullis.language';

export const ENGLISH = englishTexts(flattenRoutes(routeTree));

/** The console's language state: the translator every text goes through. */
export const i18nState = proxy<{ translator: Translator }>({ translator: ref(createEnglishTranslator(ENGLISH)) });

/** The texts of a language, from the server (GET /language/messages/:code, public). */
export type MessagesLoader = (tag: string) => Promise<LanguageMessages | null>;

/**
 * Switches the console to the offered language nearest `tag` (the server picks it; English when none):
 * loads its texts, keeps the choice in this browser and marks the page's language for assistive tech.
 * If the texts cannot be loaded the console stays as it is.
 */
export async function chooseLanguage(tag: string, load: MessagesLoader, remember = true): Promise<void> {
  const isEnglish = (t: string) => t.toLowerCase().split('-')[0] === 'en';
  const loaded = isEnglish(tag) ? null : await load(tag);
  if (!loaded && !isEnglish(tag)) return;
  let translator: Translator = createEnglishTranslator(ENGLISH);
  if (loaded && !isEnglish(loaded.Language)) {
    const { createTranslator } = await import('./translator');
    translator = createTranslator(loaded.Language, ENGLISH, loaded.Messages);
  }
  i18nState.translator = ref(translator);
  document.documentElement.lang = translator.language;
  if (remember) localStorage.setItem(LANGUAGE_STORAGE_KEY, translator.language);
}

/** The language to start in: the one chosen in this browser before, else the browser's own. */
export function initialLanguage(): string {
  return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? navigator.language ?? 'en';
}
