import { nameKey } from '../../engine/names/name-rules';
import Papa from 'papaparse';
import {
  countOf,
  UNSAFE_NAME_CHARACTERS,
  UNSAFE_NAME_MESSAGE,
  type contract,
  type ImportResult,
  type SourceUser,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { managesOwnWrites, ok } from '../../engine/calls/handlers';
import { ApiError, badRequest } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { prefixPattern } from '../../engine/sql/query-helpers';

type ImportCalls = Pick<
  typeof contract.users,
  'searchSourceUser' | 'addUserFromSource' | 'import' | 'downloadSampleCsv'
>;

/** Columns of the import file; UserName is required, the rest optional. UserSource is a source name or title. */
export const IMPORT_COLUMNS = [
  'UserName',
  'FirstName',
  'LastName',
  'DisplayName',
  'Email',
  'UserSource',
  'UserType',
  'IsEnabled',
] as const;
export const MAX_IMPORT_ROWS = 10_000;
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const SAMPLE_CSV =
  '\uFEFF' +
  Papa.unparse(
    {
      fields: [...IMPORT_COLUMNS],
      data: [
        ['jane.doe', 'Jane', 'Doe', 'Jane Doe', 'jane.doe@example.com', 'local', 'Standard', 'true'],
        ['shared.reception', '', '', 'Reception desk', 'reception@example.com', 'local', 'Shared', 'true'],
      ],
    },
    { delimiter: ';' },
  ) +
  '\r\n';

interface ImportRow {
  userName: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string | null;
  sourceId: string;
  userType: number;
  isEnabled: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** Checks every row; returns the rows to insert, or the row-level errors (row numbers count the header as row 1). */
export async function checkImportRows(
  db: Queryable,
  records: Array<Record<string, string>>,
): Promise<{ rows: ImportRow[]; errors: ImportResult['Errors'] }> {
  const errors: ImportResult['Errors'] = [];
  const sources = await db.query<{ user_source_id: string; name: string; title: string }>(
    'SELECT user_source_id, name, title FROM user_sources WHERE NOT is_removed',
  );
  const sourceByKey = new Map(
    sources.flatMap(
      (s) =>
        [
          [s.name.toLowerCase(), s.user_source_id],
          [s.title.toLowerCase(), s.user_source_id],
        ] as const,
    ),
  );
  const names = records.map((r) => (r.UserName ?? '').trim()).filter(Boolean);
  // Users already there with one of these names in any case, or a look-alike (the same name key).
  const existing = await db.query<{ n: string; user_name: string; user_name_skeleton: string | null }>(
    `SELECT lower(user_name) AS n, user_name, user_name_skeleton FROM users
      WHERE lower(user_name) = ANY($1::text[]) OR user_name_skeleton = ANY($2::text[])`,
    [names.map((n) => n.toLowerCase()), names.map(nameKey)],
  );
  const taken = new Set(existing.map((r) => r.n));
  const takenByKey = new Map(existing.map((r) => [r.user_name_skeleton, r.user_name]));
  const seen = new Map<string, string>();
  const rows: ImportRow[] = [];
  records.forEach((r, index) => {
    const row = index + 2;
    const fail = (message: string) => errors.push({ Row: row, Message: message });
    const userName = blank(r.UserName);
    if (!userName) return fail('UserName is required.');
    if (userName.length > 200) return fail('UserName is longer than 200 characters.');
    for (const column of ['UserName', 'FirstName', 'LastName', 'DisplayName'] as const)
      if (UNSAFE_NAME_CHARACTERS.test(r[column] ?? '')) return fail(`${column} ${UNSAFE_NAME_MESSAGE}.`);
    const key = nameKey(userName);
    const twin = seen.get(key);
    if (twin !== undefined)
      return fail(
        twin.toLowerCase() === userName.toLowerCase()
          ? `The user name "${userName}" appears twice in the file.`
          : `The user name "${userName}" looks like "${twin}", which appears before it in the file.`,
      );
    seen.set(key, userName);
    if (taken.has(userName.toLowerCase())) return fail(`The user name "${userName}" is already taken.`);
    const lookAlike = takenByKey.get(key);
    if (lookAlike !== undefined)
      return fail(`The user name "${userName}" looks like "${lookAlike}", which is already taken.`);
    const email = blank(r.Email);
    if (email && !EMAIL.test(email)) return fail(`"${email}" is not a valid e-mail address.`);
    const sourceName = blank(r.UserSource) ?? 'local';
    const sourceId = sourceByKey.get(sourceName.toLowerCase());
    if (!sourceId) return fail(`The user source "${sourceName}" does not exist.`);
    const typeText = (blank(r.UserType) ?? 'Standard').toLowerCase();
    const userType =
      typeText === 'standard' || typeText === '0' ? 0 : typeText === 'shared' || typeText === '1' ? 1 : -1;
    if (userType < 0) return fail('UserType must be Standard or Shared.');
    const enabledText = (blank(r.IsEnabled) ?? 'true').toLowerCase();
    if (!['true', 'false', '1', '0', 'yes', 'no'].includes(enabledText))
      return fail('IsEnabled must be true or false.');
    rows.push({
      userName,
      firstName: blank(r.FirstName),
      lastName: blank(r.LastName),
      displayName: blank(r.DisplayName),
      email,
      sourceId,
      userType,
      isEnabled: ['true', '1', 'yes'].includes(enabledText),
    });
  });
  return { rows, errors };
}

/** Parses the CSV (papaparse detects ',' or ';', skips empty lines, strips a byte-order mark). */
export function parseImportCsv(text: string): Array<Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const missing = parsed.meta.fields?.includes('UserName')
    ? null
    : 'The file needs a header row with a UserName column.';
  if (missing) throw badRequest(missing, [{ Message: missing, Field: 'file' }]);
  // A column the import does not know (Roles, Groups, IsSuperAdmin …) is refused rather than ignored:
  // an import creates accounts and confers no access.
  const unknown = (parsed.meta.fields ?? []).filter((f) => f && !(IMPORT_COLUMNS as readonly string[]).includes(f));
  if (unknown.length) {
    const message = `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((f) => `"${f}"`).join(', ')}. The columns are ${IMPORT_COLUMNS.join(', ')}.`;
    throw badRequest(message, [{ Message: message, Field: 'file' }]);
  }
  if (parsed.data.length === 0)
    throw badRequest('The file has no users.', [{ Message: 'The file has no users.', Field: 'file' }]);
  if (parsed.data.length > MAX_IMPORT_ROWS) throw badRequest(`Import at most ${MAX_IMPORT_ROWS} users at a time.`);
  return parsed.data;
}

/**
 * CSV import, source search and import from a source. An import writes all rows or none: any row
 * error refuses the whole file (400 with one error per row in the envelope and in Data.Errors).
 */
export const userImportHandlers: DomainHandlers<ImportCalls> = {
  searchSourceUser: async ({ db, body }) => {
    const rows = await db.query<{
      source_user_id: string;
      user_name: string;
      email: string | null;
      display_name: string | null;
      exists: boolean;
    }>(
      `SELECT a.source_user_id, a.user_name, a.email, a.display_name,
              EXISTS (SELECT 1 FROM users u WHERE (u.user_source_id = a.user_source_id AND u.source_user_id = a.source_user_id) OR lower(u.user_name) = lower(a.user_name)) AS exists
         FROM source_accounts a
        WHERE a.user_source_id = $1 AND (lower(a.user_name) LIKE $2 OR lower(a.email) LIKE $2 OR lower(a.display_name) LIKE $2)
        ORDER BY a.user_name LIMIT 50`,
      [body.SourceId, prefixPattern(body.SearchText)],
    );
    return ok(
      rows.map((r): SourceUser => ({
        SourceUserId: r.source_user_id,
        UserName: r.user_name,
        Email: r.email,
        DisplayName: r.display_name,
        ExistsInDirectory: r.exists,
      })),
    );
  },

  addUserFromSource: async ({ db, body }) => {
    const ids = [...new Set(body.SourceUserIds)];
    const [found] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM source_accounts WHERE user_source_id = $1 AND source_user_id = ANY($2::text[])',
      [body.SourceId, ids],
    );
    if (found!.n !== ids.length)
      throw badRequest('Some of the chosen accounts are not in this source.', [
        { Message: 'Unknown accounts.', Field: 'SourceUserIds' },
      ]);
    // Like an exact twin, an account whose name looks like a user's (or like one added before it) is
    // skipped: the rest are added, each with its name key.
    const accounts = await db.query<{ source_user_id: string; user_name: string }>(
      'SELECT source_user_id, user_name FROM source_accounts WHERE user_source_id = $1 AND source_user_id = ANY($2::text[])',
      [body.SourceId, ids],
    );
    const keys = accounts.map((a) => nameKey(a.user_name));
    const seen = new Set(
      (
        await db.query<{ k: string }>(
          'SELECT user_name_skeleton AS k FROM users WHERE user_name_skeleton = ANY($1::text[])',
          [keys],
        )
      ).map((r) => r.k),
    );
    const chosen = accounts.flatMap((a, i) => {
      if (seen.has(keys[i]!)) return [];
      seen.add(keys[i]!);
      return [{ id: a.source_user_id, key: keys[i]! }];
    });
    const rows = await db.query(
      `INSERT INTO users (user_id, user_name, email, display_name, first_name, last_name, user_source_id, source_user_id, user_name_skeleton)
       SELECT gen_random_uuid(), a.user_name, a.email, a.display_name, a.first_name, a.last_name, a.user_source_id, a.source_user_id, k.key
         FROM source_accounts a JOIN unnest($2::text[], $3::text[]) AS k(id, key) ON k.id = a.source_user_id
        WHERE a.user_source_id = $1
          AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.user_name) = lower(a.user_name))
       RETURNING 1`,
      [body.SourceId, chosen.map((c) => c.id), chosen.map((c) => c.key)],
    );
    return ok(
      { AddedCount: rows.length },
      {
        message: `${countOf(rows.length, 'user')} added.`,
        audit: {
          type: 'UserCreated',
          targetType: 'UserSource',
          targetId: body.SourceId,
          description: `${countOf(rows.length, 'user')} from source`,
        },
      },
    );
  },

  import: managesOwnWrites(async ({ request, server }) => {
    if (!request.isMultipart())
      throw badRequest('Send the CSV file as multipart/form-data in a field named "file".', [
        { Message: 'Choose a CSV file.', Field: 'file' },
      ]);
    let text: string;
    try {
      const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (!file) throw badRequest('Choose a CSV file.', [{ Message: 'Choose a CSV file.', Field: 'file' }]);
      const buffer = await file.toBuffer();
      text = buffer.toString('utf8');
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw badRequest('The upload could not be read (at most one CSV file of 5 MB).', [
        { Message: 'The upload could not be read.', Field: 'file' },
      ]);
    }
    const records = parseImportCsv(text);
    const imported = await server.db.transaction(async (tx) => {
      const { rows, errors } = await checkImportRows(tx, records);
      if (errors.length) {
        throw new ApiError(
          400,
          `The file has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was imported.`,
          'Import',
          errors.slice(0, 100).map((e) => ({ Message: `Row ${e.Row}: ${e.Message}`, Field: `row ${e.Row}` })),
          { ImportedCount: 0, Errors: errors } satisfies ImportResult,
        );
      }
      await tx.query(
        `INSERT INTO users (user_id, user_name, first_name, last_name, display_name, email, user_source_id, user_type, is_enabled, user_name_skeleton)
         SELECT gen_random_uuid(), r.user_name, r.first_name, r.last_name, r.display_name, r.email, r.source_id, r.user_type, r.is_enabled, r.user_name_skeleton
           FROM json_to_recordset($1::json) AS r(user_name text, first_name text, last_name text, display_name text, email text, source_id uuid, user_type smallint, is_enabled boolean, user_name_skeleton text)`,
        [
          JSON.stringify(
            rows.map((r) => ({
              user_name: r.userName,
              user_name_skeleton: nameKey(r.userName),
              first_name: r.firstName,
              last_name: r.lastName,
              display_name: r.displayName,
              email: r.email,
              source_id: r.sourceId,
              user_type: r.userType,
              is_enabled: r.isEnabled,
            })),
          ),
        ],
      );
      return rows.length;
    });
    return ok(
      { ImportedCount: imported, Errors: [] },
      {
        message: `${imported} users imported.`,
        title: 'Import',
        audit: {
          type: 'UserCreated',
          targetType: 'User',
          targetId: null,
          description: `${imported} users imported from CSV`,
        },
      },
    );
  }),

  downloadSampleCsv: async ({ reply }) => {
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="users-sample.csv"')
      .send(SAMPLE_CSV);
    return ok('');
  },
};
