import { z } from 'zod';
import { call, needs, responds, SIGNED_IN, type Access, type CallSpec } from './define';
import { GuidSchema, IdParamsSchema, FilterSchema, PagedRequestSchema, type PagedRequest } from './paging';
import type { PagedData } from './envelope';
import { MAX_SELECTION, type ActionInputOf, type ResourceAction, type Selection } from '../resources/actions';
import { accessOf, type AnyResource, type CallRef, type RecordOf, type ResourceChild } from '../resources/define';
import type { AnyField, Fields } from '../resources/fields';

/**
 * Contract entries of a definition's behaviour (issue 26): its actions (one call each, on a record or
 * on a selection), its child lists (`{base}/:id/{key}`) and the caller's own records (`calls.mine`).
 * `resourceCalls` joins them to the CRUD entries.
 */

type Schema<T> = z.ZodType<T, T>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What a selection action answers: how many records it changed. */
export interface SelectionOutcome {
  Count: number;
}

type ActionCallOf<D extends AnyResource, A> = A extends { bound: object }
  ? unknown
  : A extends ResourceAction
    ? {
        [N in A['call']['name']]: A['selection'] extends true
          ? CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<Selection & ActionInputOf<A>>, SelectionOutcome>
          : CallSpec<typeof IdParamsSchema, z.ZodUndefined, Schema<ActionInputOf<A>>, RecordOf<D>>;
      }
    : unknown;
type ActionContract<D extends AnyResource> =
  D['actions'] extends Readonly<Record<string, ResourceAction>>
    ? UnionToIntersection<{ [K in keyof D['actions']]: ActionCallOf<D, D['actions'][K]> }[keyof D['actions']]>
    : unknown;
type ChildCallOf<C> = C extends ResourceChild
  ? {
      [N in C['call']['name']]: CallSpec<
        typeof IdParamsSchema,
        z.ZodUndefined,
        Schema<PagedRequest>,
        PagedData<RecordOf<C['resource']>>
      >;
    }
  : unknown;
type ChildContract<D extends AnyResource> =
  D['children'] extends Readonly<Record<string, ResourceChild>>
    ? UnionToIntersection<{ [K in keyof D['children']]: ChildCallOf<D['children'][K]> }[keyof D['children']]>
    : unknown;
type MineContract<D extends AnyResource> = D['calls'] extends { mine: { name: infer N extends string } }
  ? { [K in N]: CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<PagedRequest>, PagedData<RecordOf<D>>> }
  : unknown;

/** The behaviour entries of a resource, keyed by the names its definition gives them. */
export type BehaviourContract<D extends AnyResource> = ActionContract<D> & ChildContract<D> & MineContract<D>;

const summaryOf = (ref: CallRef, fallback: string) =>
  ref.summary ?? (ref.isDesigned ? `Designed: ${fallback}` : fallback);
const articled = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** The zod schema of a selection: explicit ids, or every record the list's filters match (never both). */
export const SelectionShape = {
  SelectedIds: z.array(GuidSchema).min(1).max(MAX_SELECTION).optional(),
  AllMatching: z
    .strictObject({
      Filters: z.array(FilterSchema).max(50).optional(),
      ExceptIds: z.array(GuidSchema).max(MAX_SELECTION).optional(),
      Scope: GuidSchema.nullable().optional(),
    })
    .optional(),
};

/** The strict body of an action: its input fields (schemas as the save's), plus the selection when it has one. */
export function actionBodySchema(action: ResourceAction, fieldSchema: (f: AnyField) => z.ZodType): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries((action.input ?? {}) as Fields)) shape[name] = fieldSchema(f);
  if (!action.selection) return z.strictObject(shape);
  return z
    .strictObject({ ...SelectionShape, ...shape })
    .refine((b) => (b.SelectedIds === undefined) !== (b.AllMatching === undefined), {
      message: 'Name the records either by SelectedIds or by AllMatching.',
      path: ['SelectedIds'],
    });
}

/** Access of a call open to callers who reach only their own records (`caller`), or needing `permission`. */
const accessOrCaller = (def: AnyResource, permission: string): Access => (def.caller ? SIGNED_IN : needs(permission));

/** Derives the behaviour entries of `def` (actions, child lists, the caller's own records). */
export function behaviourCalls(def: AnyResource, fieldSchema: (f: AnyField) => z.ZodType): Record<string, CallSpec> {
  const out: Record<string, CallSpec> = {};
  for (const action of Object.values(def.actions ?? {}) as ResourceAction[]) {
    // A bound action runs a call its domain's contract declares with the spec's shape.
    if (action.bound) continue;
    const ref = action.call;
    const what = action.selection ? `the selected ${def.titles.many.toLowerCase()}` : articled(def.noun);
    out[ref.name] = call({
      method: ref.method ?? 'POST',
      path: ref.path,
      access: action.access === null ? SIGNED_IN : needs(action.access),
      isWrite: true,
      ...(action.selection ? {} : { params: IdParamsSchema }),
      body: actionBodySchema(action, fieldSchema),
      ...(action.grants ? { grants: action.grants } : {}),
      data: responds<unknown>(),
      summary: summaryOf(
        ref,
        `${action.title} ${what}${typeof action.to === 'string' ? ` (moves it to ${action.to})` : ''}.`,
      ),
    }) as CallSpec;
  }
  for (const child of Object.values(def.children ?? {}) as ResourceChild[]) {
    out[child.call.name] = call({
      method: child.call.method ?? 'POST',
      path: child.call.path,
      access: accessOrCaller(child.resource, accessOf(child.resource.access, 'list')),
      isWrite: false,
      params: IdParamsSchema,
      body: PagedRequestSchema,
      data: responds<unknown>(),
      summary: summaryOf(child.call, `the ${child.title.toLowerCase()} of ${articled(def.noun)}, paged.`),
    }) as CallSpec;
  }
  if (def.calls.mine) {
    if (!def.caller) throw new Error(`Resource ${def.name} has a mine call but no caller rule.`);
    out[def.calls.mine.name] = call({
      method: def.calls.mine.method ?? 'POST',
      path: def.calls.mine.path,
      access: SIGNED_IN,
      isWrite: false,
      body: PagedRequestSchema,
      data: responds<unknown>(),
      summary: summaryOf(def.calls.mine, `the caller's own ${def.titles.many.toLowerCase()}, paged.`),
    }) as CallSpec;
  }
  return out;
}
