/** System (spec §2.9): the screens named in system/routes.ts, loaded as one chunk. */
export { StatusPage } from './operations/StatusPage';
export { ServersPage, ServicesPage } from './operations/ServersPage';
export { ServerSavePage } from './operations/ServerSavePage';
export { LogsPage } from './operations/LogsPage';
export { DiagnosticPage, VersionHistoryPage } from './operations/DiagnosticPage';
export { BootstrapPage } from './operations/BootstrapPage';
export { SetupPage } from './operations/SetupPage';
export { ConfigurationListPage } from './ConfigurationListPage';
export { ConfigurationSavePage } from './ConfigurationSavePage';
export { ConfigurationViewPage } from './ConfigurationViewPage';
export { LanguageValuesPage } from './LanguageValuesPage';
export { LanguageListPage } from './LanguageListPage';
export { FlagDefObjectsPage } from './FlagDefObjectsPage';
export { TracingPage } from './tracing/TracingPage';
export { TracingSavePage } from './tracing/TracingSavePage';
export { LicensingPage } from './licensing/LicensingPage';
export { CertificationPage } from './licensing/CertificationPage';
