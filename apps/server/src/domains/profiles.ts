import {
  ProfilePropertyType,
  type contract,
  type Profile,
  type ProfileProperty,
  type ProfileUserRow,
  type ProfileSource,
  type ProfileUserValues,
  type PropertyGroup,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import type { ListSpec } from '../http/paging';
import { badRequest, conflict } from '../http/errors';
import type { Queryable } from '../db/types';
import { formatName } from '../http/auth';
import { isoOrNull, pagedQuery } from './list-query';
import { iso, oneRow, readSettings, replaceSettings } from './shared';
import { providerHandlers } from './providers';

type ProfileCalls = typeof contract.profiles;

const named = (alias: string, extra: ListSpec['columns'] = {}, order = `${alias}.title`): ListSpec => ({
  columns: { Name: { sql: `${alias}.name`, type: 'text' }, Title: { sql: `${alias}.title`, type: 'text' }, ...extra },
  defaultOrder: `${order}, ${alias}.name`,
  tieBreaker: `${alias}.name`,
});

/** Refuses a name another record of the table has (names are unique, case-insensitive). */
async function checkName(
  db: Queryable,
  table: string,
  idColumn: string,
  name: string,
  id: string | undefined,
  what: string,
) {
  const [taken] = await db.query(
    `SELECT 1 FROM ${table} WHERE lower(name) = lower($1) AND ${idColumn} IS DISTINCT FROM $2`,
    [name, id ?? null],
  );
  if (taken) throw conflict(`A ${what} named "${name}" already exists.`);
}

interface ProfileRow {
  profile_id: string;
  name: string;
  title: string;
  description: string | null;
  user_count: number;
  created_date: Date;
}
const SELECT_PROFILE =
  'p.*, (SELECT count(DISTINCT v.user_id)::int FROM profile_values v WHERE v.profile_id = p.profile_id) AS user_count';
const toProfile = (r: ProfileRow): Profile => ({
  ProfileId: r.profile_id,
  Name: r.name,
  Title: r.title,
  Description: r.description,
  UserCount: r.user_count,
  CreatedDate: iso(r.created_date),
});
const loadProfile = async (db: Queryable, id: string) =>
  toProfile(
    await oneRow<ProfileRow>(
      db,
      `SELECT ${SELECT_PROFILE} FROM profiles p WHERE p.profile_id = $1`,
      [id],
      'The profile',
    ),
  );

interface PropertyRow {
  profile_property_id: string;
  name: string;
  title: string;
  property_type: number;
  property_group_id: string | null;
  group_title: string | null;
  sort: number;
  is_required: boolean;
  lookup_values: string[] | string;
}
const SELECT_PROPERTY = 'pp.*, g.title AS group_title';
const FROM_PROPERTIES =
  'profile_properties pp LEFT JOIN profile_property_groups g ON g.property_group_id = pp.property_group_id';
const lookups = (v: string[] | string) => (typeof v === 'string' ? (JSON.parse(v) as string[]) : v);
const toProperty = (r: PropertyRow): ProfileProperty => ({
  ProfilePropertyId: r.profile_property_id,
  Name: r.name,
  Title: r.title,
  PropertyType: r.property_type,
  PropertyGroupId: r.property_group_id,
  PropertyGroupTitle: r.group_title,
  Sort: r.sort,
  IsRequired: r.is_required,
  LookupValues: lookups(r.lookup_values),
});
const loadProperty = async (db: Queryable, id: string) =>
  toProperty(
    await oneRow<PropertyRow>(
      db,
      `SELECT ${SELECT_PROPERTY} FROM ${FROM_PROPERTIES} WHERE pp.profile_property_id = $1`,
      [id],
      'The profile property',
    ),
  );

interface GroupRow {
  property_group_id: string;
  name: string;
  title: string;
  sort: number;
  property_count: number;
}
const SELECT_GROUP =
  'g.*, (SELECT count(*)::int FROM profile_properties pp WHERE pp.property_group_id = g.property_group_id) AS property_count';
const toGroup = (r: GroupRow): PropertyGroup => ({
  PropertyGroupId: r.property_group_id,
  Name: r.name,
  Title: r.title,
  Sort: r.sort,
  PropertyCount: r.property_count,
});
const loadGroup = async (db: Queryable, id: string) =>
  toGroup(
    await oneRow<GroupRow>(
      db,
      `SELECT ${SELECT_GROUP} FROM profile_property_groups g WHERE g.property_group_id = $1`,
      [id],
      'The property group',
    ),
  );

interface SourceRow {
  profile_source_id: string;
  name: string;
  title: string;
  description: string | null;
  profile_id: string;
  profile_title: string;
  provider_id: string;
  provider_title: string;
  created_date: Date;
}
const SELECT_SOURCE = 's.*, p.title AS profile_title, v.title AS provider_title';
const FROM_SOURCES =
  'profile_sources s JOIN profiles p ON p.profile_id = s.profile_id JOIN providers v ON v.provider_id = s.provider_id';
const toSource = (r: SourceRow): ProfileSource => ({
  ProfileSourceId: r.profile_source_id,
  Name: r.name,
  Title: r.title,
  Description: r.description,
  ProfileId: r.profile_id,
  ProfileTitle: r.profile_title,
  ProviderId: r.provider_id,
  ProviderTitle: r.provider_title,
  CreatedDate: iso(r.created_date),
});
const loadSource = async (db: Queryable, id: string) =>
  toSource(
    await oneRow<SourceRow>(
      db,
      `SELECT ${SELECT_SOURCE} FROM ${FROM_SOURCES} WHERE s.profile_source_id = $1`,
      [id],
      'The profile source',
    ),
  );

/** Checks one value against its property (§4 types); returns the value to store, or a message. */
export function checkValue(p: ProfileProperty, value: string | null): { value: string | null } | { error: string } {
  const v = value?.trim() ?? '';
  if (!v) return p.IsRequired ? { error: `${p.Title} is required.` } : { value: null };
  switch (p.PropertyType) {
    case ProfilePropertyType.Number:
      return Number.isFinite(Number(v)) ? { value: String(Number(v)) } : { error: `${p.Title} must be a number.` };
    case ProfilePropertyType.Date:
      return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
        ? { value: v }
        : { error: `${p.Title} must be a date (YYYY-MM-DD).` };
    case ProfilePropertyType.DateTime:
      return !Number.isNaN(Date.parse(v))
        ? { value: new Date(v).toISOString() }
        : { error: `${p.Title} must be a date and time.` };
    case ProfilePropertyType.Image:
      return /^(https?:\/\/|data:image\/)/.test(v) ? { value: v } : { error: `${p.Title} must be an image URL.` };
    case ProfilePropertyType.Lookup:
      return p.LookupValues.includes(v)
        ? { value: v }
        : { error: `${p.Title} must be one of: ${p.LookupValues.join(', ')}.` };
    default:
      return { value: v };
  }
}

async function userValues(
  db: Queryable,
  profileId: string,
  userKey: { id?: string; name?: string },
): Promise<ProfileUserValues> {
  const profile = await loadProfile(db, profileId);
  const user = await oneRow<{
    user_id: string;
    user_name: string;
    first_name: string | null;
    last_name: string | null;
    display_name: string | null;
  }>(
    db,
    'SELECT user_id, user_name, first_name, last_name, display_name FROM users WHERE user_id = $1 OR lower(user_name) = lower($2) LIMIT 1',
    [userKey.id ?? null, userKey.name ?? null],
    'The user',
  );
  const rows = await db.query<PropertyRow & { value: string | null }>(
    `SELECT ${SELECT_PROPERTY}, v.value FROM ${FROM_PROPERTIES}
       LEFT JOIN profile_values v ON v.profile_property_id = pp.profile_property_id AND v.profile_id = $1 AND v.user_id = $2
      ORDER BY g.sort NULLS LAST, pp.sort, pp.title`,
    [profileId, user.user_id],
  );
  return {
    ProfileId: profile.ProfileId,
    ProfileTitle: profile.Title,
    UserId: user.user_id,
    UserName: user.user_name,
    FormattedName: formatName(user),
    Values: rows.map((r) => {
      const p = toProperty(r);
      return {
        ProfilePropertyId: p.ProfilePropertyId,
        Name: p.Name,
        Title: p.Title,
        PropertyType: p.PropertyType,
        PropertyGroupTitle: p.PropertyGroupTitle,
        IsRequired: p.IsRequired,
        LookupValues: p.LookupValues,
        Value: r.value,
      };
    }),
  };
}

/** Stores an order: each id gets its position (ids not in the table are refused). */
async function storeOrder(db: Queryable, table: string, idColumn: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await db.query(
    `UPDATE ${table} t SET sort = o.n FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n) WHERE t.${idColumn} = o.id RETURNING 1`,
    [unique],
  );
  if (rows.length !== unique.length)
    throw badRequest('Some ids of the order do not exist.', [{ Message: 'Unknown ids.', Field: 'Ids' }]);
}

/**
 * Profiles (designed; spec §2.3 shows the screens only): profiles hold typed values per user, checked
 * against their properties; properties and property groups keep a manual order; profile sources say
 * which provider fills which profile.
 */
export const profilesHandlers: DomainHandlers<ProfileCalls> = {
  ...providerHandlers,
  list: async ({ db, body }) =>
    ok(
      await pagedQuery(
        db,
        body,
        named('p', { CreatedDate: { sql: 'p.created_date', type: 'date' } }),
        SELECT_PROFILE,
        'profiles p WHERE TRUE',
        toProfile,
      ),
    ),
  get: async ({ db, params }) => ok(await loadProfile(db, params.id)),
  save: async ({ db, body }) => {
    await checkName(db, 'profiles', 'profile_id', body.Name, body.ProfileId, 'profile');
    const values = [body.Name, body.Title, body.Description ?? null];
    const [row] = body.ProfileId
      ? await db.query<{ profile_id: string }>(
          'UPDATE profiles SET name = $2, title = $3, description = $4 WHERE profile_id = $1 RETURNING profile_id',
          [body.ProfileId, ...values],
        )
      : await db.query<{ profile_id: string }>(
          'INSERT INTO profiles (profile_id, name, title, description) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING profile_id',
          values,
        );
    const profile = await loadProfile(db, row?.profile_id ?? body.ProfileId!);
    return ok(profile, {
      message: 'Profile saved.',
      audit: { targetType: 'Profile', targetId: profile.ProfileId, description: profile.Title },
    });
  },
  remove: async ({ db, params }) => {
    const profile = await loadProfile(db, params.id);
    await db.query('DELETE FROM profiles WHERE profile_id = $1', [params.id]);
    return ok(null, {
      message: 'Profile removed.',
      audit: { targetType: 'Profile', targetId: params.id, description: profile.Title },
    });
  },
  userList: async ({ db, params, body }) => {
    await loadProfile(db, params.id);
    return ok(
      await pagedQuery<
        {
          user_id: string;
          user_name: string;
          first_name: string | null;
          last_name: string | null;
          display_name: string | null;
          value_count: number;
          updated_date: Date | null;
        },
        ProfileUserRow
      >(
        db,
        body,
        {
          columns: { UserName: { sql: 'x.user_name', type: 'text' } },
          defaultOrder: 'x.user_name, x.user_id',
          tieBreaker: 'x.user_id',
        },
        'x.*',
        `(SELECT u.user_id, u.user_name, u.first_name, u.last_name, u.display_name, count(*)::int AS value_count, max(v.updated_date) AS updated_date
          FROM profile_values v JOIN users u ON u.user_id = v.user_id WHERE v.profile_id = $1
         GROUP BY u.user_id, u.user_name, u.first_name, u.last_name, u.display_name) x WHERE TRUE`,
        (r) => ({
          UserId: r.user_id,
          UserName: r.user_name,
          FormattedName: formatName(r),
          ValueCount: r.value_count,
          UpdatedDate: isoOrNull(r.updated_date),
        }),
        [params.id],
      ),
    );
  },
  userValues: async ({ db, params }) => ok(await userValues(db, params.id, { name: params.username })),
  saveValues: async ({ db, params, body }) => {
    const current = await userValues(db, params.id, { id: body.UserId });
    const given = new Map(body.Values.map((v) => [v.ProfilePropertyId, v.Value]));
    for (const id of given.keys())
      if (!current.Values.some((v) => v.ProfilePropertyId === id))
        throw badRequest('A value names a property that does not exist.', [
          { Message: 'Unknown property.', Field: 'Values' },
        ]);
    const errors: Array<{ Message: string; Field: string }> = [];
    const store: Array<[string, string | null]> = [];
    for (const v of current.Values) {
      const property = {
        ...v,
        ProfilePropertyId: v.ProfilePropertyId,
        Sort: 0,
        PropertyGroupId: null,
      } as ProfileProperty;
      const result = checkValue(property, given.has(v.ProfilePropertyId) ? given.get(v.ProfilePropertyId)! : v.Value);
      if ('error' in result) errors.push({ Message: result.error, Field: v.Name });
      else store.push([v.ProfilePropertyId, result.value]);
    }
    if (errors.length) throw badRequest(errors[0]!.Message, errors);
    for (const [propertyId, value] of store) {
      if (value === null)
        await db.query(
          'DELETE FROM profile_values WHERE profile_id = $1 AND user_id = $2 AND profile_property_id = $3',
          [params.id, body.UserId, propertyId],
        );
      else
        await db.query(
          `INSERT INTO profile_values (profile_id, user_id, profile_property_id, value) VALUES ($1, $2, $3, $4)
         ON CONFLICT (profile_id, user_id, profile_property_id) DO UPDATE SET value = EXCLUDED.value, updated_date = now()`,
          [params.id, body.UserId, propertyId, value],
        );
    }
    return ok(await userValues(db, params.id, { id: body.UserId }), {
      message: 'Profile values saved.',
      audit: { targetType: 'User', targetId: body.UserId, description: `profile ${current.ProfileTitle}` },
    });
  },
  removeValues: async ({ db, params, body }) => {
    const current = await userValues(db, params.id, { id: body.UserId });
    await db.query('DELETE FROM profile_values WHERE profile_id = $1 AND user_id = $2', [params.id, body.UserId]);
    return ok(null, {
      message: 'Profile values removed.',
      audit: { targetType: 'User', targetId: body.UserId, description: `profile ${current.ProfileTitle}` },
    });
  },

  propertyList: async ({ db, body }) =>
    ok(
      await pagedQuery(
        db,
        body,
        named(
          'pp',
          {
            PropertyType: { sql: 'pp.property_type', type: 'number' },
            PropertyGroupTitle: { sql: 'g.title', type: 'text' },
            Sort: { sql: 'pp.sort', type: 'number' },
          },
          'pp.sort, pp.title',
        ),
        SELECT_PROPERTY,
        `${FROM_PROPERTIES} WHERE TRUE`,
        toProperty,
      ),
    ),
  propertyGet: async ({ db, params }) => ok(await loadProperty(db, params.id)),
  propertySave: async ({ db, body }) => {
    await checkName(
      db,
      'profile_properties',
      'profile_property_id',
      body.Name,
      body.ProfilePropertyId,
      'profile property',
    );
    const lookupValues = body.PropertyType === ProfilePropertyType.Lookup ? [...new Set(body.LookupValues ?? [])] : [];
    if (body.PropertyType === ProfilePropertyType.Lookup && lookupValues.length === 0)
      throw badRequest('A Lookup property needs at least one choice.', [
        { Message: 'Add at least one choice.', Field: 'LookupValues' },
      ]);
    const values = [
      body.Name,
      body.Title,
      body.PropertyType,
      body.PropertyGroupId ?? null,
      body.IsRequired,
      JSON.stringify(lookupValues),
    ];
    const [row] = body.ProfilePropertyId
      ? await db.query<{ profile_property_id: string }>(
          'UPDATE profile_properties SET name = $2, title = $3, property_type = $4, property_group_id = $5, is_required = $6, lookup_values = $7::jsonb WHERE profile_property_id = $1 RETURNING profile_property_id',
          [body.ProfilePropertyId, ...values],
        )
      : await db.query<{ profile_property_id: string }>(
          `INSERT INTO profile_properties (profile_property_id, name, title, property_type, property_group_id, is_required, lookup_values, sort)
           VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6::jsonb, (SELECT coalesce(max(sort), 0) + 1 FROM profile_properties)) RETURNING profile_property_id`,
          values,
        );
    const property = await loadProperty(db, row?.profile_property_id ?? body.ProfilePropertyId!);
    return ok(property, {
      message: 'Property saved.',
      audit: { targetType: 'ProfileProperty', targetId: property.ProfilePropertyId, description: property.Title },
    });
  },
  propertyRemove: async ({ db, params }) => {
    const property = await loadProperty(db, params.id);
    await db.query('DELETE FROM profile_properties WHERE profile_property_id = $1', [params.id]);
    return ok(null, {
      message: 'Property removed.',
      audit: { targetType: 'ProfileProperty', targetId: params.id, description: property.Title },
    });
  },
  propertySort: async ({ db, body }) => {
    await storeOrder(db, 'profile_properties', 'profile_property_id', body.Ids);
    return ok(null, {
      message: 'Order saved.',
      audit: { targetType: 'ProfileProperty', targetId: null, description: `${body.Ids.length} properties ordered` },
    });
  },
  propertyValues: async ({ db, params, body }) => {
    await loadProperty(db, params.id);
    return ok(
      await pagedQuery<
        { profile_id: string; profile_title: string; user_id: string; user_name: string; value: string },
        { ProfileId: string; ProfileTitle: string; UserId: string; UserName: string; Value: string }
      >(
        db,
        body,
        {
          columns: {
            UserName: { sql: 'u.user_name', type: 'text' },
            ProfileTitle: { sql: 'p.title', type: 'text' },
            Value: { sql: 'v.value', type: 'text' },
          },
          defaultOrder: 'u.user_name, p.title, v.profile_id',
          tieBreaker: 'v.profile_id, v.user_id',
        },
        'v.profile_id, p.title AS profile_title, v.user_id, u.user_name, v.value',
        'profile_values v JOIN profiles p ON p.profile_id = v.profile_id JOIN users u ON u.user_id = v.user_id WHERE v.profile_property_id = $1',
        (r) => ({
          ProfileId: r.profile_id,
          ProfileTitle: r.profile_title,
          UserId: r.user_id,
          UserName: r.user_name,
          Value: r.value,
        }),
        [params.id],
      ),
    );
  },

  groupList: async ({ db, body }) =>
    ok(
      await pagedQuery(
        db,
        body,
        named('g', { Sort: { sql: 'g.sort', type: 'number' } }, 'g.sort, g.title'),
        SELECT_GROUP,
        'profile_property_groups g WHERE TRUE',
        toGroup,
      ),
    ),
  groupGet: async ({ db, params }) => ok(await loadGroup(db, params.id)),
  groupSave: async ({ db, body }) => {
    await checkName(
      db,
      'profile_property_groups',
      'property_group_id',
      body.Name,
      body.PropertyGroupId,
      'property group',
    );
    const [row] = body.PropertyGroupId
      ? await db.query<{ property_group_id: string }>(
          'UPDATE profile_property_groups SET name = $2, title = $3 WHERE property_group_id = $1 RETURNING property_group_id',
          [body.PropertyGroupId, body.Name, body.Title],
        )
      : await db.query<{ property_group_id: string }>(
          'INSERT INTO profile_property_groups (property_group_id, name, title, sort) VALUES (gen_random_uuid(), $1, $2, (SELECT coalesce(max(sort), 0) + 1 FROM profile_property_groups)) RETURNING property_group_id',
          [body.Name, body.Title],
        );
    const group = await loadGroup(db, row?.property_group_id ?? body.PropertyGroupId!);
    return ok(group, {
      message: 'Property group saved.',
      audit: { targetType: 'PropertyGroup', targetId: group.PropertyGroupId, description: group.Title },
    });
  },
  groupRemove: async ({ db, params }) => {
    const group = await loadGroup(db, params.id);
    await db.query('DELETE FROM profile_property_groups WHERE property_group_id = $1', [params.id]);
    return ok(null, {
      message: 'Property group removed.',
      audit: { targetType: 'PropertyGroup', targetId: params.id, description: group.Title },
    });
  },
  groupSort: async ({ db, body }) => {
    await storeOrder(db, 'profile_property_groups', 'property_group_id', body.Ids);
    return ok(null, {
      message: 'Order saved.',
      audit: { targetType: 'PropertyGroup', targetId: null, description: `${body.Ids.length} groups ordered` },
    });
  },

  sourceList: async ({ db, body }) =>
    ok(
      await pagedQuery(
        db,
        body,
        named('s', { ProfileTitle: { sql: 'p.title', type: 'text' }, ProviderTitle: { sql: 'v.title', type: 'text' } }),
        SELECT_SOURCE,
        `${FROM_SOURCES} WHERE TRUE`,
        toSource,
      ),
    ),
  sourceGet: async ({ db, params }) => ok(await loadSource(db, params.id)),
  sourceSave: async ({ db, body }) => {
    await checkName(db, 'profile_sources', 'profile_source_id', body.Name, body.ProfileSourceId, 'profile source');
    const [provider] = await db.query<{ kind: string }>('SELECT kind FROM providers WHERE provider_id = $1', [
      body.ProviderId,
    ]);
    if (provider?.kind !== 'profile')
      throw badRequest('Choose a profile provider.', [{ Message: 'Choose a profile provider.', Field: 'ProviderId' }]);
    await loadProfile(db, body.ProfileId);
    const values = [body.Name, body.Title, body.Description ?? null, body.ProfileId, body.ProviderId];
    const [row] = body.ProfileSourceId
      ? await db.query<{ profile_source_id: string }>(
          'UPDATE profile_sources SET name = $2, title = $3, description = $4, profile_id = $5, provider_id = $6 WHERE profile_source_id = $1 RETURNING profile_source_id',
          [body.ProfileSourceId, ...values],
        )
      : await db.query<{ profile_source_id: string }>(
          'INSERT INTO profile_sources (profile_source_id, name, title, description, profile_id, provider_id) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5) RETURNING profile_source_id',
          values,
        );
    const source = await loadSource(db, row?.profile_source_id ?? body.ProfileSourceId!);
    return ok(source, {
      message: 'Profile source saved.',
      audit: { targetType: 'ProfileSource', targetId: source.ProfileSourceId, description: source.Title },
    });
  },
  sourceRemove: async ({ db, params }) => {
    const source = await loadSource(db, params.id);
    await db.query('DELETE FROM profile_sources WHERE profile_source_id = $1', [params.id]);
    return ok(null, {
      message: 'Profile source removed.',
      audit: { targetType: 'ProfileSource', targetId: params.id, description: source.Title },
    });
  },
  sourceSettings: async ({ db, params }) => {
    await loadSource(db, params.id);
    return ok({
      SourceId: params.id,
      Settings: await readSettings(db, 'profile_source_settings', 'profile_source_id', params.id),
    });
  },
  sourceSettingsSave: async ({ db, body }) => {
    const source = await loadSource(db, body.SourceId);
    await replaceSettings(db, 'profile_source_settings', 'profile_source_id', body.SourceId, body.Settings);
    return ok(null, {
      message: 'Settings saved.',
      audit: { targetType: 'ProfileSource', targetId: body.SourceId, description: `${source.Title} settings` },
    });
  },
};
