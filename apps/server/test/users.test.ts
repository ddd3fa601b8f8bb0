import { describe, expect, it } from 'vitest';
import type { PagedData, User, UserOption, UserRow, UserSourceOption } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';
import { listTuning } from '../src/engine/lists/list-query';
import { compilePaging } from '../src/engine/lists/paging';
import { FROM_USERS, userListSpec } from '../src/domains/users/user-records';

describe.each(['pglite', 'postgres'] as Engine[])('user list and look-ups on %s', (engine) => {
  const s = useTestServer(engine);

  it('treats user type AllUsers (-1) as no filter, on the server', async () => {
    const count = async (filters: unknown[]) =>
      (
        await s.t.call<PagedData<UserRow>>('POST', '/user/userlist', {
          cookie: s.admin,
          body: { CurrentPage: 1, ItemPerPage: 5, Filters: filters },
        })
      ).body.Data!.TotalItemCount;
    const [all] = await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(await count([{ Column: 'UserType', Value: -1, Operator: 0 }])).toBe(all!.n);
    expect(await count([{ Column: 'UserType', Value: '-1', Operator: 0 }])).toBe(all!.n);
    const [shared] = await s.t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE user_type = 1',
    );
    expect(await count([{ Column: 'UserType', Value: 1, Operator: 0 }])).toBe(shared!.n);
  });

  it('filters by source and user type, searches names and counts the total', async () => {
    const sources = (await s.t.call<UserSourceOption[]>('GET', '/user/SourcesCompact', { cookie: s.admin })).body.Data!;
    const hr = sources.find((x) => x.Title === 'HR Database')!;
    const res = await s.t.call<PagedData<UserRow>>('POST', '/user/userlist', {
      cookie: s.admin,
      body: {
        CurrentPage: 1,
        ItemPerPage: 25,
        Sorts: [{ Column: 'UserName', Asc: true }],
        Filters: [
          { Column: 'UserSourceId', Value: hr.UserSourceId, Operator: 0 },
          { Column: 'UserType', Value: 0, Operator: 0 },
        ],
      },
    });
    const [expected] = await s.t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE user_source_id = $1 AND user_type = 0',
      [hr.UserSourceId],
    );
    expect(res.body.Data!.TotalItemCount).toBe(expected!.n);
    expect(res.body.Data!.Data.every((u) => u.SourceTitle === 'HR Database' && u.UserType === 0)).toBe(true);
    const names = res.body.Data!.Data.map((u) => u.UserName);
    expect([...names].sort()).toEqual(names);
    const search = await s.t.call<PagedData<UserRow>>('POST', '/user/userlist', {
      cookie: s.admin,
      body: {
        CurrentPage: 1,
        ItemPerPage: 25,
        Filters: [{ Column: 'UserName', Value: 'user000010', Operator: 4, Columns: ['UserName', 'Email'] }],
      },
    });
    expect(search.body.Data!.Data.map((u) => u.UserName).sort()).toEqual([
      'user0000100',
      'user0000101',
      'user0000102',
      'user0000103',
      'user0000104',
      'user0000105',
      'user0000106',
      'user0000107',
      'user0000108',
      'user0000109',
    ]);
  });

  it('reads one user and finds users for pickers', async () => {
    const [row] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'user0000007'",
    );
    const user = (await s.t.call<User>('GET', `/user/view/${row!.user_id}`, { cookie: s.admin })).body.Data!;
    expect(user).toMatchObject({ UserName: 'user0000007', IsMfaEnabled: false });
    const options = (await s.t.call<UserOption[]>('GET', '/user/Search?search=user00001', { cookie: s.admin })).body
      .Data!;
    expect(options).toHaveLength(5);
    expect((await s.t.call('GET', '/user/view/00000000-0000-4000-8000-000000000999', { cookie: s.admin })).status).toBe(
      404,
    );
  });

  it('answers every page, the last included, with the same rows and order as the plain OFFSET query', async () => {
    const sorts = [
      [],
      [{ Column: 'UserName', Asc: false }],
      [{ Column: 'CreatedDate', Asc: true }],
      [{ Column: 'LastLoginDate', Asc: false }],
      [{ Column: 'LastLoginDate', Asc: true }],
      [{ Column: 'SourceTitle', Asc: true }], // a joined column: the keys come from the full FROM
    ];
    const filters = [{ Column: 'UserType', Value: 0 }];
    const size = 17;
    // Plain, deferred join, and matches first (ratio 0: every filtered page collects its matches first).
    const tunings = [
      { deferredJoinOffset: 1000, matchesFirstRatio: Infinity },
      { deferredJoinOffset: 10, matchesFirstRatio: Infinity },
      { deferredJoinOffset: 1000, matchesFirstRatio: 0 },
    ];
    for (const tuning of tunings) {
      Object.assign(listTuning, tuning);
      try {
        for (const Sorts of sorts) {
          const paging = compilePaging({ CurrentPage: 1, ItemPerPage: size, Sorts, Filters: filters }, userListSpec);
          const plain = (
            await s.t.server.db.query<{ user_id: string }>(
              `SELECT u.user_id FROM ${FROM_USERS} WHERE (${paging.where}) ORDER BY ${paging.orderBy}`,
              paging.params,
            )
          ).map((r) => r.user_id);
          const pages = Math.ceil(plain.length / size);
          expect(pages).toBeGreaterThan(10);
          for (let page = 1; page <= pages + 1; page++) {
            const res = (
              await s.t.call<PagedData<UserRow>>('POST', '/user/userlist', {
                cookie: s.admin,
                body: { CurrentPage: page, ItemPerPage: size, Sorts, Filters: filters },
              })
            ).body.Data!;
            const where = `${JSON.stringify(Sorts)} page ${page} (${JSON.stringify(tuning)})`;
            expect(res.TotalItemCount, where).toBe(plain.length);
            expect(
              res.Data.map((u) => u.UserId),
              where,
            ).toEqual(plain.slice((page - 1) * size, page * size));
          }
        }
      } finally {
        Object.assign(listTuning, { deferredJoinOffset: 1000, matchesFirstRatio: 0.7 });
      }
    }
  });
});
