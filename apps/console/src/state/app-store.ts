import { proxy } from 'valtio';
import type { CurrentUser, ForbiddenData, License, StaticData } from '@portcullis/api-client';

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
