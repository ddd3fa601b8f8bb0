import { createHash, randomBytes } from 'node:crypto';
import type { contract, UserAlias, UserDevice } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, notFound } from '../../engine/calls/errors';
import { linkedPage, type LinkedList } from '../../engine/objects/linked-page';
import { oneRow } from '../../engine/sql/query-helpers';
import { loadUser } from './user-records';

type AliasDeviceCalls = Pick<
  typeof contract.users,
  'userAliasList' | 'assignUserAlias' | 'removeUserAlias' | 'deviceList' | 'removeDevice' | 'deviceRecoveryCode'
>;

/** The UserView's Aliases and Devices tabs (spec §2.3): sign-in aliases, registered devices and recovery codes. */
/** A user's aliases, each at one application or at all of them. */
const USER_ALIASES: LinkedList = {
  from: 'user_aliases ua LEFT JOIN applications a ON a.application_id = ua.application_id',
  owner: 'ua.user_id',
  key: 'ua.user_alias_id',
  defaultOrder: 'ua.alias, ua.user_alias_id',
  fields: {
    UserAliasId: { sql: 'ua.user_alias_id', type: 'text', isSelectOnly: true },
    Alias: { sql: 'ua.alias', type: 'text' },
    ApplicationId: { sql: 'ua.application_id', type: 'text', isSelectOnly: true },
    ApplicationTitle: { sql: 'a.title', type: 'text', isSelectOnly: true },
  },
};

/** A user's registered devices, most recently seen first. */
const USER_DEVICES: LinkedList = {
  from: 'user_devices d',
  owner: 'd.user_id',
  key: 'd.device_id',
  defaultOrder: 'd.last_seen_date DESC NULLS LAST, d.device_id',
  fields: {
    DeviceId: { sql: 'd.device_id', type: 'text', isSelectOnly: true },
    Name: { sql: 'd.name', type: 'text' },
    Platform: { sql: 'd.platform', type: 'text' },
    LastSeenDate: { sql: 'd.last_seen_date', type: 'date' },
  },
};

export const userAliasDeviceHandlers: DomainHandlers<AliasDeviceCalls> = {
  userAliasList: async ({ db, body }) => {
    await loadUser(db, body.UserId);
    const { UserId, ...request } = body;
    return ok(await linkedPage<UserAlias>(db, USER_ALIASES, UserId, request));
  },

  assignUserAlias: async ({ db, params, body }) => {
    const user = await loadUser(db, params.id);
    const [row] = await db.query<{ user_alias_id: string }>(
      'INSERT INTO user_aliases (user_alias_id, user_id, alias, application_id) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING user_alias_id',
      [params.id, body.Alias, body.ApplicationId ?? null],
    );
    const [alias] = await db.query<{ title: string | null }>(
      'SELECT a.title FROM user_aliases ua LEFT JOIN applications a USING (application_id) WHERE ua.user_alias_id = $1',
      [row!.user_alias_id],
    );
    return ok(
      {
        UserAliasId: row!.user_alias_id,
        Alias: body.Alias,
        ApplicationId: body.ApplicationId ?? null,
        ApplicationTitle: alias?.title ?? null,
      },
      {
        message: 'Alias added.',
        audit: { targetType: 'User', targetId: user.UserId, description: `alias ${body.Alias}` },
      },
    );
  },

  removeUserAlias: async ({ db, params }) => {
    const row = await oneRow<{ user_id: string; alias: string }>(
      db,
      'DELETE FROM user_aliases WHERE user_alias_id = $1 RETURNING user_id, alias',
      [params.id],
      'The alias',
    );
    return ok(null, {
      message: 'Alias removed.',
      audit: { targetType: 'User', targetId: row.user_id, description: `alias ${row.alias}` },
    });
  },

  deviceList: async ({ db, body }) => {
    await loadUser(db, body.UserId);
    const { UserId, ...request } = body;
    return ok(await linkedPage<UserDevice>(db, USER_DEVICES, UserId, request));
  },

  removeDevice: async ({ db, params }) => {
    const row = await oneRow<{ user_id: string; name: string }>(
      db,
      'DELETE FROM user_devices WHERE device_id = $1 RETURNING user_id, name',
      [params.id],
      'The device',
    );
    return ok(null, {
      message: 'Device removed.',
      audit: { targetType: 'User', targetId: row.user_id, description: `device ${row.name}` },
    });
  },

  /** A one-time code, shown once; only its SHA-256 is kept (like console session tokens). */
  deviceRecoveryCode: async ({ db, params }) => {
    const code = randomBytes(6).toString('hex').toUpperCase().match(/.{4}/g)!.join('-');
    const row = await oneRow<{ user_id: string }>(
      db,
      'UPDATE user_devices SET recovery_code_hash = $2 WHERE device_id = $1 RETURNING user_id',
      [params.id, createHash('sha256').update(code).digest('hex')],
      'The device',
    );
    return ok(
      { Code: code },
      {
        message: 'Recovery code issued.',
        audit: { targetType: 'User', targetId: row.user_id, description: 'device recovery code' },
      },
    );
  },
};
