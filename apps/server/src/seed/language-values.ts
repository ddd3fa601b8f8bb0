import { SHELL_TEXTS_EN, TEXTS_TR } from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';

/**
 * Seeds the console's English and Turkish texts (issue 28) from the api-client catalogues; a text an
 * operator already changed is kept.
 */
export async function seedLanguageValues(tx: Queryable): Promise<void> {
  const rows = [
    ...Object.entries(SHELL_TEXTS_EN).map(([key, value]) => ['en', key, value]),
    ...Object.entries(TEXTS_TR).map(([key, value]) => ['tr', key, value]),
  ];
  await tx.query(
    `INSERT INTO language_values (language, key, value)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (language, key) DO NOTHING`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}
