// Generated from the definitions (definitions/*.ts) by scripts/generate-registry.ts — do not edit by hand.
// The registry (registry.ts) and the contract read every definition from this module.
// After adding, renaming or removing a definition run: pnpm --filter @portcullis/api-client routes

import { accessCertificationResource } from './definitions/access-certification';
import { accessPackageResource } from './definitions/access-package';
import { accessRequestResource } from './definitions/access-request';
import { accessRestrictionResource } from './definitions/access-restriction';
import { applicationKeyResource } from './definitions/application-key';
import { applicationResource } from './definitions/application';
import { applicationUserResource } from './definitions/application-user';
import { authenticatorResource } from './definitions/authenticator';
import { automationRuleResource } from './definitions/automation-rule';
import { browserResource } from './definitions/browser';
import { catalogResource } from './definitions/catalog';
import { certificationItemResource } from './definitions/certification-item';
import { contentResource } from './definitions/content';
import { flagDefResource } from './definitions/flag-def';
import { flagResource } from './definitions/flag';
import { flowItemResource } from './definitions/flow-item';
import { flowResource } from './definitions/flow';
import { formDefResource } from './definitions/form-def';
import { groupDefResource } from './definitions/group-def';
import { languageResource } from './definitions/language';
import { notificationDefResource } from './definitions/notification-def';
import { notificationDeliveryResource } from './definitions/notification-delivery';
import { notificationRecipientResource } from './definitions/notification-delivery';
import { passwordPolicyResource } from './definitions/password-policy';
import { permissionDefResource } from './definitions/permission-def';
import { platformResource } from './definitions/platform';
import { profilePropertyResource } from './definitions/profile-property';
import { profileResource } from './definitions/profile';
import { profileSourceResource } from './definitions/profile-source';
import { profileUserResource } from './definitions/profile-user';
import { profileValueResource } from './definitions/profile-value';
import { propertyGroupResource } from './definitions/property-group';
import { providerResource } from './definitions/provider';
import { provisionProviderResource } from './definitions/provision-provider';
import { provisionServiceResource } from './definitions/provision-service';
import { resourceDefResource } from './definitions/resource-def';
import { resourceDefTypeResource } from './definitions/resource-def-type';
import { roleDefResource } from './definitions/role-def';
import { ruleRunResource } from './definitions/rule-run';
import { sourceResource } from './definitions/source';
import { userResource } from './definitions/user';
import { userSourceResource } from './definitions/user-source';
import { webhookDeliveryResource } from './definitions/webhook-delivery';
import { webhookResource } from './definitions/webhook';
import { zoneDefResource } from './definitions/zone-def';
import { zoneResource } from './definitions/zone';

export {
  accessCertificationResource,
  accessPackageResource,
  accessRequestResource,
  accessRestrictionResource,
  applicationKeyResource,
  applicationResource,
  applicationUserResource,
  authenticatorResource,
  automationRuleResource,
  browserResource,
  catalogResource,
  certificationItemResource,
  contentResource,
  flagDefResource,
  flagResource,
  flowItemResource,
  flowResource,
  formDefResource,
  groupDefResource,
  languageResource,
  notificationDefResource,
  notificationDeliveryResource,
  notificationRecipientResource,
  passwordPolicyResource,
  permissionDefResource,
  platformResource,
  profilePropertyResource,
  profileResource,
  profileSourceResource,
  profileUserResource,
  profileValueResource,
  propertyGroupResource,
  providerResource,
  provisionProviderResource,
  provisionServiceResource,
  resourceDefResource,
  resourceDefTypeResource,
  roleDefResource,
  ruleRunResource,
  sourceResource,
  userResource,
  userSourceResource,
  webhookDeliveryResource,
  webhookResource,
  zoneDefResource,
  zoneResource,
};

/** Every definition, in the order of their export names. */
export const definitionList = [
  accessCertificationResource,
  accessPackageResource,
  accessRequestResource,
  accessRestrictionResource,
  applicationKeyResource,
  applicationResource,
  applicationUserResource,
  authenticatorResource,
  automationRuleResource,
  browserResource,
  catalogResource,
  certificationItemResource,
  contentResource,
  flagDefResource,
  flagResource,
  flowItemResource,
  flowResource,
  formDefResource,
  groupDefResource,
  languageResource,
  notificationDefResource,
  notificationDeliveryResource,
  notificationRecipientResource,
  passwordPolicyResource,
  permissionDefResource,
  platformResource,
  profilePropertyResource,
  profileResource,
  profileSourceResource,
  profileUserResource,
  profileValueResource,
  propertyGroupResource,
  providerResource,
  provisionProviderResource,
  provisionServiceResource,
  resourceDefResource,
  resourceDefTypeResource,
  roleDefResource,
  ruleRunResource,
  sourceResource,
  userResource,
  userSourceResource,
  webhookDeliveryResource,
  webhookResource,
  zoneDefResource,
  zoneResource,
] as const;
