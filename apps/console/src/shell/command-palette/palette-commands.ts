import type { PaletteCommand } from '@portcullis/ui';
import {
  buildNavigation,
  firstFailingRoute,
  flattenRoutes,
  hrefOf,
  links,
  routeTree,
  type AccessContext,
  type Href,
  type ResolvedRoute,
} from '../../routes/index';

/** A palette command of the console: where choosing it goes. */
export interface ConsoleCommand extends PaletteCommand {
  href: Href;
}

/** The pages of the side navigation, as the user sees it (same permissions, flags and tenant rule). */
export function pageCommands(ctx: AccessContext): ConsoleCommand[] {
  return buildNavigation(routeTree, ctx).flatMap((section) =>
    section.children.map((page) => ({
      id: `page:${page.name}`,
      label: page.title,
      group: 'Pages',
      description: section.title,
      href: page.href,
    })),
  );
}

/**
 * The palette's actions: a label, keywords and the route it opens. An action is offered only when the
 * user may open that route (the route's and its section's checks), so the palette never offers what
 * the page would refuse. "Export users" opens the list with its export dialog (`?export=csv`).
 */
const PALETTE_ACTIONS: ReadonlyArray<{
  id: string;
  label: string;
  route: string;
  keywords?: string[];
  query?: Record<string, string>;
}> = [
  { id: 'action:create-user', label: 'Create user', route: 'CreateUser', keywords: ['add', 'new', 'person'] },
  {
    id: 'action:export-users',
    label: 'Export users',
    route: 'ListUser',
    keywords: ['csv', 'download'],
    query: { export: 'csv' },
  },
  {
    id: 'action:start-campaign',
    label: 'Start campaign',
    route: 'AccessCertificationDefSave',
    keywords: ['access', 'certification', 'review'],
  },
  { id: 'action:create-group', label: 'Create group', route: 'GroupDefSave', keywords: ['add', 'new'] },
  {
    id: 'action:create-application',
    label: 'Create application',
    route: 'ApplicationCreate',
    keywords: ['add', 'new', 'app'],
  },
  { id: 'action:create-role', label: 'Create role', route: 'RoleDefSave', keywords: ['add', 'new'] },
  {
    id: 'action:create-rule',
    label: 'Create automation rule',
    route: 'AutomationSave',
    keywords: ['add', 'new', 'workflow'],
  },
];

const routesByName = new Map(flattenRoutes(routeTree).map((route) => [route.name, route]));

/** Whether the user may open the route (its own checks and every ancestor's). */
export const mayOpen = (route: ResolvedRoute, ctx: AccessContext) => firstFailingRoute(route, ctx) === null;

export function actionCommands(ctx: AccessContext): ConsoleCommand[] {
  return PALETTE_ACTIONS.flatMap((action) => {
    const route = routesByName.get(action.route);
    if (!route || !mayOpen(route, ctx)) return [];
    const path = hrefOf(route, ctx);
    const query = action.query ? `?${new URLSearchParams(action.query)}` : '';
    return [
      {
        id: action.id,
        label: action.label,
        group: 'Actions',
        keywords: action.keywords ?? [],
        href: `${path}${query}` as Href,
      },
    ];
  });
}

/**
 * The kinds of object the palette searches on the server (§7 user search and object search), each
 * with the view a result opens. A kind is searched only when the user may open that view.
 */
export interface PaletteObjectKind {
  objectTypeName: 'User' | 'Group' | 'Application' | 'Role';
  group: string;
  viewRoute: string;
  href: (id: string) => Href;
}

export const PALETTE_OBJECT_KINDS: readonly PaletteObjectKind[] = [
  { objectTypeName: 'User', group: 'Users', viewRoute: 'UserView', href: (id) => links.userView({ id }) },
  { objectTypeName: 'Group', group: 'Groups', viewRoute: 'GroupDefSave', href: (id) => links.groupDefSave({ id }) },
  {
    objectTypeName: 'Application',
    group: 'Applications',
    viewRoute: 'ApplicationView',
    href: (id) => links.applicationView({ id }),
  },
  { objectTypeName: 'Role', group: 'Roles', viewRoute: 'RoleDefView', href: (id) => links.roleDefView({ id }) },
];

/** The object kinds this user may search and open. */
export function searchableKinds(ctx: AccessContext): PaletteObjectKind[] {
  return PALETTE_OBJECT_KINDS.filter((kind) => {
    const route = routesByName.get(kind.viewRoute);
    return route !== undefined && mayOpen(route, ctx);
  });
}
