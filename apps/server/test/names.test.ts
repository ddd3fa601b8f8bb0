import { describe, expect, it } from 'vitest';
import { contract, listCalls, Permissions as P, type User } from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { nameKey } from '../src/engine/names/name-rules';
import { fillUserNameSkeletons } from '../src/engine/names/user-name-skeletons';
import { useTestServer } from './use-test-server';

type Row = Record<string, unknown>;
const PERMISSION_EDITOR = [P.PermissionDefList, 'System.Management.PermissionDef.Edit'];
const STAR = '"*" is reserved: it stands for every permission and cannot be part of a name.';
const SYSTEM = 'Names starting with "System." are reserved for the permissions of the product.';

async function count(t: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.server.db.query<{ n: number }>(sql, params);
  return Number(row!.n);
}

const csvForm = (csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
  return form;
};

/**
 * Issue 23 on both databases: reserved names (`*`, the product's `System.` prefix) are refused wherever
 * a name is written; user and object names are compared after confusable folding (UTS #39 skeletons);
 * calls without a declared query refuse any query key.
 */
describe.each(['pglite', 'postgres'] as Engine[])('names on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 30 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const localSource = async () =>
    (
      await s.t.server.db.query<{ id: string }>(
        "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'local'",
      )
    )[0]!.id;
  const newUser = async (UserName: string) =>
    post<User>('/user/createuser', { UserName, UserSourceId: await localSource(), UserType: 0, IsEnabled: true });

  describe('reserved names', () => {
    it('refuses "*" as a permission name, so a permission editor cannot mint a super-admin grant', async () => {
      const editor = await s.t.actor(PERMISSION_EDITOR);
      const made = await post('/permission/def/save', { Title: 'x', Name: '*', State: 1 }, editor.cookie);
      expect(made.status, made.text).toBe(400);
      expect(made.body.Message).toBe(STAR);
      expect(made.body.Errors).toEqual([{ Field: 'Name', Message: STAR }]);
      expect(await count(s.t, "SELECT count(*)::int AS n FROM permission_defs WHERE name LIKE '%*%'")).toBe(0);
    });

    it('refuses the marker inside a name and in look-alike spellings, for permissions, roles and groups', async () => {
      const attempts: Array<[string, Row]> = [
        ['/permission/def/save', { Title: 'x', Name: 'App.*', State: 1 }],
        ['/permission/def/save', { Title: 'x', Name: '∗', State: 1 }], // U+2217
        ['/role/def/save', { Title: 'Everything', Name: '*', State: 1 }],
        ['/role/def/save', { Title: 'Everything', Name: '＊', State: 1 }], // full-width
        ['/group/SaveGroupDef', { Title: 'Everyone', Name: '*', State: 1 }],
      ];
      for (const [path, body] of attempts) {
        const res = await post(path, body);
        expect(res.status, `${path} ${String(body.Name)}: ${res.text}`).toBe(400);
        expect(res.body.Message).toBe(STAR);
      }
    });

    it('reserves "System." for the product everywhere a name is written, also spelt with look-alikes', async () => {
      const attempts: Array<[string, Row]> = [
        ['/permission/def/save', { Title: 'x', Name: 'System.Management.Mine', State: 1 }],
        ['/permission/def/save', { Title: 'x', Name: 'Ѕystem.Management.Mine', State: 1 }], // Cyrillic Ѕ
        ['/role/def/save', { Title: 'Sys', Name: 'system.admins', State: 1 }],
        ['/group/SaveGroupDef', { Title: 'Sys', Name: 'System.Everyone', State: 1 }],
      ];
      for (const [path, body] of attempts) {
        const res = await post(path, body);
        expect(res.status, `${path} ${String(body.Name)}: ${res.text}`).toBe(400);
        expect(res.body.Message).toBe(SYSTEM);
        expect(res.body.Errors).toEqual([{ Field: 'Name', Message: SYSTEM }]);
      }
    });

    it("still saves the product's own permissions (their names are not new) and nothing seeded is reserved", async () => {
      const [product] = await s.t.server.db.query<Row>(
        "SELECT permission_def_id AS id, name, title FROM permission_defs WHERE name = 'System.Management.User.List'",
      );
      const saved = await post('/permission/def/save', {
        PermissionDefId: product!.id,
        Title: 'User list (renamed)',
        Name: product!.name,
        State: 1,
      });
      expect(saved.status, saved.text).toBe(200);
      // Only the product's permissions (Defined by System) carry a reserved name after seeding.
      expect(
        await count(
          s.t,
          `SELECT count(*)::int AS n FROM (
             SELECT name FROM role_defs UNION ALL SELECT name FROM group_defs
             UNION ALL SELECT name FROM permission_defs WHERE defined_by <> 1) x
           WHERE name LIKE '%*%' OR lower(name) LIKE 'system.%'`,
        ),
      ).toBe(0);
    });
  });

  describe('look-alike names', () => {
    it('refuses a user name that looks like a taken one, naming the clash (Cyrillic а beside admin)', async () => {
      const spoof = await newUser('аdmin');
      expect(spoof.status, spoof.text).toBe(409);
      expect(spoof.body.Message).toBe('The user name "аdmin" looks like "admin", which is already taken.');
      const caseTwin = await newUser('ADMIN');
      expect(caseTwin.status).toBe(409);
      expect(caseTwin.body.Message).toBe('The user name "ADMIN" is already taken.');
      for (const name of ['ａｄｍｉｎ', 'adrnin']) expect((await newUser(name)).status, name).toBe(409);
      expect(
        await count(s.t, 'SELECT count(*)::int AS n FROM users WHERE user_name <> $1 AND lower(user_name) LIKE $2', [
          'admin',
          '%dmin',
        ]),
      ).toBe(0);
      expect((await newUser('names.admin')).status).toBe(200);
    });

    it('refuses renaming a user to a look-alike, but saves a user whose name does not change', async () => {
      const created = (await newUser('names.paul')).body.Data!;
      const input = {
        UserId: created.UserId,
        UserName: 'user0000001'.replace('1', 'l'), // user000000l
        UserSourceId: await localSource(),
        UserType: 0,
        IsEnabled: true,
      };
      const renamed = await post('/user/save', input);
      expect(renamed.status, renamed.text).toBe(409);
      expect(renamed.body.Message).toBe(
        'The user name "user000000l" looks like "user0000001", which is already taken.',
      );

      // A look-alike pair written before the rule (directly here) can still be saved unchanged.
      await s.t.server.db.query('UPDATE users SET user_name = $2, user_name_skeleton = $3 WHERE user_id = $1', [
        created.UserId,
        'user000000l',
        nameKey('user000000l'),
      ]);
      const unchanged = await post('/user/save', { ...input, IsEnabled: false });
      expect(unchanged.status, unchanged.text).toBe(200);
    });

    it('refuses look-alikes in a CSV import, against the directory and within the file', async () => {
      const res = await s.t.call<Row>('POST', '/User/Import', {
        cookie: s.admin,
        rawBody: csvForm('UserName\nаdmin\nnames.kim\nnames.kіm\n'), // Cyrillic а; Ukrainian і
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.Errors!.map((e) => e.Message)).toEqual([
        'Row 2: The user name "аdmin" looks like "admin", which is already taken.',
        'Row 4: The user name "names.kіm" looks like "names.kim", which appears before it in the file.',
      ]);
      const fine = await s.t.call<Row>('POST', '/User/Import', {
        cookie: s.admin,
        rawBody: csvForm('UserName\nnames.imported\n'),
      });
      expect(fine.status, fine.text).toBe(200);
      expect(
        await count(s.t, 'SELECT count(*)::int AS n FROM users WHERE user_name_skeleton = $1', [
          nameKey('names.imported'),
        ]),
      ).toBe(1);
    });

    it('adds accounts from a source except those that look like a user or like one added before them', async () => {
      const [ad] = await s.t.server.db.query<{ id: string }>(
        "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'corporate-ad'",
      );
      await s.t.server.db.query(
        `INSERT INTO source_accounts (user_source_id, source_user_id, user_name) VALUES
           ($1, 'CN=spoof', 'аdmin'), ($1, 'CN=ann', 'names.ann'), ($1, 'CN=ann2', 'names.аnn')`,
        [ad!.id],
      );
      const added = await post<{ AddedCount: number }>('/user/AddUserFromSource', {
        SourceId: ad!.id,
        SourceUserIds: ['CN=spoof', 'CN=ann', 'CN=ann2'],
      });
      expect(added.status, added.text).toBe(200);
      expect(added.body.Data!.AddedCount).toBe(1);
      const rows = await s.t.server.db.query<{ user_name: string; user_name_skeleton: string }>(
        "SELECT user_name, user_name_skeleton FROM users WHERE source_user_id LIKE 'CN=%' AND user_source_id = $1 AND user_name_skeleton = ANY($2::text[])",
        [ad!.id, [nameKey('admin'), nameKey('names.ann')]],
      );
      expect(rows).toEqual([{ user_name: 'names.ann', user_name_skeleton: nameKey('names.ann') }]);
    });

    it('refuses object names that look like another of their kind, naming it', async () => {
      const role = await post('/role/def/save', { Title: 'Help', Name: 'һelpdesk', State: 1 }); // Cyrillic һ
      expect(role.status, role.text).toBe(409);
      expect(role.body.Message).toBe('A role named "helpdesk" already exists; "һelpdesk" looks the same.');
      const group = await post('/group/SaveGroupDef', { Title: 'Sales 2', Name: 'ѕales', State: 1 }); // Cyrillic ѕ
      expect(group.status, group.text).toBe(409);
      expect(group.body.Message).toBe('A group named "sales" already exists; "ѕales" looks the same.');
      const made = await post('/permission/def/save', { Title: 'Reports', Name: 'App.Reports', State: 1 });
      expect(made.status).toBe(200);
      const twin = await post('/permission/def/save', { Title: 'Reports', Name: 'App.Rероrts', State: 1 }); // е, о
      expect(twin.status).toBe(409);
      expect(twin.body.Message).toBe('A permission named "App.Reports" already exists; "App.Rероrts" looks the same.');
      expect((await post('/role/def/save', { Title: 'Help 2', Name: 'helpdesk-2', State: 1 })).status).toBe(200);
    });

    it('keeps every user keyed: seeded, created, and filled in at start for rows written without one', async () => {
      const rows = await s.t.server.db.query<{ user_name: string; user_name_skeleton: string }>(
        'SELECT user_name, user_name_skeleton FROM users',
      );
      expect(rows.length).toBeGreaterThan(30);
      for (const r of rows) expect(r.user_name_skeleton, r.user_name).toBe(nameKey(r.user_name));

      // A rename that does not write the key empties it (trigger); the start-up fill writes it again.
      await s.t.server.db.query("UPDATE users SET user_name = 'user0000o07' WHERE user_name = 'user0000007'");
      expect(await count(s.t, 'SELECT count(*)::int AS n FROM users WHERE user_name_skeleton IS NULL')).toBe(1);
      expect(await fillUserNameSkeletons(s.t.server.db, 2)).toBe(1);
      const [renamed] = await s.t.server.db.query<{ k: string }>(
        "SELECT user_name_skeleton AS k FROM users WHERE user_name = 'user0000o07'",
      );
      expect(renamed!.k).toBe(nameKey('user0000o07'));
    });

    it('checks a user name through the indexes, without reading the table', async () => {
      const plan = await s.t.server.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const lines = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT user_name FROM users WHERE (lower(user_name) = lower($1) OR user_name_skeleton = $2)
             AND user_id IS DISTINCT FROM $3`,
          ['аdmin', nameKey('аdmin'), null],
        );
        return lines.map((l) => l['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('users_user_name_skeleton_idx');
      expect(plan).not.toContain('Seq Scan');
    });
  });

  describe('query keys', () => {
    it('refuses an unknown query key on the sample CSV like on calls that declare a query', async () => {
      const sample = await s.t.call('GET', '/User/DownloadSampleCsv?zzz=1', { cookie: s.admin });
      expect(sample.status, sample.text).toBe(400);
      const declared = await s.t.call('GET', '/user/Users?search=a&zzz=1', { cookie: s.admin });
      expect(declared.status).toBe(400);
      expect(sample.body).toMatchObject({ Success: false, Title: declared.body.Title });
      expect(sample.body.Errors).toEqual([{ Field: 'query', Message: 'query: Unrecognized key: "zzz"' }]);
      expect(sample.body.Message).toBe('Invalid request: query: Unrecognized key: "zzz"');
      expect((await s.t.call('GET', '/User/DownloadSampleCsv', { cookie: s.admin })).status).toBe(200);
    });

    /** Every required path parameter of a path, set to a UUID (the usual kind of id). */
    const sampleParams = (path: string) =>
      Object.fromEntries(
        [...path.matchAll(/:([A-Za-z]+)(?!\?)/g)].map(([, name]) => [name, '00000000-0000-4000-8000-000000000000']),
      );

    it('refuses query keys on every GET call of the contract that declares no query', async () => {
      const calls = listCalls(contract).filter(([, , spec]) => spec.method === 'GET' && !spec.query);
      expect(calls.length).toBeGreaterThan(50);
      for (const [domain, name, spec] of calls) {
        // Each path parameter gets a value its schema accepts, so the only thing wrong is the query.
        const valueFor = (param: string) =>
          ['00000000-0000-4000-8000-000000000000', 'CsvSeparator', 'en', '1'].find(
            (value) => !spec.params || spec.params.safeParse({ ...sampleParams(spec.path), [param]: value }).success,
          ) ?? '00000000-0000-4000-8000-000000000000';
        const path = spec.path
          .replace(/\/:[A-Za-z]+\?/g, '')
          .replace(/:([A-Za-z]+)/g, (_, param: string) => valueFor(param));
        const res = await s.t.call('GET', `${path}?zzz=1`, { cookie: s.admin });
        expect(res.status, `${domain}.${name} ${path}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.body.Errors, `${domain}.${name}`).toContainEqual({
          Field: 'query',
          Message: 'query: Unrecognized key: "zzz"',
        });
      }
    });
  });
});
