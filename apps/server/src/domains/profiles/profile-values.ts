import {
  ProfilePropertyType,
  profilePropertyResource,
  profileResource,
  type contract,
  type ProfileProperty,
  type ProfileUserValues,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { formatName } from '../../engine/auth/session-user';
import { isoOrNull, pagedQuery } from '../../engine/lists/list-query';
import { linkedPage, type LinkedList } from '../../engine/objects/linked-page';
import { oneRow } from '../../engine/sql/query-helpers';
import { loadRecord } from '../../engine/resources/crud';
import { selectOf, tablesOf, toRecord } from '../../engine/resources/store-sql';

/** The value calls no definition derives; a profile's users list is its definition's child list (`users`). */
type ValueCalls = Pick<typeof contract.profiles, 'userValues' | 'saveValues' | 'removeValues' | 'propertyValues'>;

/** The values one profile property holds, per user and profile. */
const PROPERTY_VALUES: LinkedList = {
  from: 'profile_values v JOIN profiles p ON p.profile_id = v.profile_id JOIN users u ON u.user_id = v.user_id',
  owner: 'v.profile_property_id',
  key: 'v.profile_id, v.user_id',
  defaultOrder: 'u.user_name, p.title, v.profile_id',
  fields: {
    ProfileId: { sql: 'v.profile_id', type: 'text', isSelectOnly: true },
    ProfileTitle: { sql: 'p.title', type: 'text' },
    UserId: { sql: 'v.user_id', type: 'text', isSelectOnly: true },
    UserName: { sql: 'u.user_name', type: 'text' },
    Value: { sql: 'v.value', type: 'text' },
  },
};
type PropertyValue = { ProfileId: string; ProfileTitle: string; UserId: string; UserName: string; Value: string };

/** Checks one value against its property (§4 types); returns the value to store, or a message. */
export function checkValue(
  p: Pick<ProfileProperty, 'Title' | 'IsRequired' | 'LookupValues'> & { PropertyType: number },
  value: string | null,
): { value: string | null } | { error: string } {
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

interface UserKeyRow {
  user_id: string;
  user_name: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
}

/** One user's values in a profile: every property (in group and property order) with its value or null. */
async function userValues(
  db: Queryable,
  profileId: string,
  userKey: { id?: string; name?: string },
): Promise<ProfileUserValues> {
  const profile = await loadRecord(db, profileResource, profileId);
  const user = await oneRow<UserKeyRow>(
    db,
    'SELECT user_id, user_name, first_name, last_name, display_name FROM users WHERE user_id = $1 OR lower(user_name) = lower($2) LIMIT 1',
    [userKey.id ?? null, userKey.name ?? null],
    'The user',
  );
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${selectOf(profilePropertyResource)}, v.value AS "Value"
       FROM ${tablesOf(profilePropertyResource)}
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
      const p = toRecord(profilePropertyResource, r) as ProfileProperty;
      return {
        ProfilePropertyId: p.ProfilePropertyId,
        Name: p.Name,
        Title: p.Title,
        PropertyType: p.PropertyType,
        PropertyGroupTitle: p.PropertyGroupTitle,
        IsRequired: p.IsRequired,
        LookupValues: p.LookupValues,
        Value: (r.Value as string | null) ?? null,
      };
    }),
  };
}

/** Profile values of one user (ProfileView, ProfileValueAdd/Edit) and per property (ProfilePropertyValue). */
export const profileValueHandlers: DomainHandlers<ValueCalls> = {
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
      const result = checkValue(v, given.has(v.ProfilePropertyId) ? given.get(v.ProfilePropertyId)! : v.Value);
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
  propertyValues: async ({ db, params, body }) => {
    await loadRecord(db, profilePropertyResource, params.id);
    return ok(await linkedPage<PropertyValue>(db, PROPERTY_VALUES, params.id, body));
  },
};
