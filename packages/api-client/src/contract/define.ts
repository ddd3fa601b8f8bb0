import type { z } from 'zod';
import type { Grants, RequestAccess, RequestInput } from './access';

/** HTTP methods used by the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call.
 * - `{ kind: 'public' }`: anyone, signed in or not (sign-in, static data).
 * - `{ kind: 'signedIn' }`: any signed-in user (spec §6: "an empty or null requirement means allowed").
 * - `{ kind: 'permission', permission }`: the signed-in user must hold this permission string
 *   (super admins hold all).
 * - `{ kind: 'request', … }`: what is needed depends on the validated request (see {@link RequestAccess}).
 */
export type Access<I = RequestInput> =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'permission'; readonly permission: string }
  | RequestAccess<I>;

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
/** The call needs `permission`. */
export const needs = (permission: string): Access => ({ kind: 'permission', permission });

declare const dataBrand: unique symbol;
/** Phantom marker carrying the response `Data` type of a call; it has no runtime value. */
export interface Responds<T> {
  readonly [dataBrand]?: T;
}
/** Declares the response `Data` type of a call. */
export const responds = <T>(): Responds<T> => ({});

/** A call as written in the contract table. Paths use `:name` for parameters. */
export interface CallSpec<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TData = unknown,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access<CallRequest<TParams, TQuery, TBody>>;
  /** Path parameters (`:id` …), validated on the server. */
  readonly params?: TParams;
  /** Query-string fields, validated on the server; unknown keys are rejected. */
  readonly query?: TQuery;
  /** JSON body, validated on the server; unknown fields are rejected (no mass assignment). */
  readonly body?: TBody;
  readonly data: Responds<TData>;
  /** True for calls that change state: the server writes an audit entry when they succeed. */
  readonly isWrite: boolean;
  /** The write confers or manages access: the server's escalation and protected-account rules apply (see {@link Grants}). */
  readonly grants?: Grants<CallRequest<TParams, TQuery, TBody>>;
  /** The success reply is a file (CSV, spreadsheet), not an envelope; refusals are still envelopes. */
  readonly isFile?: boolean;
  /** One line saying what the call does; where the spec said "not shown", how we designed it. */
  readonly summary: string;
}

/** The validated request of a call, as its access and grant declarations read it. */
export type CallRequest<P, Q, B> = RequestInput<z.output<P>, z.output<Q>, z.output<B>>;

/** Identity helper that keeps the literal types of a call. */
export function call<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TData = unknown,
>(spec: CallSpec<TParams, TQuery, TBody, TData>): CallSpec<TParams, TQuery, TBody, TData> {
  return spec;
}

export type AnyCall = CallSpec<z.ZodType, z.ZodType, z.ZodType, unknown>;
export type Domain = Record<string, AnyCall>;
export type ContractTable = Record<string, Domain>;

type Infer<S> = S extends z.ZodType<infer O> ? O : never;
type InferInput<S> = S extends z.ZodType<unknown, infer I> ? I : never;

export type ParamsOf<C> = C extends CallSpec<infer P, z.ZodType, z.ZodType, unknown> ? Infer<P> : never;
export type QueryOf<C> = C extends CallSpec<z.ZodType, infer Q, z.ZodType, unknown> ? Infer<Q> : never;
export type BodyOf<C> = C extends CallSpec<z.ZodType, z.ZodType, infer B, unknown> ? Infer<B> : never;
export type DataOf<C> = C extends CallSpec<z.ZodType, z.ZodType, z.ZodType, infer D> ? D : never;

/** What a caller passes: input types (before defaults/coercion) of params, query and body. */
export type CallInput<C> =
  C extends CallSpec<infer P, infer Q, infer B, unknown>
    ? OptionalIfUndefined<'params', InferInput<P>> &
        OptionalIfUndefined<'query', InferInput<Q>> &
        OptionalIfUndefined<'body', InferInput<B>>
    : never;

type OptionalIfUndefined<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

/** Fills `:name` segments of a contract path from `params`, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return (
    path
      .replace(/:([A-Za-z0-9_]+)(\?)?/g, (_m, name: string, optional: string | undefined) => {
        const value = params?.[name];
        if (value === undefined || value === null || value === '') {
          if (optional) return '';
          throw new Error(`Missing path parameter "${name}" for ${path}`);
        }
        return encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}

/** Every call of a contract table as `[domain, name, spec]`, in table order. */
export function listCalls(table: ContractTable): Array<[string, string, AnyCall]> {
  const out: Array<[string, string, AnyCall]> = [];
  for (const [domain, calls] of Object.entries(table)) {
    for (const [name, spec] of Object.entries(calls)) out.push([domain, name, spec]);
  }
  return out;
}
