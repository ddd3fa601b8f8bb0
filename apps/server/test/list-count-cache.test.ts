import { describe, expect, it } from 'vitest';
import type { PagedData, UserRow, UserSourceOption } from '@portcullis/api-client';
import { ReadCache } from '../src/engine/cache/static-cache';
import type { Engine } from '../src/testing/test-server';
import { useTestServer, writeElsewhere as writeElsewhereFrom } from './use-test-server';

const engines: Engine[] = ['pglite', 'postgres'];

/**
 * The user list keeps its totals per filter (ServerContext.listCounts). These tests prove the cache really
 * answers (a change hidden from the notifications is not seen) and that every way a total changes reaches
 * it: a write call of this server, and an insert or update by another connection (NOTIFY from the 042
 * triggers), updates included since a filter may name any column.
 */
describe.each(engines)('user list totals cache on %s', (engine) => {
  const s = useTestServer(engine);
  const searchTotal = async (text: string) =>
    (
      await s.t.call<PagedData<UserRow>>('POST', '/user/userlist', {
        cookie: s.admin,
        body: {
          CurrentPage: 1,
          ItemPerPage: 25,
          Sorts: [],
          Filters: [{ Column: 'DisplayName', Columns: ['DisplayName', 'Email'], Value: text, Operator: 4 }],
        },
      })
    ).body.Data!.TotalItemCount;
  const writeElsewhere = (sql: string) => writeElsewhereFrom(s.t, sql);
  const insertUser = (name: string, displayName: string) =>
    writeElsewhere(
      `INSERT INTO users (user_id, user_name, display_name, user_type, is_enabled, created_date)
       VALUES (gen_random_uuid(), '${name}', '${displayName}', 0, true, now())`,
    );

  it('answers a repeated page turn from the cache: a change hidden from the notifications is not seen', async () => {
    expect(await searchTotal('Quokka')).toBe(0);
    await s.t.server.db.query('ALTER TABLE users DISABLE TRIGGER users_notify_lists');
    try {
      await insertUser('cache.hidden', 'Hidden Quokka');
      expect(await searchTotal('Quokka')).toBe(0);
    } finally {
      await s.t.server.db.query('ALTER TABLE users ENABLE TRIGGER users_notify_lists');
    }
    await writeElsewhere("UPDATE users SET display_name = 'Hidden Quokka again' WHERE user_name = 'cache.hidden'");
    await expect.poll(() => searchTotal('Quokka')).toBe(1);
  });

  it('counts a user created through the API on the very next read', async () => {
    const before = await searchTotal('Wombat');
    const sources = (await s.t.call<UserSourceOption[]>('GET', '/user/SourcesCompact', { cookie: s.admin })).body.Data!;
    const created = await s.t.call('POST', '/user/createuser', {
      cookie: s.admin,
      body: {
        UserName: 'cache.wombat',
        DisplayName: 'Cache Wombat',
        UserSourceId: sources[0]!.UserSourceId,
        UserType: 0,
        IsEnabled: true,
        Password: 'Str0ng#Pass',
      },
    });
    expect(created.status).toBe(200);
    expect(await searchTotal('Wombat')).toBe(before + 1);
  });

  it('drops the totals when another connection inserts or renames a user', async () => {
    expect(await searchTotal('Numbat')).toBe(0);
    await insertUser('cache.numbat', 'Numbat One');
    await expect.poll(() => searchTotal('Numbat')).toBe(1);
    await writeElsewhere("UPDATE users SET display_name = 'Renamed' WHERE user_name = 'cache.numbat'");
    await expect.poll(() => searchTotal('Numbat')).toBe(0);
  });
});

describe('ReadCache bounds', () => {
  it('lets the oldest entry go when a new one would pass the bound', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});
