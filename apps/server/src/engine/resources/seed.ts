import { allResources, resourceByName, type AnyResource, type Fields } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { writeRecord } from './crud';
import { expressionOf, fromOf } from './store-sql';

/**
 * Creates the demo records of every definition on a fresh start (definitions' `demo`), in registry
 * order so that references to earlier resources resolve. A record naming `${resource}:${name}` in a
 * ref field (or as an item of a ref list) refers to the record of that resource with that name: a demo
 * record made earlier, or a record the SQL seed already wrote (resources on tables of their own migration).
 */
export async function seedResourceDemos(db: Queryable, secretKey: Buffer): Promise<void> {
  const made = new Map<string, string>();
  for (const def of allResources) {
    for (const record of def.demo ?? []) {
      const input = await resolveRefs(db, def, record, made);
      const id = await writeRecord(db, secretKey, def, input, null, true);
      if (def.nameField) made.set(`${def.name}:${String(record[def.nameField])}`, id);
    }
  }
}

async function resolveRefs(
  db: Queryable,
  def: AnyResource,
  record: Readonly<Record<string, unknown>>,
  made: Map<string, string>,
) {
  const input: Record<string, unknown> = { ...record };
  const resolve = async (value: unknown) => {
    const ref = typeof value === 'string' ? /^([A-Za-z]+):(.+)$/.exec(value) : null;
    if (!ref) return value;
    const known = made.get(value as string) ?? (await existingByName(db, ref[1]!, ref[2]!));
    if (!known) throw new Error(`Demo record of ${def.name} refers to ${String(value)}, which does not exist.`);
    return known;
  };
  for (const [name, value] of Object.entries(record)) {
    const kind = (def.fields as Fields)[name]?.kind;
    if (kind === 'ref') input[name] = await resolve(value);
    else if (kind === 'refList' && Array.isArray(value)) input[name] = await Promise.all(value.map(resolve));
  }
  return input;
}

async function existingByName(db: Queryable, resource: string, name: string): Promise<string | undefined> {
  const target = allResources.some((d) => d.name === resource) ? resourceByName(resource) : undefined;
  if (!target?.nameField) return undefined;
  const [row] = await db.query<{ id: string }>(
    `SELECT ${expressionOf(target, target.id)} AS id FROM ${fromOf(target, `lower(${expressionOf(target, target.nameField)}) = lower($1)`)} LIMIT 1`,
    [name],
  );
  return row?.id;
}
