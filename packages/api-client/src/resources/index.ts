export * from './define';
export * from './identities';
export * from './fields';
export * from './validate';
export * from './registry';
export { PROVIDER_TYPES } from './definitions/provider';
export {
  SOURCE_PROVIDERS,
  SOURCE_PROVIDER_SETTINGS,
  type ProviderSetting,
  type SourceProviderName,
} from './definitions/source';
export {
  mergeSourceSettings,
  parseConnectionString,
  portOf,
  sourceTargetOf,
  type PostgresTarget,
  type SecretSettingsOutcome,
  type SettingInput,
  type StoredSetting,
} from './source-targets';
export { RESOURCE_HOLDING_STATES } from './definitions/resource-def';
export * from './network';
export { Weekday } from './definitions/access-restriction';
export { AuthenticatorType, type AuthenticatorTypeName } from './definitions/authenticator';
export { APPLICATION_TYPE_CHOICES, CONSOLE_APPLICATION_ID, DEFINED_BY_CHOICES } from './definitions/application';
export * from './lifecycle';
export * from './actions';
export { certificationLifecycle, certificationItemLifecycle } from './definitions/certification-states';
export {
  CertificationEndBehaviour,
  CertificationScope,
  REMOVE_WITH_AUTO_APPLY_WARNING,
} from './definitions/access-certification';
export { ItemApplyResult, ItemRecommendation } from './definitions/certification-item';
