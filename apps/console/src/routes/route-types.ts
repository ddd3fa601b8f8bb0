/** Screens that are built; every other route renders the shared NotBuiltYet screen. */
export type ScreenKey =
  | 'entry'
  | 'signIn'
  | 'logout'
  | 'accountResult'
  | 'forbidden'
  | 'accessExpired'
  | 'dashboardOverview'
  | 'dashboardSecurity'
  | 'dashboardAwareness'
  | 'dashboardGetStarted'
  | 'automationList'
  | 'automationSave'
  | 'userList'
  | 'userLiveTracking'
  | 'userDuplicated'
  | 'userCreate'
  | 'userCreateFromSource'
  | 'userSave'
  | 'userView'
  | 'userPasswords'
  | 'userSourceList'
  | 'userSourceView'
  | 'userSourceSave'
  | 'userSourceSettings'
  | 'providerList'
  | 'providerView'
  | 'providerSave'
  | 'profileList'
  | 'profileView'
  | 'profileValueAdd'
  | 'profileValueEdit'
  | 'propertyList'
  | 'propertySave'
  | 'propertyView'
  | 'propertySort'
  | 'propertyValue'
  | 'propertyGroupList'
  | 'propertyGroupSave'
  | 'propertyGroupView'
  | 'propertyGroupSort'
  | 'profileSourceList'
  | 'profileSourceSave'
  | 'profileSourceView'
  | 'profileSourceSettings'
  | 'profileProviderList'
  | 'profileProviderView'
  | 'profileProviderSave'
  | 'groupDefList'
  | 'groupDefSave'
  | 'groupDefObjects'
  | 'groupDefPrivileges'
  | 'exports';

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
  /** The built screen; absent = 'This screen is not built yet.' */
  screen?: ScreenKey;
  children?: RouteDef[];
}

/** A route with its absolute path and ancestry, as derived from the table. */
export interface ResolvedRoute extends RouteDef {
  fullPath: string;
  parent: ResolvedRoute | null;
  children: ResolvedRoute[];
  depth: number;
}
