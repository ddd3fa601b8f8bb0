import { api } from '../api';
import type { MessagesLoader } from './i18n-state';

/** Loads a language's texts through the console's client; on failure the language stays as it is. */
export const loadMessages: MessagesLoader = async (tag) =>
  (await api.languageValues.messages({ params: { code: tag } }, { suppressErrorToast: true })).Data ?? null;
