import { z } from 'zod';
import { call, needs, responds, SIGNED_IN, type Access, type CallSpec } from './define';
import type { CallRef } from '../resources/define';
import { ownValue, type RequestInput, type Requirement } from './access';
import { GuidSchema, IdParamsSchema, PagedRequestSchema, ScopedPagedRequestSchema, type PagedRequest } from './paging';
import type { PagedData } from './envelope';
import { name as nameSchema } from './builders';
import {
  accessOf,
  writableFieldNames,
  type AnyResource,
  type RecordOf,
  type ResourceAccess,
  type ResourceRelation,
  type SaveInputOf,
} from '../resources/define';
import type { AssignedObject } from '../entities/directory';
import type { AnyField, Fields, FieldValueOf } from '../resources/fields';
import { behaviourCalls, type BehaviourContract } from './behaviour-calls';

/**
 * Contract entries derived from a resource definition: list, get, save, remove and sort, each with its
 * zod schemas and access. They join the contract table like hand-written calls, so the client's
 * functions, the server's handler registration, the permission matrix, the fuzz and the audit tests all
 * see them without being told.
 */

type Schema<T> = z.ZodType<T, T>;
type Op = 'list' | 'get' | 'save' | 'remove' | 'sort';
type PartitionInput<D extends AnyResource> = D['partition'] extends { field: infer K extends string }
  ? { [P in K]: FieldValueOf<D['fields'][K]> }
  : unknown;
type ScopeInput<D extends AnyResource> = D['list'] extends { scope: { field: string } }
  ? { Scope?: string | number | null }
  : unknown;
type SaveQuery<D extends AnyResource> = D['calls']['save'] extends { isNewQuery: true }
  ? Schema<{ isNew: 'true' | 'false' }>
  : z.ZodUndefined;

type OpCall<D extends AnyResource, O extends Op> = O extends 'list'
  ? CallSpec<
      z.ZodUndefined,
      z.ZodUndefined,
      Schema<PagedRequest & PartitionInput<D> & ScopeInput<D>>,
      PagedData<RecordOf<D>>
    >
  : O extends 'get'
    ? CallSpec<typeof IdParamsSchema, z.ZodUndefined, z.ZodUndefined, RecordOf<D>>
    : O extends 'save'
      ? CallSpec<z.ZodUndefined, SaveQuery<D>, Schema<SaveInputOf<D>>, RecordOf<D>>
      : O extends 'remove'
        ? CallSpec<typeof IdParamsSchema, z.ZodUndefined, z.ZodUndefined, null>
        : CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<{ Ids: string[] }>, null>;

/** The body of a relation's assign and unassign calls. */
export const RelationObjectsSchema = z.strictObject({ ObjectIds: z.array(GuidSchema).min(1).max(1000) });
type RelationBody = Schema<{ ObjectIds: string[] }>;
type RelationCallsOf<R> = R extends ResourceRelation
  ? {
      [N in R['calls']['list']['name']]: CallSpec<
        typeof IdParamsSchema,
        z.ZodUndefined,
        Schema<PagedRequest>,
        PagedData<AssignedObject>
      >;
    } & {
      [N in R['calls']['assign']['name']]: CallSpec<
        typeof IdParamsSchema,
        z.ZodUndefined,
        RelationBody,
        { AssignedCount: number }
      >;
    } & {
      [N in R['calls']['unassign']['name']]: CallSpec<
        typeof IdParamsSchema,
        z.ZodUndefined,
        RelationBody,
        { RemovedCount: number }
      >;
    }
  : unknown;
type RelationContract<D extends AnyResource> =
  D['relations'] extends Readonly<Record<string, ResourceRelation>>
    ? UnionToIntersection<{ [K in keyof D['relations']]: RelationCallsOf<D['relations'][K]> }[keyof D['relations']]>
    : unknown;

/** The contract entries of a resource, keyed by the names its definition gives its calls (relations' too). */
export type ResourceContract<D extends AnyResource> = {
  [
    O in keyof D['calls'] & Op as NonNullable<D['calls'][O]> extends { name: infer N extends string } ? N : never
  ]: OpCall<D, O>;
} & RelationContract<D> &
  BehaviourContract<D>;

/** The zod schema of one writable field (limits as the field says; empty optional values may be null). */
export function fieldSchema(f: AnyField): z.ZodType {
  // A field shown only while another holds some value is required only then (checkSaveInput decides).
  const optional = (s: z.ZodType) => (f.isRequired && !f.isWriteOnly && !f.shownWhen ? s : s.nullable().optional());
  const max = f.maxLength ?? 2000;
  switch (f.kind) {
    case 'name':
    case 'title':
      return nameSchema().max(max);
    case 'number': {
      let n = f.isInteger ? z.number().int() : z.number();
      if (f.min !== undefined) n = n.min(f.min);
      if (f.max !== undefined) n = n.max(f.max);
      return optional(n);
    }
    case 'boolean':
      return z.boolean();
    case 'choice': {
      const literals = (f.choices ?? []).map((c) => z.literal(c.value));
      return optional(
        literals.length === 1 ? literals[0]! : z.union(literals as unknown as [z.ZodLiteral, z.ZodLiteral]),
      );
    }
    case 'ref':
      return optional(GuidSchema);
    case 'textList':
      return z
        .array(z.string().trim().min(1).max(max))
        .max(f.maxItems ?? 500)
        .optional();
    case 'itemList':
      return z
        .array(z.record(z.string(), z.unknown()))
        .max(f.maxItems ?? 50)
        .optional();
    case 'json':
      return f.isRequired ? z.record(z.string(), z.unknown()) : z.record(z.string(), z.unknown()).nullable().optional();
    case 'refList':
    case 'objectList':
      return z
        .array(GuidSchema)
        .max(f.maxItems ?? 100)
        .optional();
    case 'choiceList': {
      const literals = (f.choices ?? []).map((c) => z.literal(c.value));
      const item = literals.length === 1 ? literals[0]! : z.union(literals as unknown as [z.ZodLiteral, z.ZodLiteral]);
      return z
        .array(item)
        .max(f.maxItems ?? literals.length)
        .optional();
    }
    default:
      return optional(f.isRequired ? z.string().trim().min(1).max(max) : z.string().max(max));
  }
}

/** The strict body schema of a save: the id (absent to create) and every writable field. */
export function saveSchema(def: AnyResource): z.ZodType {
  const fields = def.fields as Fields;
  const shape: Record<string, z.ZodType> = { [def.id]: GuidSchema.optional() };
  for (const fieldName of writableFieldNames(def)) shape[fieldName] = fieldSchema(fields[fieldName]!);
  return z.strictObject(shape);
}

/** The list's Scope: the id of a record when the scope field is a `ref`, else the spec's number or text. */
function scopeSchema(def: AnyResource): z.ZodType {
  const f = (def.fields as Fields)[def.list.scope!.field];
  if (!f) throw new Error(`Resource ${def.name} scopes its list by a field it does not have.`);
  // A tree's scope also takes its top-level word and any other text (every record): the spec's Scope.
  return f.kind === 'ref' && !def.list.scopeTree
    ? GuidSchema.nullable().optional()
    : ScopedPagedRequestSchema.shape.Scope;
}

type Input = RequestInput<{ id?: string } | undefined, unknown, Record<string, unknown> | undefined>;

/**
 * Access of a call. A partitioned resource's permission depends on the request (issue 11: declared,
 * not checked in a handler): the partition value the body names (list, create), or the stored one of
 * the record the request names (get, update, remove); a sort needs every partition's permission.
 */
function accessFor(def: AnyResource, need: keyof ResourceAccess, from: 'body' | 'record' | 'all'): Access {
  if (!def.partition) return needs(accessOf(def.access, need));
  const { field } = def.partition;
  const byValue = Object.fromEntries(
    Object.entries(def.partition.access).map(([value, access]) => [value, accessOf(access, need)]),
  );
  const permissions = [...new Set(Object.values(byValue))];
  const stored = (id: string): Requirement => ({ lookup: 'resourcePartition', of: def.name, id, permissions: byValue });
  return {
    kind: 'request',
    permissions,
    require: (input: Input) => {
      if (from === 'all') return permissions;
      if (from === 'record') return input.params?.id ? [stored(input.params.id)] : [];
      const value = input.body?.[field];
      const named = value === undefined || value === null ? undefined : ownValue(byValue, String(value));
      const id = input.body?.[def.id];
      return [...(named ? [named] : []), ...(typeof id === 'string' ? [stored(id)] : [])];
    },
  };
}

/** Derives the contract entries of `def`. */
export function resourceCalls<const D extends AnyResource>(def: D): ResourceContract<D> {
  const out: Record<string, CallSpec> = {};
  const { many } = def.titles;
  const calls = def.calls;
  const designed = (ref: { summary?: string; isDesigned?: boolean }, fallback: string) =>
    ref.summary ?? (ref.isDesigned ? `Designed: ${fallback.charAt(0).toLowerCase()}${fallback.slice(1)}` : fallback);
  const partitionShape = def.partition
    ? { [def.partition.field]: fieldSchema((def.fields as Fields)[def.partition.field]!) }
    : {};
  const scopeShape = def.list.scope ? { Scope: scopeSchema(def) } : {};
  if (calls.list) {
    out[calls.list.name] = call({
      method: calls.list.method ?? 'POST',
      path: calls.list.path,
      access: accessFor(def, 'list', 'body'),
      isWrite: false,
      body: z.strictObject({ ...PagedRequestSchema.shape, ...partitionShape, ...scopeShape }),
      data: responds<unknown>(),
      summary: designed(calls.list, `Paged ${many.toLowerCase()}.`),
    }) as CallSpec;
  }
  if (calls.get) {
    out[calls.get.name] = call({
      method: calls.get.method ?? 'GET',
      path: calls.get.path,
      // A record that belongs to a person (`caller`) is reached by them too: the handler checks which.
      access: def.caller ? SIGNED_IN : accessFor(def, 'view', 'record'),
      isWrite: false,
      params: IdParamsSchema,
      data: responds<unknown>(),
      summary: designed(calls.get, `One ${def.noun}.`),
    }) as CallSpec;
  }
  if (calls.save) {
    out[calls.save.name] = call({
      method: calls.save.method ?? 'POST',
      path: calls.save.path,
      access: accessFor(def, 'edit', 'body'),
      isWrite: true,
      ...(calls.save.isNewQuery ? { query: z.strictObject({ isNew: z.enum(['true', 'false']) }) } : {}),
      body: saveSchema(def),
      ...(def.grants ? { grants: def.grants } : {}),
      data: responds<unknown>(),
      summary: designed(calls.save, `Creates or updates ${articled(def.noun)}.`),
    }) as CallSpec;
  }
  if (calls.remove) {
    out[calls.remove.name] = call({
      method: calls.remove.method ?? 'DELETE',
      path: calls.remove.path,
      access: accessFor(def, 'remove', 'record'),
      isWrite: true,
      params: IdParamsSchema,
      ...(def.grants ? { grants: def.grants } : {}),
      data: responds<null>(),
      summary: designed(calls.remove, `Removes ${articled(def.noun)}.`),
    }) as CallSpec;
  }
  if (calls.sort) {
    if (!def.order) throw new Error(`Resource ${def.name} has a sort call but no order field.`);
    out[calls.sort.name] = call({
      method: calls.sort.method ?? 'POST',
      path: calls.sort.path,
      access: accessFor(def, 'edit', 'all'),
      isWrite: true,
      body: z.strictObject({ Ids: z.array(GuidSchema).min(1).max(1000) }),
      data: responds<null>(),
      summary: designed(calls.sort, `Stores the order of ${many.toLowerCase()} (Ids in their new order).`),
    }) as CallSpec;
  }
  for (const relation of Object.values(def.relations ?? {}) as ResourceRelation[])
    Object.assign(out, relationCalls(def, relation));
  for (const [name, spec] of Object.entries(behaviourCalls(def, fieldSchema))) {
    if (out[name]) throw new Error(`Resource ${def.name} names two calls ${name}.`);
    out[name] = spec;
  }
  return out as ResourceContract<D>;
}

/** The list, assign and unassign entries of one relation (access: the resource's view and edit permissions). */
function relationCalls(def: AnyResource, relation: ResourceRelation): Record<string, CallSpec> {
  if (def.partition) throw new Error(`Resource ${def.name}: relations of partitioned resources are not supported.`);
  const { list, assign, unassign } = relation.calls;
  const summary = (ref: CallRef, fallback: string) =>
    ref.summary ?? (ref.isDesigned ? `Designed: ${fallback}` : fallback);
  const what = relation.title.toLowerCase();
  const change = (ref: CallRef, verb: string) =>
    call({
      method: ref.method ?? 'POST',
      path: ref.path,
      access: needs(accessOf(def.access, 'edit')),
      isWrite: true,
      params: IdParamsSchema,
      body: RelationObjectsSchema,
      grants: relation.grants,
      data: responds<unknown>(),
      summary: summary(ref, `${verb} ${what} of ${articled(def.noun)} (ObjectIds; already linked ones are skipped).`),
    }) as CallSpec;
  return {
    [list.name]: call({
      method: list.method ?? 'POST',
      path: list.path,
      access: needs(accessOf(def.access, 'view')),
      isWrite: false,
      params: IdParamsSchema,
      body: PagedRequestSchema,
      data: responds<unknown>(),
      summary: summary(list, `the ${what} of ${articled(def.noun)}, paged; filter columns Name and Title.`),
    }) as CallSpec,
    [assign.name]: change(assign, 'adds'),
    [unassign.name]: change(unassign, 'removes'),
  };
}

const articled = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type EachContract<D> = D extends AnyResource ? ResourceContract<D> : never;
type InDomain<R, K> = R extends { domain: K } ? R : never;

/** Contract domains made whole of resources: `{ [domain]: every call of its definitions }`. */
export type ResourceDomains<R extends readonly AnyResource[]> = {
  [K in R[number]['domain']]: UnionToIntersection<EachContract<InDomain<R[number], K>>>;
};

/**
 * The contract domains of resources that have no hand-written domain file: each domain holds the
 * derived calls of every definition that names it. A new simple entity thus needs no contract edit.
 */
export function resourceDomains<const R extends readonly AnyResource[]>(definitions: R): ResourceDomains<R> {
  const out: Record<string, Record<string, CallSpec>> = {};
  for (const def of definitions) {
    const calls = resourceCalls(def) as unknown as Record<string, CallSpec>;
    for (const name of Object.keys(calls))
      if (out[def.domain]?.[name]) throw new Error(`Two resources of domain ${def.domain} name a call ${name}.`);
    out[def.domain] = { ...out[def.domain], ...calls };
  }
  return out as ResourceDomains<R>;
}
