import {
  SettingValueType,
  SYSTEM_SETTINGS,
  systemSetting,
  type ConfigurationSetting,
  type SettingDefinition,
  type SettingValueTypeId,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';

/** A configuration row as stored (migration 100 added the definition columns of custom settings). */
export interface SettingRow {
  key: string;
  value: string;
  is_secret: boolean;
  value_type: number | null;
  title: string | null;
  description: string | null;
  definition: SettingDefinition | string | null;
  is_required: boolean;
  updated_date: Date | string | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A stored jsonb read back: PGlite and pg both parse it, but a text cast would not. */
const definitionOf = (d: SettingRow['definition']): SettingDefinition =>
  !d ? { Values: [] } : typeof d === 'string' ? (JSON.parse(d) as SettingDefinition) : d;

/**
 * The setting a row (or its absence) stands for. A product setting takes its definition from the
 * catalogue; another row is a custom setting with its own (a row from before typed settings, with no
 * type, reads as UnTyped). Secrets never carry their value out of here.
 */
export function toSetting(key: string, row: SettingRow | undefined): ConfigurationSetting {
  const system = systemSetting(key);
  const isSecret = system?.IsSecret ?? row?.is_secret ?? false;
  const stored = row?.value ?? null;
  if (system) {
    const value = stored ?? system.DefaultValue;
    return {
      ...system,
      Value: isSecret ? null : value,
      IsSet: isSecret ? !!stored : stored !== null,
      IsSystem: true,
      UpdatedDate: iso(row?.updated_date ?? null),
    };
  }
  return {
    Key: key,
    Title: row?.title ?? key,
    Description: row?.description ?? '',
    Category: 'Custom',
    ValueType: (row?.value_type ?? SettingValueType.UnTyped) as SettingValueTypeId,
    Definition: definitionOf(row?.definition ?? null),
    Value: isSecret ? null : stored,
    DefaultValue: null,
    IsSecret: isSecret,
    IsSet: !!stored,
    IsRequired: row?.is_required ?? false,
    IsSystem: false,
    UpdatedDate: iso(row?.updated_date ?? null),
  };
}

const COLUMNS = 'key, value, is_secret, value_type, title, description, definition, is_required, updated_date';

export async function loadSettingRows(db: Queryable, key?: string): Promise<SettingRow[]> {
  return key === undefined
    ? db.query<SettingRow>(`SELECT ${COLUMNS} FROM configuration ORDER BY key`)
    : db.query<SettingRow>(`SELECT ${COLUMNS} FROM configuration WHERE key = $1`, [key]);
}

/** Every setting: the product's in catalogue order, then the custom ones by key. */
export async function listSettings(db: Queryable): Promise<ConfigurationSetting[]> {
  const rows = await loadSettingRows(db);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return [
    ...SYSTEM_SETTINGS.map((s) => toSetting(s.Key, byKey.get(s.Key))),
    ...rows.filter((r) => !systemSetting(r.key)).map((r) => toSetting(r.key, r)),
  ];
}

/** One setting, or null when the key names neither a product setting nor a stored one. */
export async function findSetting(db: Queryable, key: string): Promise<ConfigurationSetting | null> {
  const [row] = await loadSettingRows(db, key);
  return row || systemSetting(key) ? toSetting(key, row) : null;
}

/**
 * The value in force for a product setting, read from the database on every call (no process cache):
 * a change through any server process takes effect on the next request everywhere.
 */
export async function settingValue(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM configuration WHERE key = $1', [key]);
  return row?.value ?? systemSetting(key)?.DefaultValue ?? null;
}
