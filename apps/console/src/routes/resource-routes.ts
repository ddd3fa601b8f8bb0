import type { ResourceIdentity } from '@portcullis/api-client';
import { hidden, res, type ResourceScreenKind, type RouteDef } from './route-types';

/** The route kinds a resource can have: its generic screens, and a `create` page beside `save/:id`. */
export type ResourceRouteKind = ResourceScreenKind | 'create';

const SUFFIX = { list: 'List', save: 'Save', view: 'View', sort: 'Sort', create: 'Create' } as const;
type Suffix = typeof SUFFIX;

/** How a resource's routes differ from the pattern; everything not given is derived from the identity. */
export interface ResourceRouteOptions {
  /** Where the list lives; the other pages live under it (`{path}/save/:id?`, `/view/:id`, `/sort`, `/create`). */
  readonly path: string;
  /** Which pages the resource has. @default ['list', 'save', 'view'] */
  readonly kinds?: readonly ResourceRouteKind[];
  /** Menu order of the list page (the save, view and create pages are never in the menu). */
  readonly sort?: number;
  /** Menu order of the sort page; without it the sort page is hidden like the save page. */
  readonly sortPageOrder?: number;
  /** The list is the section's default child. */
  readonly isDefault?: boolean;
  /** The list's path takes optional parameters (`automation/:id?`) and is still in the menu. */
  readonly isListVisible?: boolean;
  /** Stem of the route names. @default the identity's name, capitalised ('zoneDef' → 'ZoneDefList') */
  readonly name?: string;
  /** A spec route name that does not follow `{Stem}{Kind}` (the spec's 'Applicationlist'). */
  readonly names?: Partial<Record<ResourceRouteKind, string>>;
  /** A spec path that does not follow the pattern ('sources/list', 'zones/defs/view/:id?'). */
  readonly paths?: Partial<Record<ResourceRouteKind, string>>;
  /**
   * What the menu calls the resource when it is shorter than the identity's titles (the spec's
   * 'Policies' for password policies). @default the identity's titles in title case
   */
  readonly titles?: { readonly one: string; readonly many: string };
  /** The partition the pages show (providers: 'user' or 'profile'); its access decides who reaches them. */
  readonly partition?: string;
  /** A rich screen in place of a generic one (a key of the area's screens module); `create` takes save's. */
  readonly screens?: Partial<Record<ResourceScreenKind, string>>;
}

type DefaultKinds = readonly ['list', 'save', 'view'];
type KindsOf<O> = O extends { readonly kinds: readonly (infer K extends ResourceRouteKind)[] }
  ? K
  : DefaultKinds[number];
type StemOf<I extends ResourceIdentity, O> = O extends { readonly name: infer N extends string }
  ? N
  : Capitalize<I['name']>;
type Under<Base extends string, P extends string> = Base extends '' ? P : `${Base}/${P}`;
type DefaultPath<Base extends string> = {
  list: Base;
  save: Under<Base, 'save/:id?'>;
  view: Under<Base, 'view/:id'>;
  sort: Under<Base, 'sort'>;
  create: Under<Base, 'create'>;
};
type PathOf<K extends ResourceRouteKind, O extends ResourceRouteOptions> = O extends {
  readonly paths: { readonly [X in K]: infer P extends string };
}
  ? P
  : DefaultPath<O['path']>[K];
type NameOf<K extends ResourceRouteKind, I extends ResourceIdentity, O> = O extends {
  readonly names: { readonly [X in K]: infer N extends string };
}
  ? N
  : `${StemOf<I, O>}${Suffix[K]}`;

/** One generated route, with its name and path as literal types so typed links (links.ts) see them. */
export type ResourceRoute<K extends ResourceRouteKind, N extends string, P extends string> = RouteDef & {
  readonly name: N;
  readonly path: P;
};
type RoutesOfResource<I extends ResourceIdentity, O extends ResourceRouteOptions> = {
  [K in KindsOf<O>]: ResourceRoute<K, NameOf<K, I, O>, PathOf<K, O>>;
}[KindsOf<O>];

/** 'Zone definitions' → 'Zone Definitions': route titles are title case (spec §2), identity titles sentence case. */
export const titleCase = (text: string): string =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, gap, c) => gap + c.toUpperCase());

const under = (base: string, rest: string) => (base ? `${base}/${rest}` : rest);

/**
 * The routes of a resource's pages, derived from its identity (as react-admin's `<Resource>` binds one
 * entity to its screens): names `{Stem}List`, `{Stem}Save`, `{Stem}View`, `{Stem}Sort`, `{Stem}Create`;
 * titles 'Zone Definitions', 'Save Zone Definition', 'Zone Definition', 'Sort Zone Definitions',
 * 'Create Zone Definition' from the identity's titles; no permission of their own, so each takes the
 * identity's access (list and view: list or view access; save, sort, create: edit access, see
 * navigation.ts). Only what the spec writes differently is given in `options`.
 */
export function resourceRoutes<const I extends ResourceIdentity, const O extends ResourceRouteOptions>(
  identity: I,
  options: O,
): readonly RoutesOfResource<I, O>[] {
  const kinds = options.kinds ?? (['list', 'save', 'view'] as const);
  const stem = options.name ?? identity.name.charAt(0).toUpperCase() + identity.name.slice(1);
  const one = titleCase(options.titles?.one ?? identity.titles.one);
  const many = titleCase(options.titles?.many ?? identity.titles.many);
  const titles: Record<ResourceRouteKind, string> = {
    list: many,
    save: `Save ${one}`,
    view: one,
    sort: `Sort ${many}`,
    create: `Create ${one}`,
  };
  const paths: Record<ResourceRouteKind, string> = {
    list: options.path,
    save: under(options.path, 'save/:id?'),
    view: under(options.path, 'view/:id'),
    sort: under(options.path, 'sort'),
    create: under(options.path, 'create'),
  };
  return kinds.map((kind): RouteDef => {
    const screenKind: ResourceScreenKind = kind === 'create' ? 'save' : kind;
    const screen = options.screens?.[screenKind];
    const menu =
      kind === 'list'
        ? { ...(options.sort !== undefined && { sort: options.sort }), ...(options.isDefault && { isDefault: true }) }
        : kind === 'sort' && options.sortPageOrder !== undefined
          ? { sort: options.sortPageOrder }
          : hidden;
    return {
      path: options.paths?.[kind] ?? paths[kind],
      name: options.names?.[kind] ?? `${stem}${SUFFIX[kind]}`,
      title: titles[kind],
      ...menu,
      resource: res(identity, screenKind, options.partition),
      ...(kind === 'list' && options.isListVisible && { isVisible: true }),
      ...(screen && { screen }),
    };
  }) as unknown as readonly RoutesOfResource<I, O>[];
}
