import {
  accessRestrictionResource,
  ApplicationKeyType,
  authenticatorResource,
  CONSOLE_APPLICATION_ID,
  Permissions as P,
  passwordPolicyResource,
  zoneDefResource,
  zoneResource,
} from '@portcullis/api-client/contract';
import type { TestActor, TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';

/**
 * The writes of the invariant's second property (issue 23): ones that change who may sign in, or how —
 * access restrictions, zones, zone definitions, password policies, authenticators, the console
 * application and its keys, an application's member groups — made against what exists now.
 */
export const SIGN_IN_WRITES = [
  'restrictionSave',
  'restrictionRemove',
  'zoneSave',
  'zoneRemove',
  'zoneDefSave',
  'policySave',
  'authenticatorSave',
  'applicationSave',
  'keyCreate',
  'applicationGroups',
] as const;
export type SignInWriteKind = (typeof SIGN_IN_WRITES)[number];

/** The permissions of those writes, for the actors to draw from. */
export const SIGN_IN_POOL = [
  accessRestrictionResource.access.list,
  accessRestrictionResource.access.edit,
  zoneResource.access.list,
  zoneResource.access.edit,
  zoneDefResource.access.list,
  zoneDefResource.access.edit,
  passwordPolicyResource.access.list,
  passwordPolicyResource.access.edit,
  authenticatorResource.access.list,
  authenticatorResource.access.edit,
  P.ApplicationList,
  P.ApplicationView,
  P.ApplicationEdit,
];

interface Write {
  kind: SignInWriteKind;
  a: number;
  b: number;
  c: number;
  flag: boolean;
}

const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);
const ZONE_RULES = [
  [0, 0],
  [3, 0],
  [0, 1],
  [1, 2],
] as const;
const NETWORKS = [['10.40.0.0/16'], ['10.41.0.0/16', '2001:db8:41::/48'], ['198.51.100.0/24']];

/** A record as its save takes it back: computed fields left out. */
async function recordOf(t: TestServer, path: string, id: string, drop: string[]): Promise<Record<string, unknown>> {
  const res = await t.call<Record<string, unknown>>('GET', `${path}/get/${id}`, { cookie: await adminCookie(t) });
  const record = { ...res.body.Data! };
  for (const key of ['CreatedDate', ...drop]) delete record[key];
  return record;
}
const cookies = new WeakMap<TestServer, string>();
const adminCookie = async (t: TestServer) => {
  if (!cookies.has(t)) cookies.set(t, await t.signIn());
  return cookies.get(t)!;
};

const ids = async (t: TestServer, sql: string) => (await t.server.db.query<{ id: string }>(sql)).map((r) => r.id);

/** The request a sign-in write makes, by `me`, aimed at `user` (the actor itself a third of the time). */
export async function performSignIn(t: TestServer, me: TestActor, w: Write, user: string) {
  const call = (method: string, path: string, body?: unknown) => t.call(method, path, { cookie: me.cookie, body });
  switch (w.kind) {
    case 'restrictionSave': {
      const all = await ids(t, 'SELECT access_restriction_id::text AS id FROM access_restrictions ORDER BY name');
      const existing = w.flag ? pick(all, w.b) : undefined;
      const base = existing
        ? await recordOf(t, '/accessrestriction', existing, [])
        : { Title: `Invariant restriction ${w.a % 50}`, Name: `inv-restriction-${me.userName}-${w.a % 1000}` };
      const appliesTo = (['AllUsers', 'Users', 'Groups', 'Roles'] as const)[w.c % 4]!;
      const groups = await ids(t, 'SELECT group_def_id::text AS id FROM group_defs ORDER BY name');
      const roles = await ids(t, 'SELECT role_def_id::text AS id FROM role_defs ORDER BY name');
      const zoneDefs = await ids(t, 'SELECT zone_def_id::text AS id FROM zone_defs ORDER BY name');
      const isScheduled = w.a % 2 === 0;
      const isZoned = w.c % 3 === 0;
      return call('POST', '/accessrestriction/save', {
        ...(existing ? { AccessRestrictionId: existing } : {}),
        Title: base.Title,
        Name: base.Name,
        IsEnabled: w.b % 3 !== 0,
        AppliesTo: appliesTo,
        ...(appliesTo === 'Users' ? { UserIds: [user] } : {}),
        ...(appliesTo === 'Groups' ? { GroupIds: [pick(groups, w.b)!] } : {}),
        ...(appliesTo === 'Roles' ? { RoleIds: [pick(roles, w.b)!] } : {}),
        ObjectType: 0,
        Schedule: isScheduled ? 'Schedule' : 'Always',
        ...(isScheduled ? { Days: [1 + (w.c % 7)], FromHour: w.b % 23, ToHour: 24, TimeZone: 'UTC' } : {}),
        Location: isZoned ? 'NotInZones' : 'Anywhere',
        ...(isZoned ? { ZoneDefIds: [pick(zoneDefs, w.a)!] } : {}),
        Browsers: 'Any',
        Platforms: 'Any',
      });
    }
    case 'restrictionRemove': {
      const id = pick(
        await ids(t, 'SELECT access_restriction_id::text AS id FROM access_restrictions ORDER BY name'),
        w.b,
      );
      return t.call('DELETE', `/accessrestriction/remove/${id}`, { cookie: me.cookie });
    }
    case 'zoneSave': {
      const existing = w.flag
        ? pick(await ids(t, 'SELECT zone_id::text AS id FROM zones ORDER BY name'), w.b)
        : undefined;
      const [state, mfa] = ZONE_RULES[w.c % ZONE_RULES.length]!;
      const base = existing
        ? await recordOf(t, '/zone', existing, ['ZoneDefTitle', 'ApplicationTitle'])
        : { Title: `Invariant zone ${w.a % 50}`, Name: `inv-zone-${me.userName}-${w.a % 1000}`, ObjectType: 0 };
      const zoneDefs = await ids(t, 'SELECT zone_def_id::text AS id FROM zone_defs ORDER BY name');
      return call('POST', '/zone/save', { ...base, ZoneDefId: pick(zoneDefs, w.a), State: state, MfaRequired: mfa });
    }
    case 'zoneRemove': {
      const id = pick(await ids(t, 'SELECT zone_id::text AS id FROM zones ORDER BY name'), w.b);
      return t.call('DELETE', `/zone/remove/${id}`, { cookie: me.cookie });
    }
    case 'zoneDefSave': {
      const id = pick(await ids(t, 'SELECT zone_def_id::text AS id FROM zone_defs ORDER BY name'), w.b)!;
      const record = await recordOf(t, '/zone/def', id, ['ZoneCount']);
      return call('POST', '/zone/def/save', { ...record, Ranges: pick(NETWORKS, w.c) });
    }
    case 'policySave': {
      const id = pick(
        await ids(t, 'SELECT password_policy_id::text AS id FROM password_policies ORDER BY category'),
        w.b,
      )!;
      const record = await recordOf(t, '/policy/def', id, ['DefinedBy', 'UserSourceTitle']);
      return call('POST', '/policy/def/save', { ...record, MinimumNumberOfPasswordLength: 1 + (w.c % 12) });
    }
    case 'authenticatorSave': {
      const id = pick(await ids(t, 'SELECT authenticator_id::text AS id FROM authenticators ORDER BY name'), w.b)!;
      const record = await recordOf(t, '/authenticator', id, ['EnrolmentCount']);
      const change =
        record.AuthenticatorType === 'Password' ? { LockoutThreshold: 1 + (w.c % 9) } : { IsEnabled: w.flag };
      return call('POST', '/authenticator/save', { ...record, ...change });
    }
    case 'applicationSave': {
      const apps = [
        CONSOLE_APPLICATION_ID,
        ...(await ids(t, 'SELECT application_id::text AS id FROM applications ORDER BY name')),
      ];
      const id = pick(apps, w.b)!;
      const record = await recordOf(t, '/application', id, ['DefinedBy', 'SortOrder', 'KeyCount', 'UserCount']);
      return call('POST', '/application/save', { ...record, IsEnabled: w.flag });
    }
    case 'keyCreate': {
      const apps = [
        CONSOLE_APPLICATION_ID,
        ...(await ids(t, 'SELECT application_id::text AS id FROM applications ORDER BY name')),
      ];
      return call('POST', '/application/key/create', {
        ApplicationId: pick(apps, w.b),
        KeyType: ApplicationKeyType.Rest,
        Settings: {},
      });
    }
    case 'applicationGroups': {
      const app = pick(await ids(t, 'SELECT application_id::text AS id FROM applications ORDER BY name'), w.a)!;
      const group = pick(await ids(t, 'SELECT group_def_id::text AS id FROM group_defs ORDER BY name'), w.b)!;
      return call('POST', `/application/${app}/members/${w.flag ? 'assign' : 'unassign'}`, { GroupDefIds: [group] });
    }
  }
  throw new Error(`Unknown sign-in write ${String(w.kind)}`);
}

/**
 * What the sign-in writes act on, made by the admin: a zone definition used by a deciding zone, one
 * named by a restriction, a disabled restriction on the super-admin role, a restriction on a group,
 * and a password policy for the user source of the invariant's users.
 */
export async function signInFixture(t: TestServer, admin: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const res = await t.call<Record<string, string>>('POST', path, { cookie: admin, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.Message}`);
    return res.body.Data!;
  };
  const used = await post('/zone/def/save', { Title: 'Inv used', Name: 'inv-used', Ranges: ['10.50.0.0/16'] });
  const named = await post('/zone/def/save', { Title: 'Inv named', Name: 'inv-named', Ranges: ['10.51.0.0/16'] });
  await post('/zone/save', {
    Title: 'Inv deny',
    Name: 'inv-deny',
    ZoneDefId: used.ZoneDefId,
    ObjectType: 0,
    State: 3,
    MfaRequired: 0,
  });
  const restriction = { ObjectType: 0, Schedule: 'Always', Browsers: 'Any', Platforms: 'Any' };
  await post('/accessrestriction/save', {
    ...restriction,
    Title: 'Inv admins (off)',
    Name: 'inv-admins-off',
    IsEnabled: false,
    AppliesTo: 'Roles',
    RoleIds: [SEED_IDS.superAdminRole],
    Location: 'Anywhere',
  });
  const [executives] = await t.server.db.query<{ id: string }>("SELECT md5('group-executives')::uuid::text AS id");
  await post('/accessrestriction/save', {
    ...restriction,
    Title: 'Inv executives',
    Name: 'inv-executives',
    IsEnabled: true,
    AppliesTo: 'Groups',
    GroupIds: [executives!.id],
    Location: 'NotInZones',
    ZoneDefIds: [named.ZoneDefId],
  });
}
