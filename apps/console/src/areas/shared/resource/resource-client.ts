import {
  actionRequest,
  recordCallRequest,
  type AnyResource,
  type AssignedObject,
  type CallRef,
  type Envelope,
  type PagedData,
  type PagedRequest,
} from '@portcullis/api-client';
import { api } from '../../../api';

type Row = Record<string, unknown>;
type CallFn = (
  input?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown },
  options?: { signal?: AbortSignal; suppressErrorToast?: boolean },
) => Promise<Envelope<unknown>>;

/** The client function of one of the resource's calls (`api.{domain}.{name}`). */
function fn(def: AnyResource, ref: CallRef | undefined): CallFn {
  const domain = (api as unknown as Record<string, Record<string, CallFn>>)[ref?.domain ?? def.domain];
  const found = ref ? domain?.[ref.name] : undefined;
  if (!found) throw new Error(`Resource ${def.name} has no such call in api.${def.domain}.`);
  return found;
}

/**
 * Calls of a resource through the console's API client (same toasts and session handling as every
 * other call). `partition` is the fixed value of a partitioned resource (provider Kind); `routeParams`
 * are the page's route params, which a record keyed by several of them maps into its calls
 * (`CallRef.params`, `recordCallRequest`).
 */
export function resourceClient(
  def: AnyResource,
  partition?: string,
  routeParams: Readonly<Record<string, string | undefined>> = {},
) {
  const partitionInput = def.partition && partition ? { [def.partition.field]: partition } : {};
  return {
    list: async (request: PagedRequest, signal?: AbortSignal) =>
      (await fn(def, def.calls.list)({ body: { ...request, ...partitionInput } }, { signal })) as Envelope<
        PagedData<Row>
      >,
    get: async (id: string) =>
      (await fn(def, def.calls.get)(recordCallRequest(def.calls.get!, id, routeParams), {
        suppressErrorToast: true,
      })) as Envelope<Row>,
    /** Saves `input`; a save keyed by route params (`params`) sends it as it is, the id in its path. */
    save: async (input: Row, id: string | undefined) => {
      const save = def.calls.save;
      const request = save?.params
        ? { params: recordCallRequest(save, id ?? '', routeParams).params, body: input }
        : {
            ...(save?.isNewQuery ? { query: { isNew: String(!id) } } : {}),
            body: { ...input, ...partitionInput, ...(id ? { [def.id]: id } : {}) },
          };
      return (await fn(def, save)(request)) as Envelope<Row>;
    },
    /** Removes record `id`; `record` (as loaded) gives a call that reads its body from it (`recordBody`). */
    remove: (id: string, record?: Row | null) =>
      fn(def, def.calls.remove)(recordCallRequest(def.calls.remove!, id, routeParams, record)),
    sort: (ids: string[]) => fn(def, def.calls.sort)({ body: { Ids: ids } }),
    /** Runs action `verb` on record `id`, or on a selection (`SelectedIds` or `AllMatching`) for a selection action. */
    action: (verb: string, input: Row, id?: string) => {
      const action = def.actions?.[verb];
      const request = action && !action.selection ? actionRequest(action, id ?? '', input) : { body: input };
      return fn(def, action?.call)(request) as Promise<Envelope<Row>>;
    },
    /** The paged list of child list `key` of record `id` (campaign → items). */
    child: async (key: string, id: string, request: PagedRequest, signal?: AbortSignal) =>
      (await fn(def, def.children?.[key]?.call)({ params: { id }, body: request }, { signal })) as Envelope<
        PagedData<Row>
      >,
    /** The calls of relation `key` (§6 object scope): its paged list, assign and unassign. */
    relation: (key: string) => {
      const calls = def.relations?.[key]?.calls;
      return {
        list: async (id: string, request: PagedRequest, signal?: AbortSignal) =>
          (await fn(def, calls?.list)({ params: { id }, body: request }, { signal })) as Envelope<
            PagedData<AssignedObject>
          >,
        assign: (id: string, objectIds: string[]) =>
          fn(def, calls?.assign)({ params: { id }, body: { ObjectIds: objectIds } }),
        unassign: (id: string, objectIds: string[]) =>
          fn(def, calls?.unassign)({ params: { id }, body: { ObjectIds: objectIds } }),
      };
    },
  };
}

export type ResourceClient = ReturnType<typeof resourceClient>;

/**
 * The query key of one record of a resource (`invalidateQueries` prefix): its view and the tables of
 * its relations subscribe under it, so a change on a tab refreshes the view's counts.
 */
export const recordQueryKey = (def: AnyResource, id: string) => ['resource', def.name, id] as const;
