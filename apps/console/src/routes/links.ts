import type { ResolvedRoute } from './route-types';

/**
 * Typed links (as Keycloak's admin console does): every route of the table gets a link builder named
 * after the route, `links.userView({ id })`, whose parameters are read from the route's path. A link to
 * a route that does not exist, or without a required parameter, is a type error; screens never write
 * console paths as strings, and `navigate` takes only an `Href`.
 */

declare const hrefBrand: unique symbol;
/** A console path built from the route table (by a link builder or `hrefTo`). */
export type Href = string & { readonly [hrefBrand]: true };

/** Query and hash of a link (hash state per spec §2: key=value pairs joined by &, or a bare tab name). */
export interface LinkOptions {
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  hash?: string | Readonly<Record<string, string | number | boolean>>;
}

type Segments<P extends string> = P extends `${infer A}/${infer B}` ? A | Segments<B> : P;
type RequiredParams<P extends string> = {
  [S in Segments<P> as S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never]: string;
};
type OptionalParams<P extends string> = {
  [S in Segments<P> as S extends `:${infer N}?` ? N : never]?: string | null;
};
/** The parameters of a route path: `:id` required, `:id?` optional. */
export type ParamsOf<P extends string> = RequiredParams<P> & OptionalParams<P>;

type Join<Base extends string, P extends string> = P extends `/${string}` ? P : Base extends '' ? P : `${Base}/${P}`;

/** Every route of a (literal) table as `{ name, path }` with absolute paths. */
export type RoutesOf<R, Base extends string = ''> = R extends readonly (infer Item)[]
  ? RoutesOf<Item, Base>
  : R extends { readonly name: infer N extends string; readonly path: infer P extends string }
    ? { name: N; path: Join<Base, P> } | (R extends { readonly children: infer C } ? RoutesOf<C, Join<Base, P>> : never)
    : never;

type LinkFn<P extends string> =
  {} extends RequiredParams<P>
    ? (params?: ParamsOf<P>, options?: LinkOptions) => Href
    : (params: ParamsOf<P>, options?: LinkOptions) => Href;

/** One builder per route, named after it (lower camel case). */
export type LinkBuilders<E extends { name: string; path: string }> = {
  [X in E as Uncapitalize<X['name']>]: LinkFn<X['path']>;
};

const encodeHash = (hash: LinkOptions['hash']): string => {
  if (!hash) return '';
  if (typeof hash === 'string') return `#${hash}`;
  return `#${Object.entries(hash)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;
};

/** Fills a route path with parameters (optional ones dropped when empty) and adds query and hash. */
export function fillPath(
  fullPath: string,
  params: Record<string, string | null | undefined> = {},
  options: LinkOptions = {},
): Href {
  const path =
    fullPath
      .split('/')
      .map((segment) => {
        const m = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
        if (!m) return segment;
        const value = params[m[1]!];
        if (value === undefined || value === null || value === '') {
          if (m[2]) return null;
          throw new Error(`Missing parameter "${m[1]}" for ${fullPath}`);
        }
        return encodeURIComponent(value);
      })
      .filter((s): s is string => s !== null)
      .join('/') || '/';
  const query = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  const search = query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : '';
  return `${path}${search}${encodeHash(options.hash)}` as Href;
}

/** The link of a resolved route (used by generic code that finds routes in the table). */
export const hrefTo = (
  route: ResolvedRoute,
  params?: Record<string, string | null | undefined>,
  options?: LinkOptions,
) => fillPath(route.fullPath, params, options);

/** Builds the link builders of every route of a resolved table. */
export function createLinks<E extends { name: string; path: string }>(
  routes: readonly ResolvedRoute[],
): LinkBuilders<E> {
  const links: Record<string, unknown> = {};
  for (const route of routes) {
    const key = route.name.charAt(0).toLowerCase() + route.name.slice(1);
    links[key] = (params?: Record<string, string | null | undefined>, options?: LinkOptions) =>
      fillPath(route.fullPath, params, options);
  }
  return links as LinkBuilders<E>;
}
