import { describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  CONSOLE_APPLICATION_ID,
  FLAG_NAME_MESSAGE,
  HUBS,
  Permissions as P,
  type ConsoleChange,
  type StaticData,
} from '@portcullis/api-client/contract';
import { seedTransaction } from '../src/engine/access/scope';
import { useTestServer, writeElsewhere } from './use-test-server';

type Row = Record<string, unknown>;

/**
 * Feature flags (issue 28, §2.9 flags and flag/defs, §6): definitions, values per tenant, user, group and
 * application resolved most specific first into the static data's featureFlags, the refusals, and the
 * ReceiveConsoleChange event on /hubs/console when a flag changes, whoever changed it.
 */
describe.each(['pglite', 'postgres'] as const)('feature flags on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 10 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const flagsOf = async (cookie: string) =>
    (await s.t.call<StaticData>('GET', '/home/getstaticdata', { cookie })).body.Data!.featureFlags;
  const defIdOf = async (name: string) =>
    (
      await s.t.server.db.query<{ id: string }>('SELECT flag_def_id::text AS id FROM feature_flags WHERE name = $1', [
        name,
      ])
    )[0]!.id;

  it('defines a flag and resolves user > group > application > tenant > default for the caller', async () => {
    const created = await post<Row>('/flag/defs/save', {
      Title: 'Beta reports',
      Name: `BETA_REPORTS_${engine.toUpperCase()}`,
      Description: 'The new reports.',
      DefaultValue: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const name = String(created.body.Data!.Name);
    const FlagDefId = String(created.body.Data!.FlagDefId);
    const someone = await s.t.actor([]);
    const group = `${engine}-flag-group`;
    await seedTransaction(s.t.server.db, async (tx) => {
      await tx.query(`INSERT INTO group_defs (group_def_id, name, title) VALUES (md5($1)::uuid, $1, $1)`, [group]);
      await tx.query(`INSERT INTO group_members (group_def_id, user_id) VALUES (md5($1)::uuid, $2)`, [
        group,
        someone.userId,
      ]);
    });
    const groupId = (await s.t.server.db.query<{ id: string }>('SELECT md5($1)::uuid::text AS id', [group]))[0]!.id;
    expect(await flagsOf(someone.cookie)).not.toContain(name);

    const value = async (Scope: string, objects: Row, IsEnabled: boolean) => {
      const res = await post<Row>('/flags/save', {
        Title: `${Scope} value`,
        FlagDefId,
        Scope,
        UserIds: [],
        GroupIds: [],
        ApplicationIds: [],
        ...objects,
        IsEnabled,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.Data!;
    };
    // Each more specific layer flips what the caller gets.
    await value('Tenant', {}, true);
    expect(await flagsOf(someone.cookie)).toContain(name);
    await value('Application', { ApplicationIds: [CONSOLE_APPLICATION_ID] }, false);
    expect(await flagsOf(someone.cookie)).not.toContain(name);
    const groupValue = await value('Group', { GroupIds: [groupId] }, true);
    expect(groupValue.ObjectTitle).toBe(group);
    expect(await flagsOf(someone.cookie)).toContain(name);
    expect(await flagsOf(s.admin)).not.toContain(name); // the admin is not in the group: the application's value
    const userValue = await value('User', { UserIds: [someone.userId] }, false);
    expect(await flagsOf(someone.cookie)).not.toContain(name);
    expect(userValue.FlagName).toBe(name);

    // The objects page lists the values of one definition (Scope: FlagDefId).
    const objects = await post<{ Data: Row[]; TotalItemCount: number }>('/flags/list', {
      CurrentPage: 1,
      ItemPerPage: 10,
      Scope: FlagDefId,
    });
    expect(objects.body.Data!.Data.map((r) => r.Scope).sort()).toEqual(['Application', 'Group', 'Tenant', 'User']);

    // Removing the definition removes its values.
    const removed = await s.t.call('DELETE', `/flag/defs/remove/${FlagDefId}`, { cookie: s.admin });
    expect(removed.status).toBe(200);
    const [left] = await s.t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feature_flag_values WHERE flag_def_id = $1',
      [FlagDefId],
    );
    expect(left!.n).toBe(0);
  });

  it('refuses a second value for the same flag and object, a bad name, and callers without Flag.Edit', async () => {
    const FlagDefId = await defIdOf('PAGE_DASHBOARD_SECURITY');
    const body = {
      Title: 'Off for the tenant',
      FlagDefId,
      Scope: 'Tenant',
      UserIds: [],
      GroupIds: [],
      ApplicationIds: [],
      IsEnabled: false,
    };
    const first = await post<Row>('/flags/save', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const twin = await post('/flags/save', { ...body, Title: 'Again' });
    expect(twin.status).toBe(409);
    expect(twin.body.Message).toBe('PAGE_DASHBOARD_SECURITY already has a value for the tenant; change that one.');
    // Updating the value itself is not a twin.
    const again = await post<Row>('/flags/save', { ...body, FlagId: first.body.Data!.FlagId, IsEnabled: true });
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    const badName = await post('/flag/defs/save', { Title: 'Spaces', Name: 'has spaces', DefaultValue: true });
    expect(badName.status).toBe(400);
    expect(badName.body.Message).toBe(FLAG_NAME_MESSAGE);
    const renamed = await post('/flag/defs/save', {
      FlagDefId,
      Title: 'Security dashboard',
      Name: 'RENAMED',
      DefaultValue: true,
    });
    expect(renamed.status).toBe(400);

    const reader = await s.t.signInWith([P.FlagList]);
    expect((await post('/flags/list', { CurrentPage: 1, ItemPerPage: 5 }, reader)).status).toBe(200);
    expect((await post('/flags/save', { ...body, Title: 'Sneaky', Scope: 'User' }, reader)).status).toBe(403);
    const stranger = await s.t.signInWith([]);
    expect((await post('/flag/defs/list', { CurrentPage: 1, ItemPerPage: 5 }, stranger)).status).toBe(403);
    await s.t.call('DELETE', `/flags/remove/${String(first.body.Data!.FlagId)}`, { cookie: s.admin });
  });

  it('tells open consoles on /hubs/console when a flag changes, also when another process writes it', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(s.t.server.url + HUBS.console.path, {
        transport: HttpTransportType.WebSockets,
        headers: { cookie: s.admin },
      })
      .configureLogging(LogLevel.None)
      .build();
    const changes: ConsoleChange[] = [];
    let heard: () => void = () => undefined;
    connection.on(HUBS.console.events.ReceiveConsoleChange, (change: ConsoleChange) => {
      changes.push(change);
      heard();
    });
    await connection.start();
    try {
      const next = () => new Promise<void>((resolve) => (heard = resolve));
      let arrived = next();
      expect(await flagsOf(s.admin)).toContain('ANOMALY_DETECTION');
      await writeElsewhere(s.t, "UPDATE feature_flags SET is_enabled = false WHERE name = 'ANOMALY_DETECTION'");
      await arrived;
      expect(changes).toEqual([{ Kind: 'Flags' }]);
      // The cached static data was dropped before the event: the re-read sees the change.
      expect(await flagsOf(s.admin)).not.toContain('ANOMALY_DETECTION');
      arrived = next();
      const FlagDefId = await defIdOf('ANOMALY_DETECTION');
      const saved = await post('/flag/defs/save', {
        FlagDefId,
        Title: 'Anomaly detection',
        Name: 'ANOMALY_DETECTION',
        DefaultValue: true,
      });
      expect(saved.status).toBe(200);
      await arrived;
      expect(changes).toEqual([{ Kind: 'Flags' }, { Kind: 'Flags' }]);
      expect(await flagsOf(s.admin)).toContain('ANOMALY_DETECTION');
    } finally {
      await connection.stop();
    }
  });

  it('refuses the console hub without a session', async () => {
    const res = await fetch(s.t.server.url + HUBS.console.path + '/negotiate?negotiateVersion=1', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});
