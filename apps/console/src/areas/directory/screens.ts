/** The screens of the directory area (routes.ts), loaded as one chunk. */
export { UserListPage } from './UserListPage';
export { UserFormPage } from './users/UserFormPage';
export { UserViewPage } from './users/UserViewPage';
export { UserPasswordsPage } from './users/UserPasswordsPage';
export { CreateFromSourcePage, DuplicatedUsersPage, LiveTrackingPage } from './users/UserLookupPages';
export { UserSourceList, UserSourceSave, UserSourceSettings, UserSourceView } from './sources/user-source-screens';
export { ProfileListPage, ProfileViewPage } from './profiles/ProfilePages';
export { ProfileValueSavePage } from './profiles/profile-value-screens';
export { PropertyValuePage, PropertyView } from './profiles/property-screens';
export { ProfileSourceSettingsPage, ProfileSourceView } from './profiles/profile-source-screens';
export { GroupDefPrivilegesPage } from './group-defs/GroupDefPages';
export { GroupDefList, GroupDefSave, GroupDefView } from './group-defs/group-def-screens';
