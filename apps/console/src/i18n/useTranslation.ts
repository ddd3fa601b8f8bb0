import { useSnapshot } from 'valtio';
import { i18nState } from './i18n-state';
import type { Translator } from './english-translator';

/** The console's translator (texts, dates, numbers of the language in use); re-renders when it changes. */
export function useTranslation(): Translator {
  return useSnapshot(i18nState).translator as Translator;
}
