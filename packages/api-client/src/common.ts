// Everything of the api-client that loads neither zod, the transport nor the SignalR client: enums,
// entity types, permissions, paging values, envelope, messages, hub names, the password policy, the
// resource definitions and the route table. The browser entry (index.ts) and the server entry
// (contract.ts) both re-export it.
export * from './entities/enums';
export * from './entities/core';
export * from './entities/directory';
export * from './entities/workflow';
export * from './entities/profiles';
export * from './entities/security';
export * from './entities/sessions';
export * from './entities/applications';
export * from './entities/provisioning';
export * from './entities/rule-actions';
export * from './entities/shared-reveal';
export * from './entities/webhooks';
export * from './entities/governance';
export * from './entities/operations';
export * from './entities/licensing';
export * from './entities/maintenance';
export * from './applications/index';
export * from './contract/paging-values';
export * from './contract/envelope';
export * from './contract/permissions';
export * from './contract/csrf';
export {
  buildPath,
  listCalls,
  type Access,
  type AnyCall,
  type BodyOf,
  type CallInput,
  type CallSpec,
  type ContractTable,
  type DataOf,
  type Domain,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type Responds,
} from './contract/define';
export type { Contract, DomainName } from './contract/index';
export * from './hubs/names';
export * from './messages';
export * from './routes/index';
export * from './resources/index';
export * from './settings/index';
export * from './i18n/index';
export {
  checkPassword,
  defaultPasswordPolicy,
  generatePassword,
  generatePolicyPassword,
  resolvePasswordPolicy,
  USER_PASSWORD_LENGTH,
  type PasswordRuleFailure,
  type ResolvedPasswordPolicy,
} from './password-policy';
export * from './governance/request-lifecycle';
export * from './workflow/index';
export * from './notifications/index';
export type { LanguageMessages, LanguageValueRow } from './contract/language-values';
export * from './branding/index';
export type { BrandingCustomization, BrandingDomain, BrandingTheme } from './contract/branding';
export type { ReportChartData, ReportPoint, ReportRow, ReportName } from './reports/types';
export {
  SIMILAR_GROUP_MIN_THRESHOLD,
  type SimilarGroupRun,
  type SimilarGroupRunProgress,
  type SimilarGroupRuns,
} from './reports/similar-group-runs';
export * from './entities/tracing';
