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
