import {
  filterableColumns,
  isListField,
  listRowFieldNames,
  readableFieldNames,
  snakeCase,
  type AnyField,
  type AnyResource,
  type Fields,
} from '@portcullis/api-client/contract';
import type { ColumnSpec, ListSpec } from '../lists/paging';
import type { PagedQueryOptions } from '../lists/list-query';
import type { ServerContext } from '../context';

/**
 * SQL of a resource, derived from its definition's store mapping. Every identifier comes from the
 * definition (written in code); values are always bound.
 */

const fieldsOf = (def: AnyResource) => def.fields as Fields;

/** The stored column of a writable field. */
export const columnOf = (name: string, f: AnyField): string => f.column ?? snakeCase(name);

/** The SQL expression that reads a field (a computed expression, or the aliased column). */
export function expressionOf(def: AnyResource, name: string): string {
  if (name === def.id) return `${def.store.alias}.${def.store.idColumn}`;
  const f = fieldsOf(def)[name];
  if (!f) throw new Error(`Resource ${def.name} has no field ${name}.`);
  return f.sql ?? `${def.store.alias}.${columnOf(name, f)}`;
}

/** The table with its alias and joins (no WHERE), for statements that join further. */
export function tablesOf(def: AnyResource): string {
  const { table, alias, joins } = def.store;
  return `${table} ${alias}${joins ? ` ${joins}` : ''}`;
}

/** `FROM` fragment (table, alias, joins, condition), open for further `AND …` conditions. */
export const fromOf = (def: AnyResource, where = 'TRUE'): string => `${tablesOf(def)} WHERE ${where}`;

/** The select list: the id and every readable field, each `AS "FieldName"` so rows come back keyed by API names. */
export function selectOf(def: AnyResource): string {
  const parts = [`${expressionOf(def, def.id)} AS "${def.id}"`];
  for (const name of readableFieldNames(def)) parts.push(`${expressionOf(def, name)} AS "${name}"`);
  return parts.join(', ');
}

/** The list's select: the id and the fields a list row carries (`list.row`), keyed by API names. */
export function listSelectOf(def: AnyResource): string {
  const parts = [`${expressionOf(def, def.id)} AS "${def.id}"`];
  for (const name of listRowFieldNames(def)) parts.push(`${expressionOf(def, name)} AS "${name}"`);
  return parts.join(', ');
}

/** Aliases of the store's joined tables (`JOIN user_sources s …` → s). */
const joinedAliases = (def: AnyResource): string[] =>
  [...(def.store.joins ?? '').matchAll(/\bJOIN\s+\w+(?:\s+AS)?\s+(\w+)/gi)].map((m) => m[1]!);

/** Whether SQL reads a joined table (names one of the joins' aliases). */
const readsJoined = (def: AnyResource, sql: string): boolean =>
  joinedAliases(def).some((alias) => new RegExp(`\\b${alias}\\.`).test(sql));

/**
 * The table alone, narrowed by `where`, for the count and the page keys of a store whose joins keep
 * its rows (`joinsKeepRows`); undefined when the store has no such joins or `where` reads a joined table.
 */
export function keysFromOf(def: AnyResource, where: string): string | undefined {
  if (!def.store.joinsKeepRows || readsJoined(def, where)) return undefined;
  return `${def.store.table} ${def.store.alias} WHERE ${where}`;
}

/** How a field's values compare and format in lists and exports (by its kind). */
export const columnType = (f: AnyField): ColumnSpec['type'] => {
  if (f.kind === 'number') return 'number';
  if (f.kind === 'boolean') return 'boolean';
  if (f.kind === 'date' || f.kind === 'dateTime') return 'date';
  if (f.kind === 'choice' && typeof f.choices?.[0]?.value === 'number') return 'number';
  return 'text';
};

/** The allow-list of the paged list: its columns, search and filter columns; unsortable ones marked. */
/** The paged query's options of a resource's lists: its totals cached when its table says each change. */
export function countOptions(
  def: AnyResource,
  server: Pick<ServerContext, 'listCounts'>,
  where = 'TRUE',
): PagedQueryOptions {
  const keysFrom = keysFromOf(def, where);
  return { ...(def.store.countsCached ? { countCache: server.listCounts } : {}), ...(keysFrom ? { keysFrom } : {}) };
}

export function listSpecOf(def: AnyResource): ListSpec {
  const fields = fieldsOf(def);
  const unsortable = new Set((def.list.unsortable ?? []) as string[]);
  const unfilterable = new Set((def.list.unfilterable ?? []) as string[]);
  const columns: Record<string, ColumnSpec> = {};
  const anyValues = (def.list.anyValues ?? {}) as Record<string, string | number>;
  for (const name of filterableColumns(def)) {
    const f = fields[name]!;
    // A reference compares as text (a uuid has no lower()), as a URL filter sends it.
    const sql = f.kind === 'ref' ? `${expressionOf(def, name)}::text` : expressionOf(def, name);
    columns[name] = {
      sql,
      type: columnType(f),
      ...(unsortable.has(name) ? { sortable: false } : {}),
      ...(f.isNotNull || (f.isRequired && !f.shownWhen) ? { isNotNull: true } : {}),
      ...(readsJoined(def, sql) ? { isJoined: true } : {}),
      ...(anyValues[name] !== undefined ? { anyValue: anyValues[name] } : {}),
      ...(unfilterable.has(name) ? { filterable: false } : {}),
      // A structured value (a rule's last run) is shown, never sorted or filtered on.
      ...(f.kind === 'json' ? { sortable: false, filterable: false } : {}),
    };
  }
  const key = `${def.store.alias}.${def.store.idColumn}`;
  const order = def.list.defaultSort.map((s) => `${expressionOf(def, s.Column as string)} ${s.Asc ? 'ASC' : 'DESC'}`);
  // The key follows the first sort's direction, as compilePaging's tie-breaker does: one index (column, key) serves it.
  const keyOrder = def.list.defaultSort[0]?.Asc === false ? `${key} DESC` : key;
  return { columns, defaultOrder: [...order, keyOrder].join(', '), tieBreaker: key };
}

/** A database row (keyed by field names) as the API record: dates as ISO text, lists parsed. */
export function toRecord(def: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const fields = fieldsOf(def);
  const out: Record<string, unknown> = { [def.id]: row[def.id] };
  for (const name of readableFieldNames(def)) {
    const f = fields[name]!;
    const value = row[name];
    out[name] = convert(f, value);
  }
  return out;
}

/** A list row (keyed by field names) as the API row: the fields `list.row` names, converted as toRecord does. */
export function toListRow(def: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const fields = fieldsOf(def);
  const out: Record<string, unknown> = { [def.id]: row[def.id] };
  for (const name of listRowFieldNames(def)) out[name] = convert(fields[name]!, row[name]);
  return out;
}

function convert(f: AnyField, value: unknown): unknown {
  if (value === null || value === undefined) return isListField(f) ? [] : null;
  if (f.kind === 'dateTime') return new Date(value as string | Date).toISOString();
  if (f.kind === 'date') return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  if (isListField(f) || f.kind === 'json') return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (f.kind === 'number' && typeof value === 'string') return Number(value);
  return value;
}
