import type { AnyField, Fields } from './fields';
import type { AnyResource } from './define';

/** Names of the fields a record carries (all but write-only), in definition order. */
export const readableFieldNames = (def: AnyResource): string[] =>
  Object.entries(def.fields as Fields)
    .filter(([, f]) => !f.isWriteOnly)
    .map(([n]) => n);

/** Names of the fields a save sends (all but read-only), in definition order. */
export const writableFieldNames = (def: AnyResource): string[] =>
  Object.entries(def.fields as Fields)
    .filter(([, f]) => !f.isReadOnly)
    .map(([n]) => n);

/** The save form's fields, in order. */
export const formFieldNames = (def: AnyResource): string[] =>
  def.form ? [...(def.form as string[])] : writableFieldNames(def).filter((n) => n !== def.order?.field);

/** The view page's facts, in order. */
export const factFieldNames = (def: AnyResource): string[] =>
  def.facts ? [...(def.facts as string[])] : readableFieldNames(def).filter((n) => n !== def.titleField);

/** A field of the definition by name (throws for a name the definition does not have: a code error). */
export function fieldOf(def: AnyResource, name: string): AnyField {
  const f = Object.prototype.hasOwnProperty.call(def.fields, name) ? (def.fields as Fields)[name] : undefined;
  if (!f) throw new Error(`Resource ${def.name} has no field ${name}.`);
  return f;
}

/** The display title of a record. */
export const titleOf = (def: AnyResource, record: Record<string, unknown>): string =>
  String(record[def.titleField] ?? '');

/** The id of a record. */
export const idOf = (def: AnyResource, record: Record<string, unknown>): string => String(record[def.id] ?? '');

/** Columns the list may filter on (columns, search columns and further filters). */
export const filterableColumns = (def: AnyResource): string[] => [
  ...new Set([
    ...(def.list.columns as string[]),
    ...((def.list.search ?? []) as string[]),
    ...((def.list.filters ?? []) as string[]),
  ]),
];

/** Fields a list row carries, in order: `list.row`, else every readable field. */
export const listRowFieldNames = (def: AnyResource): string[] =>
  def.list.row ? [...(def.list.row as string[])] : readableFieldNames(def);

/** A list column's header (and its filter's label): `list.columnTitles`, else the field's title. */
export const columnTitleOf = (def: AnyResource, name: string): string =>
  (def.list.columnTitles as Record<string, string> | undefined)?.[name] ?? fieldOf(def, name).title;

/** 'No content items.' unless the definition says otherwise. */
export const emptyTextOf = (def: AnyResource): string => def.list.emptyText ?? `No ${def.titles.many.toLowerCase()}.`;
