import {
  actionRefusal,
  actorRefusal,
  boundActionFor,
  boundInput,
  boundRecordId,
  checkActionInput,
  doneTextOf,
  MAX_SELECTION,
  titleOf,
  type AnyResource,
  type PagedRequest,
  type RecordOf,
  type ResourceAction,
  type ResourceChild,
  type Selection,
  targetStateOf,
} from '@portcullis/api-client/contract';
import type { z } from 'zod';
import type { HandlerContext } from '../calls/handlers';
import { ok } from '../calls/handlers';
import { badRequest } from '../calls/errors';
import { compilePaging } from '../lists/paging';
import { pagedQuery } from '../lists/list-query';
import type { JobDefinition } from '../jobs/define-job';
import type { GrantGuard } from '../access/guard';
import { AccessRefused } from '../access/refusal';
import { countOptions, fromOf, listSpecOf, selectOf, toRecord, expressionOf } from './store-sql';
import { loadRecord, requireRecord, type HookContext, type ResourceHooks } from './records';
import { callerCondition, checkCaller, moveState, stateColumnOf, stateValue } from './lifecycle-sql';

type Row = Record<string, unknown>;

/** What an action's body is given besides the record (or the selection) and the validated input. */
export interface ActionContext extends HookContext {
  /** The grant guard of an action that declares `grants` (name the accounts it manages: `manageUsers`). */
  guard: GrantGuard | null;
  /** The call's reply: work queued in the transaction (provisioning a delivery) wakes its workers once it is sent. */
  reply: HandlerContext<unknown, unknown, unknown>['reply'];
  /**
   * Queues background work on the server's job queue inside the action's transaction (it exists only
   * if the action succeeds); the workers are woken once the response is sent, after the commit.
   */
  startJob<I extends z.ZodType>(
    job: JobDefinition<I>,
    input: z.input<I>,
    options?: { id?: string },
  ): Promise<string | null>;
}

/**
 * The result an action's body may give: a toast other than the default; a bound action (one on a call
 * the spec fixes) also gives the call's answer (`data`), and may word its audit entry (`description`)
 * and the toast's title.
 */
export type ActionResult = { message?: string; data?: unknown; description?: string; title?: string } | void;

/** The body of an action on one record: the layer has loaded it, checked access, state and input. */
export type RecordActionBody<D extends AnyResource> = (
  ctx: ActionContext,
  record: RecordOf<D>,
  input: Row,
) => Promise<ActionResult>;
/** The body of an action on a selection: the ids the layer resolved (all allowed, all reachable). */
export type SelectionActionBody = (ctx: ActionContext, ids: string[], input: Row) => Promise<ActionResult>;

/** One body per action of the definition (a missing one is a compile error). */
export type ActionBodies<D extends AnyResource> =
  D['actions'] extends Readonly<Record<string, ResourceAction>>
    ? {
        [K in keyof D['actions'] as string extends K ? never : K]: D['actions'][K] extends { selection: true }
          ? SelectionActionBody
          : RecordActionBody<D>;
      }
    : Record<string, never>;

type Ctx<P = unknown> = HandlerContext<P, unknown, Row>;

function actionContext(ctx: Ctx<unknown>): ActionContext {
  let isWakeDue = false;
  const names = new Set<string>();
  return {
    db: ctx.db,
    user: ctx.user,
    server: ctx.server,
    request: ctx.request,
    guard: ctx.guard,
    reply: ctx.reply,
    startJob: async (job, input, options = {}) => {
      const jobs = ctx.server.jobs;
      if (!jobs) throw new Error('The job queue has not started.');
      const id = await jobs.enqueue(job, input, { tx: ctx.db, ...options });
      names.add(job.name);
      if (!isWakeDue) {
        isWakeDue = true;
        // The response goes out after the transaction committed: the job is visible to the workers then.
        ctx.reply.raw.once('finish', () => names.forEach((n) => jobs.wake(n)));
      }
      return id;
    },
  };
}

/** Input of the action: the body without the selection. */
function inputOf(action: ResourceAction, body: Row): Row {
  const { SelectedIds: _ids, AllMatching: _all, ...input } = body;
  const problems = checkActionInput(action, action.selection ? input : body);
  if (problems.length) throw badRequest(problems[0]!.Message, problems);
  return action.selection ? input : body;
}

/**
 * The ids a selection names, each reachable by the caller and in a state the action is allowed in.
 * Explicit `SelectedIds` must all qualify (400 naming the first that does not, 403 for another's record);
 * `AllMatching` takes every record the list's filters match that qualifies, across pages.
 */
async function resolveSelection(ctx: Ctx, def: AnyResource, action: ResourceAction): Promise<string[]> {
  const { db, user } = ctx;
  const selection = ctx.body as Selection;
  const key = expressionOf(def, def.id);
  if (selection.SelectedIds) {
    const ids = [...new Set(selection.SelectedIds)];
    const rows = await db.query<Row>(`SELECT ${selectOf(def)} FROM ${fromOf(def, `${key} = ANY($1::uuid[])`)}`, [ids]);
    if (rows.length !== ids.length)
      throw badRequest(`Some selected ${def.titles.many.toLowerCase()} do not exist.`, [
        { Message: 'Unknown ids.', Field: 'SelectedIds' },
      ]);
    for (const row of rows) {
      const record = toRecord(def, row);
      checkCaller(def, user, record);
      const refusal = actionRefusal(action, def.lifecycle, record[def.lifecycle?.field ?? ''], def.noun);
      if (refusal)
        throw badRequest(`${titleOf(def, record)}: ${refusal}`, [{ Message: refusal, Field: 'SelectedIds' }]);
    }
    return ids;
  }
  const all = selection.AllMatching ?? {};
  const params: unknown[] = [];
  const where: string[] = [];
  const caller = callerCondition(def, user, 1);
  if (caller) {
    params.push(caller.value);
    where.push(caller.sql);
  }
  if (def.list.scope && all.Scope) {
    params.push(all.Scope);
    where.push(`${expressionOf(def, def.list.scope.field)} = $${params.length}`);
  }
  if (all.ExceptIds?.length) {
    params.push(all.ExceptIds);
    where.push(`NOT (${key} = ANY($${params.length}::uuid[]))`);
  }
  if (action.states && def.lifecycle) {
    params.push(action.states.map((s) => stateValue(def, s)));
    where.push(`${expressionOf(def, def.lifecycle.field)} = ANY($${params.length})`);
  }
  const request = { CurrentPage: 1, ItemPerPage: 1, Filters: all.Filters ?? [] } as PagedRequest;
  const paging = compilePaging(request, listSpecOf(def), params);
  const rows = await db.query<{ id: string }>(
    `SELECT ${key} AS id FROM ${fromOf(def, where.join(' AND ') || 'TRUE')} AND (${paging.where}) LIMIT ${MAX_SELECTION + 1}`,
    paging.params,
  );
  if (rows.length > MAX_SELECTION)
    throw badRequest(
      `A selection may hold at most ${MAX_SELECTION} ${def.titles.many.toLowerCase()}; narrow the filters.`,
    );
  return rows.map((r) => r.id);
}

/**
 * The handlers of a definition's behaviour: each action (record locked and loaded or selection
 * resolved, caller reach, allowed state and the lifecycle's transition checked, who may act (the
 * record's `actors`: 403, audited as refused), input validated, the move to the action's target state,
 * then the domain's body and one audit entry), each child list and the caller's own records. The
 * contract has already checked the action's permission. A record action answers the record as the
 * `read` hook reads it for the caller, else as the definition's fields read.
 */
export function behaviourHandlers<D extends AnyResource>(
  def: D,
  hooks: Pick<ResourceHooks<D>, 'actions' | 'read'>,
): Record<string, unknown> {
  const bodies = (hooks.actions ?? {}) as ActionBodies<D>;
  const out: Record<string, unknown> = {};
  const many = def.titles.many.toLowerCase();
  const boundByCall = new Map<string, Array<ResourceAction & { verb: string }>>();
  for (const [verb, action] of Object.entries(def.actions ?? {}) as Array<[string, ResourceAction]>) {
    const body = (bodies as Record<string, RecordActionBody<D> | SelectionActionBody | undefined>)[verb];
    if (!body) throw new Error(`Resource ${def.name}: action ${verb} has no body.`);
    if (action.bound) {
      boundByCall.set(action.call.name, [...(boundByCall.get(action.call.name) ?? []), { ...action, verb }]);
      continue;
    }
    if (action.selection) {
      out[action.call.name] = async (ctx: Ctx) => {
        const ids = await resolveSelection(ctx, def, action);
        const input = inputOf(action, ctx.body);
        const result = ids.length
          ? await (body as SelectionActionBody)(actionContext(ctx as Ctx<unknown>), ids, input)
          : undefined;
        const to = targetStateOf(action, undefined);
        if (to && ids.length)
          await ctx.db.query(
            `UPDATE ${def.store.table} SET ${stateColumnOf(def)} = $2 WHERE ${def.store.idColumn} = ANY($1::uuid[])`,
            [ids, stateValue(def, to)],
          );
        return ok(
          { Count: ids.length },
          {
            message: result?.message ?? doneTextOf(action),
            audit: {
              targetType: def.audit.targetType,
              targetId: null,
              description: `${action.title}: ${ids.length} ${many}`,
            },
          },
        );
      };
      continue;
    }
    out[action.call.name] = async (ctx: Ctx<{ id: string }>) => {
      const id = ctx.params.id;
      const record = await lockedActionRecord(def, action, ctx as Ctx<unknown>, id);
      const input = inputOf(action, ctx.body);
      const to = targetStateOf(action, record);
      if (to) await moveState(ctx.db, def, id, to);
      const result = await (body as RecordActionBody<D>)(
        actionContext(ctx as Ctx<unknown>),
        record as RecordOf<D>,
        input,
      );
      const saved = hooks.read ? await hooks.read(ctx, id) : await loadRecord(ctx.db, def, id);
      return ok(saved, {
        message: result?.message ?? doneTextOf(action),
        audit: {
          targetType: def.audit.targetType,
          targetId: id,
          description: `${action.title}: ${titleOf(def, record)}`,
        },
      });
    };
  }
  for (const [name, candidates] of boundByCall)
    out[name] = boundActionHandler(def, candidates, bodies as Record<string, RecordActionBody<D>>);
  for (const child of Object.values(def.children ?? {}) as ResourceChild[]) {
    out[child.call.name] = async ({
      db,
      user,
      params,
      body,
      server,
    }: HandlerContext<{ id: string }, unknown, PagedRequest>) => {
      const page = await narrowedList(
        db,
        child.resource,
        body,
        [[expressionOf(child.resource, child.parentField), params.id]],
        user,
        server,
      );
      // Children name their parent, so a list with rows proves it exists: only an empty one asks (404
      // for an unknown parent) — one query less for every page of a 100 000-item campaign.
      if (page.TotalItemCount === 0) await requireRecord(db, def, params.id);
      return ok(page);
    };
  }
  if (def.calls.mine) {
    out[def.calls.mine.name] = async ({ db, user, body, server }: HandlerContext<unknown, unknown, PagedRequest>) =>
      ok(await narrowedList(db, def, body, [[expressionOf(def, def.caller!.field), user!.userId]], null, server));
  }
  return out;
}

/**
 * The record an action on one record acts on, locked for the rest of the call (two actions on one
 * record run one after the other: two approvers of one stage deciding at once), once the caller may
 * reach it, its state allows the action and the record names the caller among who may run it.
 */
async function lockedActionRecord(
  def: AnyResource,
  action: ResourceAction,
  ctx: Ctx<unknown>,
  id: string,
): Promise<Row> {
  await ctx.db.query(`SELECT 1 FROM ${def.store.table} WHERE ${def.store.idColumn} = $1 FOR UPDATE`, [id]);
  const record = (await loadRecord(ctx.db, def, id)) as Row;
  checkCaller(def, ctx.user, record);
  const refusal = actionRefusal(action, def.lifecycle, record[def.lifecycle?.field ?? ''], def.noun, record);
  if (refusal) throw badRequest(refusal, [{ Message: refusal, Field: def.lifecycle!.field }]);
  const notActor = ctx.user && actorRefusal(action, record, ctx.user);
  if (notActor) throw new AccessRefused(notActor, def.audit.targetType, id);
  return record;
}

/**
 * The handler of a call the spec fixes that one or more bound actions run (Enable and Disable share
 * POST /rules/State): the action is the one whose fixed body values the request carries; the record is
 * the one the call names where it names it; then the checks of a record action (lock, reach, state, who
 * may act, input), the body, and the call's own answer with one audit entry.
 */
function boundActionHandler<D extends AnyResource>(
  def: D,
  candidates: Array<ResourceAction & { verb: string }>,
  bodies: Record<string, RecordActionBody<D>>,
) {
  return async (ctx: Ctx<unknown>) => {
    const action = boundActionFor(candidates, ctx.body);
    if (!action) throw badRequest('The request names no action of this call.');
    const id = boundRecordId(action.bound!, ctx)!;
    const record = await lockedActionRecord(def, action, ctx, id);
    const input = boundInput(action.bound!, ctx.body);
    const problems = checkActionInput(action, input);
    if (problems.length) throw badRequest(problems[0]!.Message, problems);
    const to = targetStateOf(action, record);
    if (to) await moveState(ctx.db, def, id, to);
    const result = await bodies[action.verb]!(actionContext(ctx), record as RecordOf<D>, input);
    return ok(result?.data ?? null, {
      message: result?.message ?? doneTextOf(action),
      ...(result?.title ? { title: result.title } : {}),
      audit: {
        targetType: def.audit.targetType,
        targetId: id,
        description: result?.description ?? `${action.title}: ${titleOf(def, record)}`,
      },
    });
  };
}

/**
 * The handler `resourceHandlers` made for bound call `name` (the contract's entry is the domain's, so the
 * derived handlers' type does not name it): the domain puts it under the call in its handler table.
 */
export function boundCallHandler(handlers: object, name: string): unknown {
  const handler = (handlers as Record<string, unknown>)[name];
  if (typeof handler !== 'function') throw new Error(`No bound action runs call ${name}.`);
  return handler;
}

/** A paged list of `def` narrowed by bound conditions and, for callers who reach only their own, to them. */
export async function narrowedList(
  db: HandlerContext<unknown, unknown, unknown>['db'],
  def: AnyResource,
  request: PagedRequest,
  conditions: Array<[string, unknown]>,
  user: HandlerContext<unknown, unknown, unknown>['user'],
  server: HandlerContext<unknown, unknown, unknown>['server'],
) {
  const all = [...conditions];
  const caller = callerCondition(def, user, 1);
  if (caller) all.push([expressionOf(def, def.caller!.field), caller.value]);
  const where = all.map(([sql], i) => `${sql} = $${i + 1}`).join(' AND ') || 'TRUE';
  return pagedQuery(
    db,
    request,
    listSpecOf(def),
    selectOf(def),
    fromOf(def, where),
    (r: Row) => toRecord(def, r),
    all.map(([, v]) => v),
    countOptions(def, server),
  );
}
