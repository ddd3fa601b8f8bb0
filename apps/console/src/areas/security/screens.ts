/** Security (spec §2.7): the screens named in security/routes.ts. */
export {
  ResourceDefTypeListPage,
  ResourceListPage,
  ResourceSavePage,
  SourceListPage,
} from './resources/resource-screens';
export { ResourceObjectsPage } from './resources/ResourceObjectsPage';
export { SourceSettingsPage } from './resources/SourceSettingsPage';
