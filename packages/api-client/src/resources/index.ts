export * from './define';
export * from './identity';
export * from './identities.generated';
export * from './definition-loaders.generated';
export * from './fields';
export * from './validate';
export * from './record-form';
export * from './record-key';
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
export { KEY_STATE_CHOICES, KEY_STATE_SQL, KEY_TYPE_CHOICES } from './definitions/application-key';
export {
  APPLICATION_USER_ACTIVE_SQL,
  APPLICATION_USER_STATE_CHOICES,
  LOGIN_TYPE_CHOICES,
} from './definitions/application-user';
export {
  PROVISION_ATTRIBUTES,
  ProvisionProviderType,
  type ProvisionAttribute,
  type ProvisionProviderTypeName,
} from './definitions/provision-provider';
export { PROVISION_ACCOUNT_STATES, type ProvisionAccountState } from './definitions/provision-service';
export {
  PROVISION_SECRET_FIELDS,
  isSqlIdentifier,
  isSqlTableName,
  parseColumnMap,
  provisionTargetOf,
  secretToRetype,
  type ColumnMapping,
} from './provision-targets';
export * from './lifecycle';
export * from './actions';
export { certificationLifecycle, certificationItemLifecycle } from './definitions/certification-states';
export {
  CertificationEndBehaviour,
  CertificationScope,
  REMOVE_WITH_AUTO_APPLY_WARNING,
} from './definitions/access-certification';
export { ItemApplyResult, ItemRecommendation } from './definitions/certification-item';
export * from './webhook-events';
export { webhookDeliveryLifecycle } from './definitions/webhook-delivery';
export { FLAG_NAME_MESSAGE, FLAG_NAME_PATTERN } from './definitions/flag-def';
export { FLAG_SCOPES, type FlagScope } from './definitions/flag';
