import {
  allResources,
  resourceByName,
  type AnyField,
  type AnyResource,
  type Fields,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { columnOf } from './store-sql';

/**
 * Tables of resources whose store is managed (`store.isManaged`): created from the definition after the
 * SQL migrations, and extended with a column for every stored field added later. Columns are never
 * dropped or retyped here: a change of that kind is a migration. Required fields are enforced by the
 * API (a NOT NULL column could not be added to a table that has rows).
 */

const sqlType = (f: AnyField): string => {
  switch (f.kind) {
    case 'number':
      return f.isInteger ? 'integer' : 'double precision';
    case 'boolean':
      return 'boolean NOT NULL DEFAULT false';
    case 'choice':
      return typeof f.choices?.[0]?.value === 'number' ? 'integer' : 'text';
    case 'ref':
      return `uuid REFERENCES ${refTable(f)}`;
    case 'date':
      return 'date';
    case 'dateTime':
      return 'timestamptz';
    case 'textList':
    case 'choiceList':
    case 'refList':
    case 'objectList':
    case 'itemList':
      return "jsonb NOT NULL DEFAULT '[]'::jsonb";
    default:
      return 'text';
  }
};

const refTable = (f: AnyField) => {
  const target = resourceByName(f.ref!);
  return `${target.store.table} (${target.store.idColumn})`;
};

/** The statements that create or extend one managed table (identifiers from the definition, written in code). */
export function managedTableStatements(def: AnyResource): string[] {
  const { table, idColumn } = def.store;
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (${idColumn} uuid PRIMARY KEY, created_date timestamptz NOT NULL DEFAULT now(), updated_date timestamptz)`,
  ];
  for (const [name, f] of Object.entries(def.fields as Fields)) {
    if (f.sql || f.isNotStored) continue;
    const column = columnOf(name, f);
    if (column === 'created_date' || column === 'updated_date') continue;
    const type = def.order?.field === name ? 'integer NOT NULL DEFAULT 0' : sqlType(f);
    statements.push(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type}`);
  }
  if (def.nameField) {
    const column = columnOf(def.nameField, (def.fields as Fields)[def.nameField]!);
    statements.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_name_key ON ${table} (lower(${column}))`);
  }
  return statements;
}

/** Creates or extends every managed table, referenced tables first, in one transaction. */
export async function ensureManagedTables(db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }) {
  const managed = allResources.filter((d) => d.store.isManaged);
  const ordered: AnyResource[] = [];
  const visit = (def: AnyResource, trail: string[]) => {
    if (ordered.includes(def)) return;
    if (trail.includes(def.name)) throw new Error(`Managed tables refer to each other in a loop: ${trail.join(' → ')}`);
    for (const f of Object.values(def.fields as Fields)) {
      const target = f.kind === 'ref' && f.ref ? resourceByName(f.ref) : null;
      if (target?.store.isManaged && target !== def) visit(target, [...trail, def.name]);
    }
    ordered.push(def);
  };
  for (const def of managed) visit(def, []);
  if (!ordered.length) return;
  await db.transaction(async (tx) => {
    for (const def of ordered) for (const statement of managedTableStatements(def)) await tx.query(statement);
  });
}
