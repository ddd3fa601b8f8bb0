import type { AnyResource, RecordOf, SaveInputOf } from '@portcullis/api-client/contract';
import type { ActionBodies } from './behaviour';
import type { HandlerContext } from '../calls/handlers';
import { notFound } from '../calls/errors';
import type { Queryable } from '../../db/types';
import { expressionOf, fromOf, selectOf, toRecord } from './store-sql';

/**
 * What a hook is told: the database (the write's transaction), the signed-in user, the server and the
 * request (its client address and headers, e.g. to keep a caller from locking themselves out).
 */
export type HookContext = Pick<HandlerContext<unknown, unknown, unknown>, 'db' | 'user' | 'server' | 'request'> &
  /** The write's grant guard when its call declares `grants` (tell it the accounts a hook adds: `snapshotUsers`). */
  Partial<Pick<HandlerContext<unknown, unknown, unknown>, 'guard'>>;

/**
 * Override slots of the generic handlers. Each is optional; the generic behaviour covers the rest.
 * Throw an ApiError (badRequest, conflict …) from a hook to refuse: the write's transaction rolls back.
 */
export interface ResourceHooks<D extends AnyResource> {
  /**
   * Checks beyond the field rules (other tables, cross-field rules), after the generic ones passed;
   * may return the input to store instead (e.g. clearing a field that does not apply).
   */
  beforeSave?: (
    ctx: HookContext,
    input: SaveInputOf<D>,
    existing: RecordOf<D> | null,
  ) => Promise<SaveInputOf<D> | void>;
  /** Writes what the generic save does not (child rows …), inside the same transaction. */
  afterSave?: (ctx: HookContext, record: RecordOf<D>, input: SaveInputOf<D>, isCreate: boolean) => Promise<void>;
  /** Refuses or prepares a removal. */
  beforeRemove?: (ctx: HookContext, record: RecordOf<D>) => Promise<void>;
  /** Refuses a change of one of the record's relations (assign or unassign), before anything is linked. */
  beforeRelationChange?: (ctx: HookContext, record: RecordOf<D>, change: RelationChange) => Promise<void>;
  /**
   * The bodies of the definition's actions (behaviour.ts): the layer loads the record or resolves the
   * selection, checks reach, state and input, moves the state and audits; a body writes the rest.
   */
  actions?: ActionBodies<D>;
  /**
   * How a record reads for the caller when it is more than its fields (an access request with its
   * decisions and what the caller may do with it): the answer of the generic get and of record actions.
   * Throw notFound for a record the caller may not see.
   */
  read?: (ctx: HookContext, id: string) => Promise<unknown>;
}

/** A change of a relation a hook is told about: which relation (its key in `relations`), which objects, which way. */
export interface RelationChange {
  relation: string;
  objectIds: readonly string[];
  isAssign: boolean;
}

type Row = Record<string, unknown>;

/** Loads one record by id, or a 404 naming the resource. */
/**
 * 404 unless the record exists: a child list needs only that, not its parent's computed fields (a
 * campaign's progress counts every one of its items).
 */
export async function requireRecord(db: Queryable, def: AnyResource, id: string): Promise<void> {
  const found = await db.query(`SELECT 1 FROM ${def.store.table} WHERE ${def.store.idColumn} = $1`, [id]);
  if (!found.length) throw notFound(`The ${def.noun}`);
}

export async function loadRecord<D extends AnyResource>(db: Queryable, def: D, id: string): Promise<RecordOf<D>> {
  const [row] = await db.query<Row>(
    `SELECT ${selectOf(def)} FROM ${fromOf(def, `${expressionOf(def, def.id)} = $1`)}`,
    [id],
  );
  if (!row) throw notFound(`The ${def.noun}`);
  return toRecord(def, row) as RecordOf<D>;
}
