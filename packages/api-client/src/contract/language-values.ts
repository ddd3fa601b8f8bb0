import { z } from 'zod';
import { call, needs, PUBLIC, responds } from './define';
import { Permissions } from './permissions';
import { plainText } from './builders';
import { GuidSchema, PagedRequestSchema } from './paging';
import type { PagedData } from './envelope';
import type { CompiledText } from '../i18n/console-texts';

/** Spec §3 language value (Key, Value), with the English text beside it for translators. */
export interface LanguageValueRow {
  Key: string;
  Value: string;
  /** The English value of the key (the fallback), null when English has none. */
  EnglishValue: string | null;
}

/** The texts of one language for the console: every English key, the language's value where it has one. */
export interface LanguageMessages {
  /** The language tag served (the requested one, or 'en' when it is not offered). */
  Language: string;
  /** Each text compiled on the server (see {@link CompiledText}). */
  Messages: Record<string, CompiledText>;
}

/** Text keys: route names and dotted keys such as `userMenu.signOut`. */
export const TEXT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,199}$/;
const KeySchema = z.string().regex(TEXT_KEY_PATTERN, 'must start with a letter and use letters, digits, . _ -');
const IdParams = z.strictObject({ id: GuidSchema });

/**
 * Spec §2.9 languages/values/:id (designed calls): the key/value texts of one language (its id is the
 * language resource's), paged and filtered by Key or Value, set one by one; and the texts the console
 * loads for a language, English filling every key the language lacks.
 */
export const languageValues = {
  list: call({
    method: 'POST',
    path: '/language/values/:id/list',
    access: needs(Permissions.LanguageList),
    isWrite: false,
    params: IdParams,
    body: PagedRequestSchema,
    data: responds<PagedData<LanguageValueRow>>(),
    summary:
      'A page of the language’s texts: every English key with this language’s value (empty where missing); filters on Key and Value, sorts on both.',
  }),
  save: call({
    method: 'POST',
    path: '/language/values/:id/save',
    access: needs(Permissions.LanguageEdit),
    isWrite: true,
    params: IdParams,
    body: z.strictObject({ Key: KeySchema, Value: plainText(4000, 1) }),
    data: responds<LanguageValueRow>(),
    summary: 'Sets the language’s text of a key; open consoles get it on their next load of the texts.',
  }),
  remove: call({
    method: 'POST',
    path: '/language/values/:id/remove',
    access: needs(Permissions.LanguageEdit),
    isWrite: true,
    params: IdParams,
    body: z.strictObject({ Key: KeySchema }),
    data: responds<null>(),
    summary: 'Removes the language’s text of a key (the console then shows the English text).',
  }),
  messages: call({
    method: 'GET',
    path: '/language/messages/:code',
    access: PUBLIC,
    isWrite: false,
    params: z.strictObject({
      code: z.string().regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,3}$/, 'must be a language tag'),
    }),
    data: responds<LanguageMessages>(),
    summary:
      'Public (the sign-in page needs them): the texts of a language (a BCP 47 tag; the nearest offered one, else English), English filling missing keys.',
  }),
} as const;
