import type { CallRef } from './define';

type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a call on one record sends: its path params and, when the call says so, a body read from the record. */
export interface RecordCallRequest {
  params: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * The key of the record a route names, as one string (for the page's identity and reloads): the record's
 * id when the definition has no `key`; otherwise every key param, or undefined while one is missing (the
 * page then creates, or first asks for what is missing).
 */
export function recordKeyOf(
  def: { readonly key?: readonly string[] },
  id: string | undefined,
  params: RouteParams,
): string | undefined {
  if (!def.key) return id;
  const values = def.key.map((name) => params[name]);
  return values.every((v): v is string => Boolean(v)) ? values.map(encodeURIComponent).join('/') : undefined;
}

/**
 * The request of call `ref` on one record: path params from the route's (`ref.params`, call param →
 * route param; else `{ id }`) and, with `ref.recordBody` (body field → record field), a body read from the
 * loaded record. A missing param or record is a code error (the page calls only once the key is whole).
 */
export function recordCallRequest(
  ref: CallRef,
  id: string,
  routeParams: RouteParams,
  record?: Readonly<Record<string, unknown>> | null,
): RecordCallRequest {
  const params = ref.params
    ? Object.fromEntries(
        Object.entries(ref.params).map(([name, from]) => {
          const value = routeParams[from];
          if (!value) throw new Error(`Call ${ref.name} needs the route param ${from}.`);
          return [name, value];
        }),
      )
    : { id };
  if (!ref.recordBody) return { params };
  if (!record) throw new Error(`Call ${ref.name} needs the loaded record.`);
  return {
    params,
    body: Object.fromEntries(Object.entries(ref.recordBody).map(([name, from]) => [name, record[from]])),
  };
}
