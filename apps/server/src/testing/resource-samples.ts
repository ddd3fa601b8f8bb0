import {
  contract,
  formFieldNames,
  isFieldShown,
  isListField,
  ownValue,
  resourceByName,
  type AnyField,
  type AnyResource,
  type Fields,
  type ResourceRelation,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';
import { expressionOf, fromOf } from '../engine/resources/store-sql';
import { OBJECT_SOURCES } from '../engine/objects/object-sources';

/**
 * Valid inputs for any resource, derived from its definition, so that the generic tests (CRUD, audit,
 * permission matrix) cover a new resource without being told about it. A `ref` field takes an existing
 * record of its resource (the seed must hold one that matches the field's `where`).
 */

/** The contract domain that holds the resource's calls (checked: the calls must be there). */
export function domainOf(def: AnyResource): string {
  // A resource whose list and get are hand-written (access requests) joins its domain with its actions.
  const firstAction = Object.values(def.actions ?? {})[0] as { call: { name: string; path: string } } | undefined;
  const anyCall = def.calls.save ?? def.calls.list ?? def.calls.get ?? firstAction?.call;
  const domain = (contract as unknown as Record<string, Record<string, { path: string }>>)[def.domain];
  if (!anyCall || domain?.[anyCall.name]?.path !== anyCall.path)
    throw new Error(`The calls of resource ${def.name} are not in contract domain ${def.domain}.`);
  return def.domain;
}

/** The id of an existing record of `resource` matching `where` (read directly: no audit entry). */
export async function existingId(
  db: Queryable,
  resource: string,
  where: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const target = resourceByName(resource);
  const entries = Object.entries(where);
  const conditions = entries.map(([n], i) => `${expressionOf(target, n)} = $${i + 1}`);
  const [row] = await db.query<{ id: string }>(
    `SELECT ${expressionOf(target, target.id)} AS id FROM ${fromOf(target, conditions.join(' AND ') || 'TRUE')} LIMIT 1`,
    entries.map(([, v]) => v),
  );
  if (!row) throw new Error(`No ${target.noun} to refer to: seed one (${JSON.stringify(where)}).`);
  return row.id;
}

function sampleValue(def: AnyResource, name: string, f: AnyField, tag: string): unknown {
  switch (f.kind) {
    case 'name':
      return `${def.name.toLowerCase()}-${tag}`;
    case 'title':
      return `${def.titles.one} ${tag}`;
    case 'number':
      return f.min ?? 1;
    case 'boolean':
      return true;
    case 'choice':
      return f.initial ?? f.choices?.[0]?.value;
    case 'date':
      return '2031-01-15';
    case 'dateTime':
      return '2031-01-15T10:00:00.000Z';
    case 'cron':
      return '0 3 * * *';
    case 'url':
      return 'https://example.com/callback';
    case 'email':
      return `${tag}@example.com`;
    case 'textList':
      if (f.format === 'cidr') return ['192.0.2.0/24', '2001:db8:15::/48'];
      return f.initial ?? ['first', 'second'];
    case 'choiceList':
      return f.choices?.slice(0, 2).map((c) => c.value) ?? [];
    case 'itemList':
      // The definition's initial items are valid by definition (a form's one text field, a flow's one stage).
      return f.initial ?? [];
    case 'json':
      // The definition's initial value is valid by definition (a rule's empty tree).
      return f.initial ?? null;
    case 'secret':
      return `S3cret-${tag}`;
    default:
      if (f.format === 'timeZone') return 'Europe/Istanbul';
      if (f.format === 'cidr') return '198.51.100.0/24';
      // A field's initial value is valid by definition (e.g. a set of special characters).
      if (typeof f.initial === 'string' && f.initial) return f.initial;
      return `${f.title} ${tag}`.slice(0, f.maxLength ?? 200);
  }
}

/** The id of an existing object of an object type (§3: user, group …), read directly. */
async function existingObjectId(db: Queryable, objectType: string): Promise<string> {
  const source = ownValue(OBJECT_SOURCES, objectType.toLowerCase());
  if (!source) throw new Error(`Unknown object type ${objectType}.`);
  const [row] = await db.query<{ id: string }>(
    `SELECT ${source.id}::text AS id FROM ${source.table} WHERE ${source.where ?? 'TRUE'} ORDER BY ${source.name} DESC LIMIT 1`,
  );
  if (!row) throw new Error(`No ${objectType} to refer to: seed one.`);
  return row.id;
}

/** A valid save body for `def` whose name and title carry `tag`. */
export async function sampleInput(db: Queryable, def: AnyResource, tag: string): Promise<Record<string, unknown>> {
  const fields = def.fields as Fields;
  const input: Record<string, unknown> = {};
  const names = new Set([...formFieldNames(def), ...(def.partition ? [def.partition.field as string] : [])]);
  const isLookup = (f: AnyField) => f.kind === 'ref' || f.kind === 'refList' || f.kind === 'objectList';
  for (const name of names) {
    const f = fields[name]!;
    if (!f.isReadOnly && !isLookup(f)) input[name] = sampleValue(def, name, f, tag);
  }
  // Lookups after the plain values, so a lookup that does not apply (shownWhen) is not looked up.
  for (const name of names) {
    const f = fields[name]!;
    if (f.isReadOnly || !isLookup(f) || !isFieldShown(f, input)) continue;
    if (f.kind === 'ref' && !f.ref) input[name] = await existingObjectId(db, f.objectType!);
    else if (f.kind === 'ref') input[name] = await existingId(db, f.ref!, f.refWhere);
    else if (f.kind === 'refList') input[name] = [await existingId(db, f.ref!, f.refWhere)];
    else input[name] = [await existingObjectId(db, f.objectType!)];
  }
  if (def.partition) input[def.partition.field as string] = Object.keys(def.partition.access)[0];
  // A field that does not apply to the sample (shownWhen) is sent empty, as the server stores it.
  for (const name of names) {
    const f = fields[name]!;
    if (!f.isReadOnly && !isFieldShown(f, input)) input[name] = isListField(f) ? [] : null;
  }
  return input;
}

/** The request path of a call with its `:id`. */
export const pathWithId = (path: string, id: string) => path.replace(':id', id);

/** The id of an object a relation may link (the first by key; read directly: no audit entry). */
export async function relationObjectId(db: Queryable, relation: ResourceRelation): Promise<string> {
  const { table, key } = relation.object;
  const [row] = await db.query<{ id: string }>(`SELECT ${key}::text AS id FROM ${table} ORDER BY ${key} LIMIT 1`);
  if (!row) throw new Error(`No object in ${table} to link: seed one.`);
  return row.id;
}
