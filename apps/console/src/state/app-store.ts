import { proxy } from 'valtio';
import type { CurrentUser, ForbiddenData, License, StaticData } from '@portcullis/api-client';
import type { AccessContext } from '../routes/navigation';

/** The console's app state (spec §3 App state). */
export interface AppState {
  loading: boolean;
  /** Set when a form is edited, cleared when it is saved (spec §4 Form edit flag). */
  isFormChanged: boolean;
  license: License | null;
  staticData: StaticData | null;
  superAdminRoleDefId: string | null;
  currentUser: CurrentUser | null;
  /** The last 403's details, shown by the forbidden screen. */
  forbidden: ForbiddenData | null;
  /** Unread notifications of the bell. */
  unreadCount: number;
  /** A navigation held back because a form has unsaved changes; the leave guard asks first. */
  pendingNavigation: string | null;
}

export const appState = proxy<AppState>({
  loading: true,
  isFormChanged: false,
  license: null,
  staticData: null,
  superAdminRoleDefId: null,
  currentUser: null,
  forbidden: null,
  unreadCount: 0,
  pendingNavigation: null,
});

export function setStaticData(data: StaticData): void {
  appState.staticData = data;
  appState.superAdminRoleDefId = data.superAdminRoleDefId;
  appState.currentUser = data.currentUser;
}

/** What the route checks read of the signed-in user (permissions, flags, tenant), or null when nobody is signed in. */
export function accessContextOf(state: {
  readonly currentUser: {
    readonly Permissions: readonly string[];
    readonly IsSuperAdmin: boolean;
    readonly TenantName: string;
  } | null;
  readonly staticData: { readonly featureFlags: readonly string[]; readonly tenant: { readonly Name: string } } | null;
}): AccessContext | null {
  const user = state.currentUser;
  if (!user) return null;
  return {
    permissions: user.Permissions,
    isSuperAdmin: user.IsSuperAdmin,
    featureFlags: state.staticData?.featureFlags ?? [],
    tenantName: state.staticData?.tenant.Name ?? user.TenantName,
  };
}
