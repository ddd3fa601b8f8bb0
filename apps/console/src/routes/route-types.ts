import type { ComponentType } from 'react';
import type { ResourceIdentity } from '@portcullis/api-client';

/** What a screen is given: the route's parameters and the route itself. */
export interface ScreenProps {
  params: Record<string, string>;
  route: ResolvedRoute;
}

export type Screen = ComponentType<ScreenProps>;
/** An area's screens module, loaded when one of its routes is first shown (one chunk per area). */
export type ScreenModule = Record<string, Screen>;
export type ScreenLoader = () => Promise<ScreenModule>;

/** The generic screens a resource definition gives (apps/console/src/areas/shared/resource). */
export type ResourceScreenKind = 'list' | 'view' | 'save' | 'sort';

/**
 * Which generic screen of which resource a route shows; `partition` fixes a partitioned resource's value.
 * The route names the resource by its identity (name, titles, id, access), not its full definition, so
 * the table loaded with every page stays small; the screen loads the definition (`useDefinition`).
 */
export interface ResourceScreenRef {
  identity: ResourceIdentity;
  kind: ResourceScreenKind;
  partition?: string;
}

/** A route that is not in the menu or the tabs. */
export const hidden = { isVisible: false } as const;

/** The route shows the generic `kind` screen of the resource `identity` names (see areas/shared/resource). */
export const res = (identity: ResourceIdentity, kind: ResourceScreenKind, partition?: string): ResourceScreenRef =>
  partition ? { identity, kind, partition } : { identity, kind };

/** One route of the console, as written in the route table (spec §2). */
export interface RouteDef {
  /** Path segment(s) relative to the parent; `:id` parameters, `?` optional. */
  path: string;
  /** Route name (spec names in parentheses, e.g. ListUser, UserView). */
  name: string;
  title: string;
  /** Full permission string the user must hold; undefined/null = allowed (spec §6). */
  permission?: string | null;
  /** Feature flag that must be on. */
  flag?: string;
  /** Only the tenant named 'default' sees it (spec §2.13). */
  isDefaultTenantOnly?: boolean;
  /** Menu order among siblings; unsorted come last. */
  sort?: number;
  /** The child a leaf click / parent visit goes to. */
  isDefault?: boolean;
  /** Shown in the side navigation and as a page tab. @default true for routes without parameters */
  isVisible?: boolean;
  /** Where visiting this path sends the user instead. */
  redirect?: string;
  /** Reachable without signing in; shown in the brand-only layout (spec §2.13). */
  isPublic?: boolean;
  /**
   * A page of its own outside the React app (the sign-in page, src/sign-in): the entry module loads it
   * by path, and navigating to it from the app loads it afresh instead of rendering a screen.
   */
  isStandalone?: boolean;
  /**
   * Key of the screen in its area's screens module (routes/screen-loaders.ts names the module of each
   * top-level route); absent (and no resource) = 'This screen is not built yet.'
   */
  screen?: string;
  /** A generic screen of a resource definition instead of a hand-written one. */
  resource?: ResourceScreenRef;
  children?: readonly RouteDef[];
}

/** A route with its absolute path and ancestry, as derived from the table. */
export interface ResolvedRoute extends Omit<RouteDef, 'children'> {
  fullPath: string;
  parent: ResolvedRoute | null;
  children: ResolvedRoute[];
  depth: number;
}
