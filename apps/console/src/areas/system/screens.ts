/** System (spec §2.9): the screens named in system/routes.ts, loaded as one chunk. */
export { StatusPage } from './operations/StatusPage';
export { ServersPage, ServicesPage } from './operations/ServersPage';
export { ServerSavePage } from './operations/ServerSavePage';
export { LogsPage } from './operations/LogsPage';
export { DiagnosticPage, VersionHistoryPage } from './operations/DiagnosticPage';
export { BootstrapPage } from './operations/BootstrapPage';
export { SetupPage } from './operations/SetupPage';
export { DataRetentionPage } from './maintenance/DataRetentionPage';
export { IndexMaintenancePage } from './maintenance/IndexMaintenancePage';
export { ConfigurationListPage } from './ConfigurationListPage';
export { ConfigurationSavePage } from './ConfigurationSavePage';
export { ConfigurationViewPage } from './ConfigurationViewPage';
export { LanguageValuesPage } from './LanguageValuesPage';
export { LanguageListPage } from './LanguageListPage';
export { FlagDefObjectsPage } from './FlagDefObjectsPage';
