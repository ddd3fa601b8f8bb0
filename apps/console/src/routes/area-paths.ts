/**
 * The top-level paths of the console (spec §2), written once: the area route files take their `path`
 * from here, routes/screen-loaders.ts finds an area's screens by them (the key is the area's folder
 * under src/areas, or the shell), and the lint rule that forbids console paths in screens
 * (eslint.config.ts) builds its pattern from them. Plain data with no imports, so the lint config can
 * load it without the route table.
 */
export const areaPaths = {
  dashboard: '/dashboard',
  directory: '/directory',
  governance: '/governance',
  provisionServices: '/provisionservices',
  provisionProviders: '/provisionProviders',
  userAuthRequests: '/userauthrequests',
  applications: '/applications',
  security: '/security',
  sessions: '/sessions',
  system: '/system',
  workflow: '/workflow',
  reports: '/reports',
  branding: '/branding',
  /** The shell's sign-in, logout and sign-in result pages (spec §2.1). */
  account: '/account',
  /** The shell's access screens (spec §2.1). */
  access: '/_access',
} as const;

export type AreaName = keyof typeof areaPaths;

/** The areas whose screens the shell renders (src/shell/screens.ts), not a folder under src/areas. */
export const SHELL_AREAS: readonly AreaName[] = ['account', 'access'];
