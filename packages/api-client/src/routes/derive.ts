import type { ContractTable, HttpMethod } from '../contract/define';

/**
 * What the client needs to make one call: method, path and flags — none of the call's zod schemas.
 * The browser therefore loads this table instead of the contract (see route-table.generated.ts).
 */
export interface RouteEntry {
  readonly method: HttpMethod;
  readonly path: string;
  readonly isWrite: boolean;
  readonly isFile?: boolean;
}

/** A route table shaped like the contract table `T`: the same domains and call names. */
export type RoutesOf<T extends ContractTable> = {
  readonly [D in keyof T]: { readonly [K in keyof T[D]]: RouteEntry };
};

/** A route table of any contract. */
export type RouteTable = Readonly<Record<string, Readonly<Record<string, RouteEntry>>>>;

/**
 * The route table of a contract table: for each call its method, path, isWrite and (when set) isFile.
 * It reads the table object itself, so calls added to the contract by any means (hand-written or
 * generated from entity definitions) appear here without listing them again.
 */
export function deriveRouteTable<T extends ContractTable>(table: T): RoutesOf<T> {
  const out: Record<string, Record<string, RouteEntry>> = {};
  for (const [domain, calls] of Object.entries(table)) {
    const entries: Record<string, RouteEntry> = {};
    for (const [name, spec] of Object.entries(calls)) {
      entries[name] = {
        method: spec.method,
        path: spec.path,
        isWrite: spec.isWrite,
        ...(spec.isFile ? { isFile: true } : {}),
      };
    }
    out[domain] = entries;
  }
  return out as RoutesOf<T>;
}

/** A route table written compactly, one string per call (see {@link encodeRoute}); the generated file's form. */
export type CompactRoutesOf<T extends ContractTable> = {
  readonly [D in keyof T]: { readonly [K in keyof T[D]]: string };
};

/**
 * One call as the generated table writes it: `'POST /user/UserList'`, then ` write` when it writes and
 * ` file` when it answers a file. A third of the bytes of the object form, for the browser's first load.
 */
export function encodeRoute(route: RouteEntry): string {
  return `${route.method} ${route.path}${route.isWrite ? ' write' : ''}${route.isFile ? ' file' : ''}`;
}

/** The route entry of one encoded call. */
export function decodeRoute(text: string): RouteEntry {
  const [method, path, ...flags] = text.split(' ');
  return {
    method: method as HttpMethod,
    path: path!,
    isWrite: flags.includes('write'),
    ...(flags.includes('file') ? { isFile: true } : {}),
  };
}

/** The route table of a compact one. */
export function expandRoutes<T extends ContractTable>(compact: CompactRoutesOf<T>): RoutesOf<T> {
  const out: Record<string, Record<string, RouteEntry>> = {};
  for (const [domain, calls] of Object.entries(compact as Record<string, Record<string, string>>))
    out[domain] = Object.fromEntries(Object.entries(calls).map(([name, text]) => [name, decodeRoute(text)]));
  return out as RoutesOf<T>;
}
