import type { ComponentType } from 'react';
import type { ResolvedRoute, ScreenKey } from './route-types';
import { EntryScreen } from '../shell/EntryScreen';
import { SignInPage } from '../shell/SignInPage';
import { LogoutScreen } from '../shell/LogoutScreen';
import { AccountResultScreen } from '../shell/AccountResultScreen';
import { AccessExpiredScreen, ForbiddenScreen } from '../shell/AccessScreens';
import { OverviewPage } from '../areas/dashboard/OverviewPage';
import { SecurityPage } from '../areas/dashboard/SecurityPage';
import { AwarenessPage } from '../areas/dashboard/AwarenessPage';
import { GetStartedPage } from '../areas/dashboard/GetStartedPage';
import { AutomationListPage } from '../areas/workflow/AutomationListPage';
import { AutomationSavePage } from '../areas/workflow/AutomationSavePage';
import { UserListPage } from '../areas/directory/UserListPage';
import { UserFormPage } from '../areas/directory/users/UserFormPage';
import { UserViewPage } from '../areas/directory/users/UserViewPage';
import { UserPasswordsPage } from '../areas/directory/users/UserPasswordsPage';
import { CreateFromSourcePage, DuplicatedUsersPage, LiveTrackingPage } from '../areas/directory/users/UserLookupPages';
import {
  ProfileProviderListPage,
  ProfileProviderSavePage,
  ProfileProviderViewPage,
  ProviderListPage,
  ProviderSavePage,
  ProviderViewPage,
} from '../areas/directory/providers/ProviderPages';
import {
  ProfileListPage,
  ProfileValueAddPage,
  ProfileValueEditPage,
  ProfileViewPage,
} from '../areas/directory/profiles/ProfilePages';
import {
  PropertyGroupListPage,
  PropertyGroupSavePage,
  PropertyGroupSortPage,
  PropertyGroupViewPage,
  PropertyListPage,
  PropertySavePage,
  PropertySortPage,
  PropertyValuePage,
  PropertyViewPage,
} from '../areas/directory/profiles/PropertyPages';
import {
  ProfileSourceListPage,
  ProfileSourceSavePage,
  ProfileSourceSettingsPage,
  ProfileSourceViewPage,
} from '../areas/directory/profiles/ProfileSourcePages';
import {
  GroupDefListPage,
  GroupDefObjectsPage,
  GroupDefPrivilegesPage,
  GroupDefSavePage,
} from '../areas/directory/group-defs/GroupDefPages';
import { ExportsPage } from '../areas/reports/ExportsPage';
import {
  UserSourceListPage,
  UserSourceSavePage,
  UserSourceSettingsPage,
  UserSourceViewPage,
} from '../areas/directory/sources/UserSourcePages';

export interface ScreenProps {
  params: Record<string, string>;
  route: ResolvedRoute;
}

/** Built screens by key; the route table names the key. */
export const screens: Record<ScreenKey, ComponentType<ScreenProps>> = {
  entry: EntryScreen,
  signIn: SignInPage,
  logout: LogoutScreen,
  accountResult: AccountResultScreen,
  forbidden: () => <ForbiddenScreen />,
  accessExpired: AccessExpiredScreen,
  dashboardOverview: OverviewPage,
  dashboardSecurity: SecurityPage,
  dashboardAwareness: AwarenessPage,
  dashboardGetStarted: GetStartedPage,
  automationList: AutomationListPage,
  automationSave: AutomationSavePage,
  userList: UserListPage,
  userLiveTracking: LiveTrackingPage,
  userDuplicated: DuplicatedUsersPage,
  userCreate: UserFormPage,
  userCreateFromSource: CreateFromSourcePage,
  userSave: UserFormPage,
  userView: UserViewPage,
  userPasswords: UserPasswordsPage,
  userSourceList: UserSourceListPage,
  userSourceView: UserSourceViewPage,
  userSourceSave: UserSourceSavePage,
  userSourceSettings: UserSourceSettingsPage,
  providerList: ProviderListPage,
  providerView: ProviderViewPage,
  providerSave: ProviderSavePage,
  profileList: ProfileListPage,
  profileView: ProfileViewPage,
  profileValueAdd: ProfileValueAddPage,
  profileValueEdit: ProfileValueEditPage,
  propertyList: PropertyListPage,
  propertySave: PropertySavePage,
  propertyView: PropertyViewPage,
  propertySort: PropertySortPage,
  propertyValue: PropertyValuePage,
  propertyGroupList: PropertyGroupListPage,
  propertyGroupSave: PropertyGroupSavePage,
  propertyGroupView: PropertyGroupViewPage,
  propertyGroupSort: PropertyGroupSortPage,
  profileSourceList: ProfileSourceListPage,
  profileSourceSave: ProfileSourceSavePage,
  profileSourceView: ProfileSourceViewPage,
  profileSourceSettings: ProfileSourceSettingsPage,
  profileProviderList: ProfileProviderListPage,
  profileProviderView: ProfileProviderViewPage,
  profileProviderSave: ProfileProviderSavePage,
  groupDefList: GroupDefListPage,
  groupDefSave: GroupDefSavePage,
  groupDefObjects: GroupDefObjectsPage,
  groupDefPrivileges: GroupDefPrivilegesPage,
  exports: ExportsPage,
};
