import type { contract, Content, ContentOption } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import type { ListSpec } from '../http/paging';
import { conflict, notFound } from '../http/errors';
import type { Queryable } from '../db/types';
import { isoOrNull, pagedQuery } from './list-query';
import { iso, oneRow } from './shared';

const contentSpec: ListSpec = {
  columns: {
    Name: { sql: 'c.name', type: 'text' },
    Title: { sql: 'c.title', type: 'text' },
    CreatedDate: { sql: 'c.created_date', type: 'date' },
    UpdatedDate: { sql: 'c.updated_date', type: 'date' },
  },
  defaultOrder: 'c.title, c.content_id',
  tieBreaker: 'c.content_id',
};

interface ContentRow {
  content_id: string;
  name: string;
  title: string;
  body: string;
  created_date: Date;
  updated_date: Date | null;
}
const toContent = (r: ContentRow): Content => ({
  ContentId: r.content_id,
  Name: r.name,
  Title: r.title,
  Body: r.body,
  CreatedDate: iso(r.created_date),
  UpdatedDate: isoOrNull(r.updated_date),
});
const loadContent = async (db: Queryable, id: string) =>
  toContent(await oneRow<ContentRow>(db, 'SELECT * FROM contents c WHERE c.content_id = $1', [id], 'The content item'));

/** Spec §7 Content. Bodies are stored as text; the console renders them as text, never as HTML. */
export const contentHandlers: DomainHandlers<typeof contract.content> = {
  list: async ({ db, body }) => ok(await pagedQuery(db, body, contentSpec, 'c.*', 'contents c WHERE TRUE', toContent)),
  get: async ({ db, params }) => ok(await loadContent(db, params.id)),
  businessView: async ({ db, params }) => ok(await loadContent(db, params.id)),
  contents: async ({ db }) =>
    ok(
      await db.query<ContentOption>(
        'SELECT content_id AS "ContentId", title AS "Title" FROM contents ORDER BY title LIMIT 100',
      ),
    ),

  saveContent: async ({ db, body }) => {
    const [taken] = await db.query(
      'SELECT 1 FROM contents WHERE lower(name) = lower($1) AND content_id IS DISTINCT FROM $2',
      [body.Name, body.ContentId ?? null],
    );
    if (taken) throw conflict(`A content item named "${body.Name}" already exists.`);
    const [row] = body.ContentId
      ? await db.query<ContentRow>(
          'UPDATE contents SET name = $2, title = $3, body = $4, updated_date = now() WHERE content_id = $1 RETURNING *',
          [body.ContentId, body.Name, body.Title, body.Body],
        )
      : await db.query<ContentRow>(
          'INSERT INTO contents (content_id, name, title, body) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING *',
          [body.Name, body.Title, body.Body],
        );
    if (!row) throw notFound('The content item');
    return ok(toContent(row), {
      message: 'Content saved.',
      audit: { targetType: 'Content', targetId: row.content_id, description: row.title },
    });
  },

  removeContent: async ({ db, params }) => {
    const row = await oneRow<ContentRow>(
      db,
      'DELETE FROM contents WHERE content_id = $1 RETURNING *',
      [params.id],
      'The content item',
    );
    return ok(null, {
      message: 'Content removed.',
      audit: { targetType: 'Content', targetId: row.content_id, description: row.title },
    });
  },
};
