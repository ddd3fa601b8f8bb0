import {
  accessOf,
  checkSaveInput,
  isFieldShown,
  isListField,
  resourceByName,
  titleOf,
  writableFieldNames,
  ownValue,
  type AnyField,
  type AnyResource,
  type Fields,
  type ResourceAccess,
  type ResourceContract,
  type SaveInputOf,
} from '@portcullis/api-client/contract';
import type { DomainHandlers, HandlerContext } from '../calls/handlers';
import { ok } from '../calls/handlers';
import { badRequest, conflict } from '../calls/errors';
import { requirePermission } from '../access/request-access';
import type { SessionUser } from '../auth/session-user';
import type { Queryable } from '../../db/types';
import { seal } from '../secrets/secrets';
import { pagedQuery } from '../lists/list-query';
import { checkCron } from '../jobs/cron';
import { OBJECT_SOURCES } from '../objects/object-sources';
import { columnOf, countOptions, expressionOf, fromOf, listSelectOf, listSpecOf, toListRow } from './store-sql';
import { relationHandlers } from './relations';
import { behaviourHandlers } from './behaviour';
import { checkCaller } from './lifecycle-sql';
import { checkNewObjectName } from '../names/name-checks';

export { loadRecord, type HookContext, type RelationChange, type ResourceHooks } from './records';
import { loadRecord, type ResourceHooks } from './records';

type Row = Record<string, unknown>;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fieldsOf = (def: AnyResource) => def.fields as Fields;

/** The access a partitioned record (or request) needs; unpartitioned resources are checked by the contract. */
function checkPartition(def: AnyResource, user: SessionUser | null, value: unknown, need: keyof ResourceAccess) {
  if (!def.partition || !user) return;
  const access = def.partition.access[String(value)];
  if (!access) throw badRequest(`Unknown ${def.partition.field} "${String(value)}".`);
  requirePermission(user, accessOf(access, need));
}

/** Refuses a `ref`, `refList` or `objectList` field naming a record that does not exist (400 beside the field). */
async function checkRefs(db: Queryable, def: AnyResource, input: Row): Promise<void> {
  for (const [name, f] of Object.entries(fieldsOf(def))) {
    const value = input[name];
    if (f.kind === 'refList' || f.kind === 'objectList') {
      await checkRefList(db, name, f, value);
      continue;
    }
    if (f.kind === 'ref' && !f.ref && f.objectType) {
      // A `ref` to an object of an object type (a group's rule): checked like one id of an objectList.
      await checkRefList(db, name, f, value ? [value] : []);
      continue;
    }
    if (f.kind !== 'ref' || !f.ref || value === null || value === undefined || value === '') continue;
    const target = resourceByName(f.ref);
    const where = Object.entries(f.refWhere ?? {});
    const conditions = [
      `${expressionOf(target, target.id)} = $1`,
      ...where.map(([n], i) => `${expressionOf(target, n)} = $${i + 2}`),
    ];
    const [found] = await db.query(`SELECT 1 FROM ${fromOf(target, conditions.join(' AND '))}`, [
      value,
      ...where.map(([, v]) => v),
    ]);
    if (!found) {
      const message = where.length
        ? `${f.title}: the chosen ${target.noun} does not exist or cannot be used here.`
        : `${f.title}: the chosen ${target.noun} does not exist.`;
      throw badRequest(message, [{ Message: message, Field: name }]);
    }
  }
}

/** Every id of a list field must name an existing record (of the resource) or object (of the object type). */
async function checkRefList(db: Queryable, name: string, f: AnyField, value: unknown): Promise<void> {
  const ids = Array.isArray(value) ? [...new Set(value as string[])] : [];
  if (!ids.length) return;
  let table: string;
  let what: string;
  if (f.kind === 'refList') {
    const target = resourceByName(f.ref!);
    table = `(SELECT ${expressionOf(target, target.id)} AS id FROM ${fromOf(target)})`;
    what = target.noun;
  } else {
    const source = ownValue(OBJECT_SOURCES, String(f.objectType).toLowerCase());
    if (!source) throw new Error(`Unknown object type ${String(f.objectType)} of field ${name}.`);
    table = `(SELECT ${source.id} AS id FROM ${source.table} WHERE ${source.where ?? 'TRUE'})`;
    what = String(f.objectType).toLowerCase();
  }
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} t WHERE t.id = ANY($1::uuid[])`,
    [ids],
  );
  if ((row?.n ?? 0) !== ids.length) {
    const message = `${f.title}: a chosen ${what} does not exist.`;
    throw badRequest(message, [{ Message: message, Field: name }]);
  }
}

/**
 * The name rules of a save (issue 23): the same name in another case is taken (409, always checked); a
 * name being created or changed must not be reserved (400) nor the look-alike of another's (409).
 */
async function checkUniqueName(
  db: Queryable,
  def: AnyResource,
  input: Row,
  id: string | null,
  existing: Row | null,
): Promise<void> {
  if (!def.nameField) return;
  const value = String(input[def.nameField] ?? '');
  const partition = def.partition ? `AND ${expressionOf(def, def.partition.field)} = $3` : '';
  const params = def.partition ? [value, id, input[def.partition.field]] : [value, id];
  const name = expressionOf(def, def.nameField);
  const others = `${expressionOf(def, def.id)} IS DISTINCT FROM $2 ${partition}`;
  const [taken] = await db.query(`SELECT 1 FROM ${fromOf(def, `lower(${name}) = lower($1) AND ${others}`)}`, params);
  if (taken) {
    const message = `A ${def.noun} named "${value}" already exists.`;
    throw conflict(message);
  }
  if (existing && existing[def.nameField] === value) return;
  await checkNewObjectName(
    db,
    def.noun,
    def.nameField,
    value,
    `SELECT ${name} AS name FROM ${fromOf(def, `$1::text IS NOT NULL AND ${others}`)}`,
    params,
  );
}

/** Values the save writes: writable, stored fields; an empty secret on update keeps the stored one. */
function columnsToWrite(
  def: AnyResource,
  input: Row,
  isCreate: boolean,
  key: Buffer,
): Array<[string, unknown, string]> {
  const out: Array<[string, unknown, string]> = [];
  for (const name of writableFieldNames(def)) {
    const f = fieldsOf(def)[name]!;
    if (f.isNotStored || (f.isImmutable && !isCreate) || name === def.order?.field) continue;
    // A field that does not apply (shownWhen) is stored empty.
    let value = isFieldShown(f, input) ? input[name] : isListField(f) ? [] : null;
    if (f.isWriteOnly) {
      if (value === undefined || value === null || value === '') {
        if (!isCreate) continue;
        value = null;
      } else value = seal(key, String(value));
    }
    if (isListField(f)) out.push([columnOf(name, f), JSON.stringify(value ?? []), '::jsonb']);
    else if (f.kind === 'json')
      out.push([columnOf(name, f), value === undefined || value === null ? null : JSON.stringify(value), '::jsonb']);
    else if (typeof value === 'string' && !value.trim() && !f.isRequired) out.push([columnOf(name, f), null, '']);
    else out.push([columnOf(name, f), value ?? null, '']);
  }
  return out;
}

/**
 * Inserts (`isCreate`) or updates one record from a save input; returns its id. Secrets are sealed with
 * `secretKey`. Used by the generic save and by the demo seed.
 */
export async function writeRecord(
  db: Queryable,
  secretKey: Buffer,
  def: AnyResource,
  input: Row,
  id: string | null,
  isCreate: boolean,
): Promise<string> {
  const { table, idColumn } = def.store;
  const touchColumn = def.store.touchColumn ?? (def.store.isManaged ? 'updated_date' : undefined);
  const values = columnsToWrite(def, input, isCreate, secretKey);
  if (isCreate) {
    const cols = [idColumn, ...values.map(([c]) => c)];
    const params: unknown[] = [id, ...values.map(([, v]) => v)];
    const placeholders = [
      'coalesce($1::uuid, gen_random_uuid())',
      ...values.map(([, , cast], i) => `$${i + 2}${cast}`),
    ];
    if (def.order) {
      const orderColumn = columnOf(def.order.field as string, fieldsOf(def)[def.order.field as string]!);
      cols.push(orderColumn);
      placeholders.push(`(SELECT coalesce(max(${orderColumn}), 0) + 1 FROM ${table})`);
    }
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${idColumn} AS id`,
      params,
    );
    return row!.id;
  }
  const sets = values.map(([c, , cast], i) => `${c} = $${i + 2}${cast}`);
  if (touchColumn) sets.push(`${touchColumn} = now()`);
  if (sets.length) {
    await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE ${idColumn} = $1`, [id, ...values.map(([, v]) => v)]);
  }
  return id!;
}

/**
 * The paged list of a resource (its allow-listed columns, search and filters, its partition and Scope
 * bound), for the generic handlers and for a hand-written domain whose list is the definition's
 * (users: `/user/userlist`).
 */
export function resourceListHandler(def: AnyResource) {
  return async ({ db, user, body, server }: HandlerContext<unknown, unknown, Row>) => {
    const partition = def.partition ? String(body[def.partition.field]) : null;
    if (def.partition) checkPartition(def, user, partition, 'list');
    const { [def.partition?.field ?? '']: _omit, Scope: scope, ...request } = body;
    // The partition and the list's Scope (§3 "paging plus Scope") narrow the rows; both are bound.
    const narrowed: Array<[string, unknown]> = [];
    if (def.partition) narrowed.push([def.partition.field, partition]);
    const tree = scopeTreeCondition(def, scope);
    if (def.list.scope && !tree && scope !== undefined && scope !== null) narrowed.push([def.list.scope.field, scope]);
    const conditions = narrowed.map(([name], i) => `${expressionOf(def, name)} = $${i + 1}`);
    if (tree === 'topLevel') conditions.push(`${expressionOf(def, def.list.scope!.field)} IS NULL`);
    if (tree === 'children') {
      narrowed.push([def.list.scope!.field, scope]);
      conditions.push(`${expressionOf(def, def.list.scope!.field)} = $${narrowed.length}`);
    }
    const isScopeMissing = def.list.isScopeRequired && !(typeof scope === 'string' && GUID.test(scope));
    const where = isScopeMissing ? 'FALSE' : conditions.join(' AND ') || 'TRUE';
    return ok(
      await pagedQuery(
        db,
        request as never,
        listSpecOf(def),
        listSelectOf(def),
        fromOf(def, where),
        (r: Row) => toListRow(def, r),
        isScopeMissing ? [] : narrowed.map(([, value]) => value),
        countOptions(def, server, where),
      ),
    );
  };
}

/**
 * The generic handlers of a resource's calls (list, get, save, remove, sort): paged list over the
 * allow-listed columns, get by id (404), save (field rules §5 → 400, existing refs → 400, unique name →
 * 409, insert or update, one audit entry), remove (dependants → 409, soft delete where the store says,
 * one audit entry), manual order and the relations' list, assign and unassign (relations.ts).
 * Partitioned resources check the partition's permission here.
 */
export function resourceHandlers<const D extends AnyResource>(
  def: D,
  hooks: ResourceHooks<D> = {},
): DomainHandlers<ResourceContract<D>> {
  const out: Record<string, unknown> = {};
  const { one } = def.titles;
  const calls = def.calls;
  const audit = (record: Row) => ({
    targetType: def.audit.targetType,
    targetId: String(record[def.id]),
    description: titleOf(def, record),
  });

  if (calls.list) out[calls.list.name] = resourceListHandler(def);
  if (calls.get) {
    out[calls.get.name] = async (ctx: HandlerContext<{ id: string }, unknown, unknown>) => {
      const { db, user, params } = ctx;
      const record = await loadRecord(db, def, params.id);
      checkPartition(def, user, def.partition ? (record as Row)[def.partition.field] : null, 'view');
      checkCaller(def, user, record as Row);
      return ok(hooks.read ? await hooks.read(ctx, params.id) : record);
    };
  }
  if (calls.save) {
    const isNewQuery = Boolean(calls.save.isNewQuery);
    out[calls.save.name] = async (ctx: HandlerContext<unknown, { isNew?: string } | undefined, Row>) => {
      const { db, user, body, query } = ctx;
      const id = (body[def.id] as string | undefined) ?? null;
      const isCreate = isNewQuery ? query?.isNew === 'true' : !id;
      if (!isCreate && !id)
        throw badRequest(`${def.id} is required to update.`, [{ Message: `${def.id} is required.`, Field: def.id }]);
      const existing = isCreate ? null : await loadRecord(db, def, id!);
      if (def.partition) {
        const field = def.partition.field as string;
        if (existing && (existing as Row)[field] !== body[field])
          throw badRequest(`The ${field} of ${articled(def.noun)} cannot change.`);
        checkPartition(def, user, body[field], 'edit');
      }
      if (existing) {
        // Fields set at creation (`immutable`) never change: a different value is refused, not ignored.
        for (const name of writableFieldNames(def)) {
          const f = fieldsOf(def)[name]!;
          if (!f.isImmutable || !(name in body)) continue;
          if (JSON.stringify(body[name] ?? null) !== JSON.stringify((existing as Row)[name] ?? null)) {
            const message = `${f.title} cannot change once the ${def.noun} exists.`;
            throw badRequest(message, [{ Message: message, Field: name }]);
          }
        }
      }
      const problems = checkSaveInput(def, body, isCreate);
      if (problems.length) throw badRequest(problems[0]!.Message, problems);
      for (const [name, f] of Object.entries(fieldsOf(def)))
        if (f.kind === 'cron') checkCron(body[name] as string | null, name);
      await checkRefs(db, def, body);
      await checkUniqueName(db, def, body, isCreate ? null : id, existing as Row | null);
      const input = ((await hooks.beforeSave?.(ctx, body as SaveInputOf<D>, existing)) ?? body) as Row;
      const savedId = await writeRecord(db, ctx.server.secretKey, def, input, id, isCreate);
      let record = await loadRecord(db, def, savedId);
      if (hooks.afterSave) {
        await hooks.afterSave(ctx, record, input as SaveInputOf<D>, isCreate);
        // The answer is the record as stored, with what the hook wrote (an owner, child rows read by `sql`).
        record = await loadRecord(db, def, savedId);
      }
      return ok(record, { message: `${one} saved.`, audit: audit(record as Row) });
    };
  }
  if (calls.remove) {
    out[calls.remove.name] = async (ctx: HandlerContext<{ id: string }, unknown, unknown>) => {
      const { db, user, params } = ctx;
      const record = await loadRecord(db, def, params.id);
      checkPartition(def, user, def.partition ? (record as Row)[def.partition.field] : null, 'remove');
      for (const dependant of def.dependants ?? []) {
        const [row] = await db.query<{ n: number }>(dependant.countSql, [params.id]);
        const n = Number(row?.n ?? Object.values(row ?? {})[0] ?? 0);
        if (n > 0)
          throw conflict(`${titleOf(def, record as Row)} is used by ${n} ${dependant.what}; change them first.`);
      }
      await hooks.beforeRemove?.(ctx, record);
      const { table, idColumn, softDeleteColumn } = def.store;
      if (softDeleteColumn)
        await db.query(`UPDATE ${table} SET ${softDeleteColumn} = TRUE WHERE ${idColumn} = $1`, [params.id]);
      else await db.query(`DELETE FROM ${table} WHERE ${idColumn} = $1`, [params.id]);
      return ok(null, { message: `${one} removed.`, audit: audit(record as Row) });
    };
  }
  if (calls.sort && def.order) {
    const orderColumn = columnOf(def.order.field as string, fieldsOf(def)[def.order.field as string]!);
    out[calls.sort.name] = async ({ db, body }: HandlerContext<unknown, unknown, { Ids: string[] }>) => {
      const unique = [...new Set(body.Ids)];
      const rows = await db.query(
        `UPDATE ${def.store.table} t SET ${orderColumn} = o.n FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n) WHERE t.${def.store.idColumn} = o.id RETURNING 1`,
        [unique],
      );
      if (rows.length !== unique.length)
        throw badRequest('Some ids of the order do not exist.', [{ Message: 'Unknown ids.', Field: 'Ids' }]);
      return ok(null, {
        message: 'Order saved.',
        audit: {
          targetType: def.audit.targetType,
          targetId: null,
          description: `${unique.length} ${def.titles.many.toLowerCase()} ordered`,
        },
      });
    };
  }
  Object.assign(out, relationHandlers(def, hooks as ResourceHooks<AnyResource>));
  if (def.actions || def.children || def.calls.mine) Object.assign(out, behaviourHandlers(def, hooks));
  return out as DomainHandlers<ResourceContract<D>>;
}

/**
 * How a tree's Scope narrows its list (`list.scopeTree`, §7 GroupDefList): a record's id its direct
 * children, the top-level word the records without a parent, anything else every record (null).
 */
export function scopeTreeCondition(def: AnyResource, scope: unknown): 'children' | 'topLevel' | 'all' | null {
  if (!def.list.scopeTree) return null;
  if (typeof scope === 'string' && UUID.test(scope)) return 'children';
  return scope === def.list.scopeTree.topLevel ? 'topLevel' : 'all';
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const articled = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
