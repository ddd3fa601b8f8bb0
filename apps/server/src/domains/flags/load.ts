import { CONSOLE_APPLICATION_ID, type FlagScope } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ReadCache } from '../../engine/cache/static-cache';
import { resolveFeatureFlags, type FlagDefinition, type FlagValue } from './resolve';

interface FlagTable {
  definitions: FlagDefinition[];
  values: FlagValue[];
}

/** Every definition and value (a few rows): cached until a flag changes (the 105 triggers drop it). */
async function loadFlagTable(db: Queryable): Promise<FlagTable> {
  const [definitions, values] = await Promise.all([
    db.query<FlagDefinition>(
      'SELECT flag_def_id AS "flagDefId", name, is_enabled AS "defaultValue" FROM feature_flags ORDER BY name',
    ),
    db.query<FlagValue>(
      `SELECT flag_def_id AS "flagDefId", scope, nullif(object_key, '') AS "objectId", is_enabled AS "isEnabled"
         FROM feature_flag_values`,
    ),
  ]);
  return { definitions, values: values.map((v) => ({ ...v, scope: v.scope as FlagScope })) };
}

/**
 * The feature flags on for a signed-in user of the console (static data's featureFlags): the user's
 * own values, their groups', the console application's, the tenant's, then each flag's default.
 */
export async function featureFlagsFor(db: Queryable, cache: ReadCache, userId: string): Promise<string[]> {
  const [table, groups] = await Promise.all([
    cache.get('feature-flags', () => loadFlagTable(db)),
    db.query<{ group_def_id: string }>('SELECT group_def_id FROM group_members WHERE user_id = $1', [userId]),
  ]);
  return resolveFeatureFlags(table.definitions, table.values, {
    userId,
    groupIds: groups.map((g) => g.group_def_id),
    applicationId: CONSOLE_APPLICATION_ID,
  });
}
