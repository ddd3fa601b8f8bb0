import { z } from 'zod';
import { call, needs, responds, type Access, type CallSpec } from './define';
import { ownValue, type RequestInput, type Requirement } from './access';
import { GuidSchema, IdParamsSchema, PagedRequestSchema, type PagedRequest } from './paging';
import type { PagedData } from './envelope';
import { name as nameSchema } from './builders';
import {
  accessOf,
  writableFieldNames,
  type AnyResource,
  type RecordOf,
  type ResourceAccess,
  type SaveInputOf,
} from '../resources/define';
import type { AnyField, Fields, FieldValueOf } from '../resources/fields';

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
type SaveQuery<D extends AnyResource> = D['calls']['save'] extends { isNewQuery: true }
  ? Schema<{ isNew: 'true' | 'false' }>
  : z.ZodUndefined;

type OpCall<D extends AnyResource, O extends Op> = O extends 'list'
  ? CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<PagedRequest & PartitionInput<D>>, PagedData<RecordOf<D>>>
  : O extends 'get'
    ? CallSpec<typeof IdParamsSchema, z.ZodUndefined, z.ZodUndefined, RecordOf<D>>
    : O extends 'save'
      ? CallSpec<z.ZodUndefined, SaveQuery<D>, Schema<SaveInputOf<D>>, RecordOf<D>>
      : O extends 'remove'
        ? CallSpec<typeof IdParamsSchema, z.ZodUndefined, z.ZodUndefined, null>
        : CallSpec<z.ZodUndefined, z.ZodUndefined, Schema<{ Ids: string[] }>, null>;

/** The contract entries of a resource, keyed by the names its definition gives its calls. */
export type ResourceContract<D extends AnyResource> = {
  [
    O in keyof D['calls'] & Op as NonNullable<D['calls'][O]> extends { name: infer N extends string } ? N : never
  ]: OpCall<D, O>;
};

/** The zod schema of one writable field (limits as the field says; empty optional values may be null). */
export function fieldSchema(f: AnyField): z.ZodType {
  const optional = (s: z.ZodType) => (f.isRequired && !f.isWriteOnly ? s : s.nullable().optional());
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
  if (calls.list) {
    out[calls.list.name] = call({
      method: calls.list.method ?? 'POST',
      path: calls.list.path,
      access: accessFor(def, 'list', 'body'),
      isWrite: false,
      body: z.strictObject({ ...PagedRequestSchema.shape, ...partitionShape }),
      data: responds<unknown>(),
      summary: designed(calls.list, `Paged ${many.toLowerCase()}.`),
    }) as CallSpec;
  }
  if (calls.get) {
    out[calls.get.name] = call({
      method: calls.get.method ?? 'GET',
      path: calls.get.path,
      access: accessFor(def, 'view', 'record'),
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
  return out as ResourceContract<D>;
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
