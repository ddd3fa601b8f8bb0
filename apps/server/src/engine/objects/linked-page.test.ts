import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openPglite } from '../../db/pglite-engine';
import { openPostgres } from '../../db/pg-engine';
import type { Db } from '../../db/types';
import { ApiError } from '../calls/errors';
import { linkedListSpec, linkedPage, type LinkedList } from './linked-page';

const OWNER_A = '00000000-0000-4000-8000-00000000000a';
const OWNER_B = '00000000-0000-4000-8000-00000000000b';

/** Owners' devices joined to their platforms: every field kind, a hidden alias and a select-only id. */
const devicesOf = (schema: string): LinkedList => ({
  from: `${schema}.devices d JOIN ${schema}.platforms p ON p.platform_id = d.platform_id`,
  owner: 'd.owner_id',
  key: 'd.device_id',
  defaultOrder: 'd.seen DESC NULLS LAST, d.device_id',
  fields: {
    DeviceId: { sql: 'd.device_id', type: 'text', isSelectOnly: true },
    Name: { sql: 'd.name', type: 'text' },
    Title: { sql: 'p.title', type: 'text', isHidden: true },
    PlatformTitle: { sql: 'p.title', type: 'text' },
    Uses: { sql: 'd.uses', type: 'number' },
    IsTrusted: { sql: 'd.is_trusted', type: 'boolean' },
    SeenDate: { sql: 'd.seen', type: 'date' },
    Settings: { sql: 'd.settings', type: 'json', isSelectOnly: true },
  },
});

async function seed(db: Db, schema: string) {
  await db.exec(`CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.platforms (platform_id int PRIMARY KEY, title text NOT NULL);
    CREATE TABLE ${schema}.devices (device_id uuid PRIMARY KEY, owner_id uuid NOT NULL, platform_id int NOT NULL,
      name text NOT NULL, uses int NOT NULL, is_trusted boolean NOT NULL, seen timestamptz, settings jsonb NOT NULL);
    INSERT INTO ${schema}.platforms VALUES (1, 'Android'), (2, 'Mac'), (3, 'Windows');`);
  const rows: unknown[][] = [
    ['00000000-0000-4000-8000-000000000001', OWNER_A, 2, 'phone', 5, true, '2026-03-01T10:00:00Z', { pin: true }],
    ['00000000-0000-4000-8000-000000000002', OWNER_A, 3, 'laptop', 12, false, '2026-03-02T10:00:00Z', {}],
    ['00000000-0000-4000-8000-000000000003', OWNER_A, 1, 'tablet', 1, true, null, { tags: ['a'] }],
    ['00000000-0000-4000-8000-000000000004', OWNER_B, 1, 'other', 7, true, '2026-03-05T10:00:00Z', {}],
  ];
  for (const r of rows)
    await db.query(
      `INSERT INTO ${schema}.devices VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      r.map((v, i) => (i === 7 ? JSON.stringify(v) : v)),
    );
}

const page = (over: Record<string, unknown> = {}) => ({ CurrentPage: 1, ItemPerPage: 10, ...over });

const engines: Array<[string, () => Promise<Db>]> = [
  ['PGlite', () => openPglite(undefined)],
  ['PostgreSQL', () => openPostgres(inject('pgUrl'))],
];

describe.each(engines)('linkedPage on %s', (_engine, open) => {
  let db: Db;
  const schema = `linked_page_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const list = devicesOf(schema);
  beforeAll(async () => {
    db = await open();
    await seed(db, schema);
  });
  afterAll(async () => {
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db?.close();
  });

  it("reads only the owner's objects, in the default order, keyed by API names with dates as ISO and JSON parsed", async () => {
    const result = await linkedPage<Record<string, unknown>>(db, list, OWNER_A, page());
    expect(result.TotalItemCount).toBe(3);
    expect(result.Data).toEqual([
      {
        DeviceId: '00000000-0000-4000-8000-000000000002',
        Name: 'laptop',
        PlatformTitle: 'Windows',
        Uses: 12,
        IsTrusted: false,
        SeenDate: '2026-03-02T10:00:00.000Z',
        Settings: {},
      },
      expect.objectContaining({ Name: 'phone', SeenDate: '2026-03-01T10:00:00.000Z', Settings: { pin: true } }),
      expect.objectContaining({ Name: 'tablet', SeenDate: null, Settings: { tags: ['a'] } }),
    ]);
  });

  it('sorts and filters on fields, hidden ones included, and pages', async () => {
    const byTitle = await linkedPage<{ Name: string }>(
      db,
      list,
      OWNER_A,
      page({ Sorts: [{ Column: 'Title', Asc: true }], ItemPerPage: 2, CurrentPage: 2 }),
    );
    expect(byTitle).toEqual({ Data: [expect.objectContaining({ Name: 'laptop' })], TotalItemCount: 3 });
    expect(byTitle.Data[0]).not.toHaveProperty('Title');
    const trusted = await linkedPage<{ Name: string }>(
      db,
      list,
      OWNER_A,
      page({ Filters: [{ Column: 'IsTrusted', Value: true, Operator: 0 }], Sorts: [{ Column: 'Uses', Asc: false }] }),
    );
    expect(trusted.Data.map((d) => d.Name)).toEqual(['phone', 'tablet']);
  });

  it('refuses a sort on a select-only field with a 400, as any unknown column', async () => {
    const refusal = await linkedPage(db, list, OWNER_A, page({ Sorts: [{ Column: 'DeviceId', Asc: true }] })).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).message).toBe('Unknown column "DeviceId".');
  });

  it('binds the owner id: an id holding SQL matches nothing', async () => {
    const hostile = `${OWNER_A}' OR '1'='1`;
    const result = await linkedPage(db, { ...list, owner: 'd.owner_id::text' }, hostile, page());
    expect(result).toEqual({ Data: [], TotalItemCount: 0 });
  });

  it('a list without an owner reads every row its condition keeps', async () => {
    const { owner: _owner, ...everyone } = list;
    const result = await linkedPage<{ Name: string }>(db, { ...everyone, where: 'd.uses > 4' }, null, page());
    expect(result.Data.map((d) => d.Name)).toEqual(['other', 'laptop', 'phone']);
    expect(() => linkedPage(db, everyone, OWNER_A, page())).toThrow(/without an owner takes none/);
  });
});

describe('linkedListSpec', () => {
  it('allows hidden fields and leaves select-only ones out', () => {
    const spec = linkedListSpec(devicesOf('s'));
    expect(Object.keys(spec.columns)).toEqual(['Name', 'Title', 'PlatformTitle', 'Uses', 'IsTrusted', 'SeenDate']);
    expect(spec.columns.Title).toEqual({ sql: 'p.title', type: 'text' });
    expect(spec.tieBreaker).toBe('d.device_id');
  });
});
