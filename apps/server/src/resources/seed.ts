import { allResources, type AnyResource } from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';
import { writeRecord } from './crud';

/**
 * Creates the demo records of every definition on a fresh start (definitions' `demo`), in registry
 * order so that references to earlier resources resolve. A record naming `${Resource}:${name}` in a
 * ref field refers to the demo record of that resource with that name.
 */
export async function seedResourceDemos(db: Queryable, secretKey: Buffer): Promise<void> {
  const made = new Map<string, string>();
  for (const def of allResources) {
    for (const record of def.demo ?? []) {
      const input = resolveRefs(def, record, made);
      const id = await writeRecord(db, secretKey, def, input, null, true);
      if (def.nameField) made.set(`${def.name}:${String(record[def.nameField])}`, id);
    }
  }
}

function resolveRefs(def: AnyResource, record: Readonly<Record<string, unknown>>, made: Map<string, string>) {
  const input: Record<string, unknown> = { ...record };
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string' && /^[A-Za-z]+:/.test(value) && made.has(value)) input[name] = made.get(value);
  }
  return input;
}
