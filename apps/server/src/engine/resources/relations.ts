import { titleOf, type AnyResource, type PagedRequest, type ResourceRelation } from '@portcullis/api-client/contract';
import type { HandlerContext } from '../calls/handlers';
import { ok } from '../calls/handlers';
import { linkedObjects, linkObjects, unlinkObjects, type ObjectLink } from '../objects/object-links';
import { loadRecord, type ResourceHooks } from './records';

type Row = Record<string, unknown>;

/** How the shared object-link SQL reads one relation (link table, object table, name and title on alias `o`). */
const objectLinkOf = (relation: ResourceRelation): ObjectLink => ({
  link: relation.link.table,
  key: relation.link.object,
  table: relation.object.table,
  id: `o.${relation.object.key}`,
  name: relation.object.name,
  title: relation.object.title,
});

/**
 * The handlers of a resource's relations (§6 object scope): the paged list of linked objects, and
 * assign and unassign. The record must exist (404 otherwise); ids naming no object are refused with
 * nothing written. The calls declare `grants`, so the pipeline has already opened the grant scope and
 * compares what every touched principal holds after the handler (issue 11): these handlers only link.
 */
export function relationHandlers(def: AnyResource, hooks: ResourceHooks<AnyResource> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, relation] of Object.entries(def.relations ?? {}) as Array<[string, ResourceRelation]>) {
    const kind = objectLinkOf(relation);
    const owner = relation.link.owner;
    const audit = (record: Row, sign: '+' | '-', count: number) => ({
      targetType: def.audit.targetType,
      targetId: String(record[def.id]),
      description: `${relation.title} ${sign}${count} (${titleOf(def, record)})`,
    });
    out[relation.calls.list.name] = async ({
      db,
      params,
      body,
    }: HandlerContext<{ id: string }, unknown, PagedRequest>) => {
      await loadRecord(db, def, params.id);
      return ok(await linkedObjects(db, kind, owner, params.id, body));
    };
    /** Loads the record (404) and lets the resource's hook refuse the change. */
    const prepare = async (
      ctx: HandlerContext<{ id: string }, unknown, { ObjectIds: string[] }>,
      isAssign: boolean,
    ) => {
      const record = await loadRecord(ctx.db, def, ctx.params.id);
      await hooks.beforeRelationChange?.(ctx, record, { relation: key, objectIds: ctx.body.ObjectIds, isAssign });
      return record as Row;
    };
    out[relation.calls.assign.name] = async (ctx: HandlerContext<{ id: string }, unknown, { ObjectIds: string[] }>) => {
      const { db, params, body } = ctx;
      const record = await prepare(ctx, true);
      const count = await linkObjects(db, kind, owner, params.id, body.ObjectIds);
      return ok(
        { AssignedCount: count },
        { message: `${count} ${plural(relation.noun, count)} added.`, audit: audit(record, '+', count) },
      );
    };
    out[relation.calls.unassign.name] = async (
      ctx: HandlerContext<{ id: string }, unknown, { ObjectIds: string[] }>,
    ) => {
      const { db, params, body } = ctx;
      const record = await prepare(ctx, false);
      const count = await unlinkObjects(db, kind, owner, params.id, body.ObjectIds);
      return ok(
        { RemovedCount: count },
        { message: `${count} ${plural(relation.noun, count)} removed.`, audit: audit(record, '-', count) },
      );
    };
  }
  return out;
}

const plural = (noun: string, n: number) => (n === 1 ? noun : `${noun}s`);
