/** The screens of the system area (routes.ts), loaded as one chunk. */
export { ConfigurationListPage } from './ConfigurationListPage';
export { ConfigurationSavePage } from './ConfigurationSavePage';
export { ConfigurationViewPage } from './ConfigurationViewPage';
export { LanguageValuesPage } from './LanguageValuesPage';
export { LanguageListPage } from './LanguageListPage';
