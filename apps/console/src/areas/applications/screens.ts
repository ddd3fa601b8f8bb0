/** The screens of the applications area (routes.ts), loaded as one chunk. */
export { ApplicationListPage, ApplicationSavePage, ApplicationViewPage } from './ApplicationPages';
export { ApplicationUserSavePage, ApplicationUserViewPage } from './application-user-screens';
