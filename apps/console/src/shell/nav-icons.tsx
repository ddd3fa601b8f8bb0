import {
  ApplicationIcon,
  ChartIcon,
  DashboardIcon,
  DevicesIcon,
  DirectoryIcon,
  GovernanceIcon,
  PaletteIcon,
  PlugIcon,
  ServerIcon,
  SettingsIcon,
  ShieldIcon,
  UserCheckIcon,
  WorkflowIcon,
  type IconComponent,
} from '@portcullis/ui';
import type { routeTable } from '../routes/route-table';

type TopRoute = (typeof routeTable)[number];
/** The sections of the side navigation: top-level routes with children that are not hidden. */
export type NavSectionName = Exclude<Extract<TopRoute, { children: unknown }>, { isVisible: false }>['name'];

/**
 * The icon of each side-navigation section. Keyed by the route table's section names, so a new
 * section without an icon is a type error; icons stay out of the route table, which every page loads.
 */
export const NAV_ICONS: Record<NavSectionName, IconComponent> = {
  Dashboard: DashboardIcon,
  Directory: DirectoryIcon,
  Governance: GovernanceIcon,
  ProvisionServices: ServerIcon,
  ProvisionProviders: PlugIcon,
  UserAuthRequests: UserCheckIcon,
  Applications: ApplicationIcon,
  Security: ShieldIcon,
  Sessions: DevicesIcon,
  System: SettingsIcon,
  Workflow: WorkflowIcon,
  Reports: ChartIcon,
  Branding: PaletteIcon,
};

/** The icon of a section by its route name (none for a name outside the table's sections). */
export const navIconOf = (name: string): IconComponent | undefined =>
  (NAV_ICONS as Record<string, IconComponent | undefined>)[name];
