import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledText, contract, LanguageMessages, LanguageValueRow } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { notFound } from '../../engine/calls/errors';
import type { ListSpec } from '../../engine/lists/paging';
import { pagedQuery } from '../../engine/lists/list-query';

/** The fallback language: its values fill every key another language lacks. */
export const FALLBACK_LANGUAGE = 'en';

const valueSpec: ListSpec = {
  columns: {
    Key: { sql: 'v.key', type: 'text', isNotNull: true },
    Value: { sql: 'v.value', type: 'text' },
    EnglishValue: { sql: 'v.english', type: 'text' },
  },
  defaultOrder: 'v.key',
  tieBreaker: 'v.key',
};

/** The tag of the language a languages-resource id names; 404 when there is none. */
async function languageCode(db: Queryable, id: string): Promise<string> {
  const [row] = await db.query<{ code: string }>('SELECT code FROM languages WHERE language_id = $1', [id]);
  if (!row) throw notFound('The language');
  return row.code;
}

/**
 * The offered language nearest to a requested tag: the tag itself, else its primary subtag (tr-TR → tr),
 * else English. Offered means the languages resource lists it.
 */
export async function nearestLanguage(db: Queryable, tag: string): Promise<string> {
  const offered = await db.query<{ code: string }>('SELECT code FROM languages');
  const codes = offered.map((o) => o.code);
  const find = (t: string) => codes.find((c) => c.toLowerCase() === t.toLowerCase());
  return find(tag) ?? find(tag.split('-')[0]!) ?? FALLBACK_LANGUAGE;
}

/** Every English key with the language's value over it; keys only the language has are kept too. */
export async function languageMessages(db: Queryable, language: string): Promise<LanguageMessages> {
  const rows = await db.query<{ key: string; value: string }>(
    `SELECT key, value FROM language_values WHERE language = $1 OR language = $2
      ORDER BY (language = $2), key`,
    [FALLBACK_LANGUAGE, language],
  );
  // Later rows (the language's) win over English ones. Compiled here, so the browser needs no parser; a
  // text that is not valid ICU MessageFormat is sent as it is written.
  const compiled = (text: string): CompiledText => {
    try {
      return compileMessage(text) as CompiledText;
    } catch {
      return text;
    }
  };
  return { Language: language, Messages: Object.fromEntries(rows.map((r) => [r.key, compiled(r.value)])) };
}

const row = (r: { key: string; value: string | null; english: string | null }): LanguageValueRow => ({
  Key: r.key,
  Value: r.value ?? '',
  EnglishValue: r.english,
});

/** Spec §2.9 languages/values/:id (designed calls). */
export const languageValuesHandlers: DomainHandlers<typeof contract.languageValues> = {
  list: async ({ db, params, body }) => {
    const code = await languageCode(db, params.id);
    return ok(
      await pagedQuery(
        db,
        body,
        valueSpec,
        'v.key, v.value, v.english',
        `(SELECT coalesce(lv.key, en.key) AS key, lv.value, en.value AS english
            FROM (SELECT key, value FROM language_values WHERE language = $2) en
            FULL JOIN (SELECT key, value FROM language_values WHERE language = $1) lv ON lv.key = en.key) v
          WHERE true`,
        row,
        [code, FALLBACK_LANGUAGE],
      ),
    );
  },

  save: async ({ db, params, body }) => {
    const code = await languageCode(db, params.id);
    await db.query(
      `INSERT INTO language_values (language, key, value) VALUES ($1, $2, $3)
       ON CONFLICT (language, key) DO UPDATE SET value = EXCLUDED.value`,
      [code, body.Key, body.Value],
    );
    const [english] = await db.query<{ value: string }>(
      'SELECT value FROM language_values WHERE language = $1 AND key = $2',
      [FALLBACK_LANGUAGE, body.Key],
    );
    return ok(
      { Key: body.Key, Value: body.Value, EnglishValue: english?.value ?? null },
      {
        audit: {
          targetType: 'LanguageValue',
          targetId: `${code}:${body.Key}`,
          description: `Text "${body.Key}" of ${code} set.`,
        },
      },
    );
  },

  remove: async ({ db, params, body }) => {
    const code = await languageCode(db, params.id);
    const removed = await db.query('DELETE FROM language_values WHERE language = $1 AND key = $2 RETURNING key', [
      code,
      body.Key,
    ]);
    if (removed.length === 0) throw notFound('The text');
    return ok(null, {
      audit: {
        targetType: 'LanguageValue',
        targetId: `${code}:${body.Key}`,
        description: `Text "${body.Key}" of ${code} removed.`,
      },
    });
  },

  messages: async ({ db, params, server }) => {
    const language = await nearestLanguage(db, params.code);
    return ok(await server.cache.get(`language-messages:${language}`, () => languageMessages(db, language)));
  },
};
