import {
  messages,
  USE_GLOBAL_EXPORT_SETTINGS_KEY,
  type ExportMappingProperty,
  type ExportSetting,
} from '@portcullis/api-client/contract';
import { settingValue } from '../configurations/settings-store';
import type { Queryable } from '../../db/types';
import { ApiError, badRequest } from '../../engine/calls/errors';
import {
  exportMapping,
  exportSource,
  pickColumns,
  references,
  topLevel,
  type ExportColumn,
  type ExportRoutes,
  type ExportSource,
} from './registry';
import { normalizeSeparator } from './writers';

/** Spec §8: the block message tells the user to contact the system administrator. */
export const GLOBAL_SETTINGS_BLOCK_MESSAGE = messages.exportSettingsGlobal;

/** Settings one user may keep (each value up to 100 000 characters). */
const MAX_SETTINGS_PER_USER = 200;

/** Whether the global export settings switch (configuration UseGlobalExportSettings, default on) is on; read on every call, so a change made through any process applies at once. */
async function isGlobalSwitchOn(db: Queryable): Promise<boolean> {
  return (await settingValue(db, USE_GLOBAL_EXPORT_SETTINGS_KEY)) !== 'false';
}

export async function isGlobalSettingsInUse(db: Queryable): Promise<boolean> {
  if (!(await isGlobalSwitchOn(db))) return false;
  const [row] = await db.query<{ used: boolean }>('SELECT EXISTS (SELECT 1 FROM export_settings) AS used');
  return row?.used === true;
}

/** The export source of a settings name, or null when the name is not an exportable object. */
function sourceOf(name: string): ExportSource | null {
  try {
    return exportSource(name);
  } catch {
    return null;
  }
}

/** The stored value in force for a user: the global one while in use, else the user's own. */
async function effectiveValue(db: Queryable, userId: string, name: string): Promise<string | null> {
  const [global] = (await isGlobalSwitchOn(db))
    ? await db.query<{ value: string }>('SELECT value FROM export_settings WHERE lower(name) = lower($1)', [name])
    : [];
  if (global) return global.value;
  const [own] = await db.query<{ value: string }>(
    'SELECT value FROM user_settings WHERE user_id = $1 AND lower(name) = lower($2)',
    [userId, name],
  );
  return own?.value ?? null;
}

export async function readSetting(
  db: Queryable,
  userId: string,
  name: string,
  routes: ExportRoutes = {},
): Promise<ExportSetting> {
  const source = sourceOf(name);
  const defaultValue = source ? JSON.stringify(exportMapping(source, routes)) : '';
  const value = await effectiveValue(db, userId, source?.name ?? name);
  return { Name: source?.name ?? name, Value: value ?? defaultValue, DefaultValue: defaultValue };
}

/** Mapping properties from a stored value: an ExportMapping, or its Properties array. Null when it is not one. */
function parseProperties(value: string): ExportMappingProperty[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? (parsed as { Properties?: unknown }).Properties
      : null;
  if (!Array.isArray(list)) return null;
  return list.filter((p): p is ExportMappingProperty => !!p && typeof p === 'object');
}

/**
 * One column per mapped property: a Guid reference's nested properties become "Reference.Property"
 * columns (titled by the nested item); a reference without nested items maps to nothing.
 */
function flatten(list: ExportMappingProperty[]): ExportMappingProperty[] {
  return list.flatMap((p) =>
    p.Properties.length
      ? [...p.Properties]
          .sort((a, b) => a.Sort - b.Sort)
          .map((n) => ({ ...n, PropertyName: `${p.PropertyName}.${n.PropertyName}`, Properties: [] }))
      : [p],
  );
}

/** Spec §5: saving drops property items with an empty title or name (nested ones too). */
function cleanProperties(list: ExportMappingProperty[]): ExportMappingProperty[] {
  return list
    .filter(
      (p) =>
        typeof p.PropertyName === 'string' &&
        p.PropertyName.trim() &&
        typeof p.PropertyTitle === 'string' &&
        p.PropertyTitle.trim(),
    )
    .map((p, i) => ({
      PropertyTitle: p.PropertyTitle.trim(),
      PropertyName: p.PropertyName.trim(),
      PropertyType: typeof p.PropertyType === 'string' ? p.PropertyType : 'String',
      Properties: Array.isArray(p.Properties) ? cleanProperties(p.Properties) : [],
      Sort: Number.isInteger(p.Sort) ? p.Sort : i + 1,
    }));
}

/** Saves the user's own setting; refused (409) while global settings are in use. Mapping values are checked and cleaned. */
export async function saveUserSetting(
  db: Queryable,
  userId: string,
  name: string,
  value: string,
  routes: ExportRoutes = {},
): Promise<void> {
  if (await isGlobalSettingsInUse(db)) throw new ApiError(409, GLOBAL_SETTINGS_BLOCK_MESSAGE, 'Export settings');
  const source = sourceOf(name);
  let stored = value;
  if (source) {
    const properties = parseProperties(value);
    if (!properties)
      throw badRequest(`The export settings of ${source.name} must be an export mapping (JSON with Properties).`, [
        { Message: 'Not an export mapping.', Field: 'Value' },
      ]);
    const cleaned = cleanProperties(properties);
    const isReference = (name: string) => references(source).some((r) => r.toLowerCase() === name.toLowerCase());
    const unknown = flatten(cleaned).find(
      (p) =>
        !isReference(p.PropertyName) &&
        !source.columns.some((c) => c.name.toLowerCase() === p.PropertyName.toLowerCase()),
    );
    if (unknown)
      throw badRequest(`Unknown property "${unknown.PropertyName}" for ${source.name}.`, [
        { Message: `Unknown property "${unknown.PropertyName}".`, Field: 'Value' },
      ]);
    stored = JSON.stringify({
      Name: source.name,
      Route: routes[source.name] ?? source.route ?? '',
      Properties: cleaned,
    });
  }
  const [mine] = await db.query<{ n: number; has: boolean }>(
    'SELECT count(*)::int AS n, bool_or(lower(name) = lower($2)) AS has FROM user_settings WHERE user_id = $1',
    [userId, source?.name ?? name],
  );
  if (mine && !mine.has && mine.n >= MAX_SETTINGS_PER_USER)
    throw badRequest(`You can keep at most ${MAX_SETTINGS_PER_USER} export settings.`);
  await db.query(
    `INSERT INTO user_settings (user_id, name, value) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, name) DO UPDATE SET value = EXCLUDED.value, updated_date = now()`,
    [userId, source?.name ?? name, stored],
  );
}

/**
 * The columns a CSV export of `source` writes for a user: the mapping in force (global, else the
 * user's), ordered by Sort with its titles; every column when there is none. Stale names are skipped.
 */
export async function mappedColumns(db: Queryable, userId: string, source: ExportSource): Promise<ExportColumn[]> {
  const value = await effectiveValue(db, userId, source.name);
  const properties = value ? parseProperties(value) : null;
  if (!properties) return topLevel(source);
  const picked: ExportColumn[] = [];
  for (const p of flatten(cleanProperties(properties).sort((a, b) => a.Sort - b.Sort))) {
    const column = source.columns.find((c) => c.name.toLowerCase() === p.PropertyName.toLowerCase());
    if (column && !picked.some((c) => c.name === column.name)) picked.push({ ...column, title: p.PropertyTitle });
  }
  return picked.length ? picked : topLevel(source);
}

/**
 * The columns an export dialog ticked, in its order, titled as the export settings in force title
 * them (else their default titles). A name that is not an export column is a 400 (pickColumns).
 */
export async function chosenColumns(
  db: Queryable,
  userId: string,
  source: ExportSource,
  names: readonly string[],
): Promise<ExportColumn[]> {
  const value = await effectiveValue(db, userId, source.name);
  const properties = (value ? parseProperties(value) : null) ?? [];
  const titles: Record<string, string> = {};
  for (const p of flatten(cleanProperties(properties))) {
    const column = source.columns.find((c) => c.name.toLowerCase() === p.PropertyName.toLowerCase());
    if (column && !titles[column.name]) titles[column.name] = p.PropertyTitle;
  }
  return pickColumns(source, names, titles);
}

/** The CSV separator: PORTCULLIS_CSV_SEPARATOR, else the CsvSeparator configuration, else ';' (spec §9). */
export async function csvSeparator(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.PORTCULLIS_CSV_SEPARATOR) return normalizeSeparator(env.PORTCULLIS_CSV_SEPARATOR);
  const [row] = await db.query<{ value: string }>("SELECT value FROM configuration WHERE key = 'CsvSeparator'");
  return normalizeSeparator(row?.value);
}
