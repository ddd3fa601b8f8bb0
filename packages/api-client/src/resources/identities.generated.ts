// Generated from the definitions (definitions/*.ts) by scripts/generate-registry.ts — do not edit by hand.
// What names each resource and decides who reaches it, copied from its definition as data.
// After adding, renaming or removing a definition run: pnpm --filter @portcullis/api-client routes

import type { ResourceIdentity } from './identity';

export const accessCertificationIdentity = {
  name: 'accessCertification',
  domain: 'accessCertifications',
  titles: { one: 'Access certification', many: 'Access certifications' },
  id: 'AccessCertificationId',
  access: {
    list: 'System.Management.AccessCertificationDef.List',
    edit: 'System.Management.AccessCertificationDef.Edit',
  },
} as const satisfies ResourceIdentity;

export const accessPackageIdentity = {
  name: 'accessPackage',
  domain: 'accessPackages',
  titles: { one: 'Access package', many: 'Access packages' },
  id: 'AccessPackageId',
  access: { list: 'System.Management.AccessPackageDef.List', edit: 'System.Management.AccessPackageDef.Edit' },
} as const satisfies ResourceIdentity;

export const accessRequestIdentity = {
  name: 'accessRequest',
  domain: 'accessRequests',
  titles: { one: 'Access request', many: 'Access requests' },
  id: 'AccessRequestId',
  access: { list: 'System.Management.UserAuthRequest.List', edit: 'System.Management.UserAuthRequest.List' },
} as const satisfies ResourceIdentity;

export const accessRestrictionIdentity = {
  name: 'accessRestriction',
  domain: 'accessRestrictions',
  titles: { one: 'Access restriction', many: 'Access restrictions' },
  id: 'AccessRestrictionId',
  access: { list: 'System.Management.AccessRestriction.List', edit: 'System.Management.AccessRestriction.Edit' },
} as const satisfies ResourceIdentity;

export const applicationKeyIdentity = {
  name: 'applicationKey',
  domain: 'applications',
  titles: { one: 'Application key', many: 'Application keys' },
  id: 'ApplicationKeyId',
  access: { list: 'System.Management.Application.View', edit: 'System.Management.Application.Edit' },
} as const satisfies ResourceIdentity;

export const applicationIdentity = {
  name: 'application',
  domain: 'applications',
  titles: { one: 'Application', many: 'Applications' },
  id: 'ApplicationId',
  access: {
    list: 'System.Management.Application.List',
    view: 'System.Management.Application.View',
    edit: 'System.Management.Application.Edit',
    remove: 'System.Management.Application.Delete',
  },
} as const satisfies ResourceIdentity;

export const applicationUserIdentity = {
  name: 'applicationUser',
  domain: 'applications',
  titles: { one: 'Application user', many: 'Application users' },
  id: 'ApplicationUserId',
  access: { list: 'System.Management.Application.View', edit: 'System.Management.Application.Edit' },
} as const satisfies ResourceIdentity;

export const authenticatorIdentity = {
  name: 'authenticator',
  domain: 'authenticators',
  titles: { one: 'Authenticator', many: 'Authenticators' },
  id: 'AuthenticatorId',
  access: { list: 'System.Management.Authenticator.List', edit: 'System.Management.Authenticator.Edit' },
} as const satisfies ResourceIdentity;

export const automationRuleIdentity = {
  name: 'automationRule',
  domain: 'rules',
  titles: { one: 'Rule', many: 'Automation rules' },
  id: 'RuleId',
  access: { list: 'System.Management.Rule.List', edit: 'System.Management.Rule.Edit' },
} as const satisfies ResourceIdentity;

export const browserIdentity = {
  name: 'browser',
  domain: 'browsers',
  titles: { one: 'Browser', many: 'Browsers' },
  id: 'BrowserId',
  access: { list: 'System.Management.Browser.List', edit: 'System.Management.Browser.Edit' },
} as const satisfies ResourceIdentity;

export const catalogIdentity = {
  name: 'catalog',
  domain: 'catalogs',
  titles: { one: 'Catalog', many: 'Catalogs' },
  id: 'CatalogId',
  access: { list: 'System.Management.Catalog.List', edit: 'System.Management.Catalog.Edit' },
} as const satisfies ResourceIdentity;

export const certificationItemIdentity = {
  name: 'certificationItem',
  domain: 'accessCertifications',
  titles: { one: 'Certification item', many: 'Certification items' },
  id: 'ItemId',
  access: {
    list: 'System.Management.AccessCertificationDef.List',
    edit: 'System.Management.AccessCertificationDef.Edit',
  },
} as const satisfies ResourceIdentity;

export const contentIdentity = {
  name: 'content',
  domain: 'content',
  titles: { one: 'Content', many: 'Contents' },
  id: 'ContentId',
  access: { list: 'System.Management.Content.List', edit: 'System.Management.Content.Edit' },
} as const satisfies ResourceIdentity;

export const flagDefIdentity = {
  name: 'flagDef',
  domain: 'flagDefs',
  titles: { one: 'Flag definition', many: 'Flag definitions' },
  id: 'FlagDefId',
  access: { list: 'System.Management.Flag.List', edit: 'System.Management.Flag.Edit' },
} as const satisfies ResourceIdentity;

export const flagIdentity = {
  name: 'flag',
  domain: 'flags',
  titles: { one: 'Flag', many: 'Flags' },
  id: 'FlagId',
  access: { list: 'System.Management.Flag.List', edit: 'System.Management.Flag.Edit' },
} as const satisfies ResourceIdentity;

export const flowItemIdentity = {
  name: 'flowItem',
  domain: 'flows',
  titles: { one: 'Flow item', many: 'Flow items' },
  id: 'FlowItemId',
  access: { list: 'System.Management.Workflow.List', edit: 'System.Management.Workflow.List' },
} as const satisfies ResourceIdentity;

export const flowIdentity = {
  name: 'flow',
  domain: 'flows',
  titles: { one: 'Flow', many: 'Flows' },
  id: 'FlowId',
  access: { list: 'System.Management.Workflow.List', edit: 'System.Management.Workflow.List' },
} as const satisfies ResourceIdentity;

export const formDefIdentity = {
  name: 'formDef',
  domain: 'forms',
  titles: { one: 'Form', many: 'Forms' },
  id: 'FormDefId',
  access: { list: 'System.Management.Forms.List', edit: 'System.Management.Forms.List' },
} as const satisfies ResourceIdentity;

export const groupDefIdentity = {
  name: 'groupDef',
  domain: 'groups',
  titles: { one: 'Group', many: 'Groups' },
  id: 'GroupDefId',
  access: { list: 'System.Management.GroupDef.List', edit: 'System.Management.GroupDef.Edit' },
} as const satisfies ResourceIdentity;

export const languageIdentity = {
  name: 'language',
  domain: 'languages',
  titles: { one: 'Language', many: 'Languages' },
  id: 'LanguageId',
  access: { list: 'System.Management.Language.List', edit: 'System.Management.Language.Edit' },
} as const satisfies ResourceIdentity;

export const notificationDefIdentity = {
  name: 'notificationDef',
  domain: 'notifications',
  titles: { one: 'Notification', many: 'Notifications' },
  id: 'NotificationDefId',
  access: { list: 'System.Management.Rule.Edit', edit: 'System.Management.Rule.Edit' },
} as const satisfies ResourceIdentity;

export const notificationDeliveryIdentity = {
  name: 'notificationDelivery',
  domain: 'notifications',
  titles: { one: 'Sent notification', many: 'Sent notifications' },
  id: 'NotificationId',
  access: { list: 'System.Management.Notification.List', edit: 'System.Management.Rule.Edit' },
} as const satisfies ResourceIdentity;

export const notificationRecipientIdentity = {
  name: 'notificationRecipient',
  domain: 'notifications',
  titles: { one: 'Delivery', many: 'Deliveries' },
  id: 'RecipientDeliveryId',
  access: { list: 'System.Management.Notification.List', edit: 'System.Management.Rule.Edit' },
} as const satisfies ResourceIdentity;

export const passwordPolicyIdentity = {
  name: 'passwordPolicy',
  domain: 'policies',
  titles: { one: 'Password policy', many: 'Password policies' },
  id: 'PasswordPolicyId',
  access: { list: 'System.Management.PolicyDef.List', edit: 'System.Management.PolicyDef.Edit' },
} as const satisfies ResourceIdentity;

export const permissionDefIdentity = {
  name: 'permissionDef',
  domain: 'permissionDefs',
  titles: { one: 'Permission', many: 'Permissions' },
  id: 'PermissionDefId',
  access: { list: 'System.Management.PermissionDef.List', edit: 'System.Management.PermissionDef.Edit' },
} as const satisfies ResourceIdentity;

export const platformIdentity = {
  name: 'platform',
  domain: 'platforms',
  titles: { one: 'Platform', many: 'Platforms' },
  id: 'PlatformId',
  access: { list: 'System.Management.Platform.List', edit: 'System.Management.Platform.Edit' },
} as const satisfies ResourceIdentity;

export const profilePropertyIdentity = {
  name: 'profileProperty',
  domain: 'profiles',
  titles: { one: 'Profile property', many: 'Profile properties' },
  id: 'ProfilePropertyId',
  access: { list: 'System.Management.ProfileProperty.List', edit: 'System.Management.ProfileProperty.Edit' },
} as const satisfies ResourceIdentity;

export const profileIdentity = {
  name: 'profile',
  domain: 'profiles',
  titles: { one: 'Profile', many: 'Profiles' },
  id: 'ProfileId',
  access: { list: 'System.Management.Profile.List', edit: 'System.Management.Profile.Edit' },
} as const satisfies ResourceIdentity;

export const profileSourceIdentity = {
  name: 'profileSource',
  domain: 'profiles',
  titles: { one: 'Profile source', many: 'Profile sources' },
  id: 'ProfileSourceId',
  access: { list: 'System.Management.ProfileSource.List', edit: 'System.Management.ProfileSource.Edit' },
} as const satisfies ResourceIdentity;

export const profileUserIdentity = {
  name: 'profileUser',
  domain: 'profiles',
  titles: { one: 'Profile user', many: 'Profile users' },
  id: 'UserId',
  access: { list: 'System.Management.Profile.List', edit: 'System.Management.Profile.Edit' },
} as const satisfies ResourceIdentity;

export const profileValueIdentity = {
  name: 'profileValue',
  domain: 'profiles',
  titles: { one: 'Profile value', many: 'Profile values' },
  id: 'UserId',
  access: { list: 'System.Management.Profile.List', edit: 'System.Management.Profile.Edit' },
} as const satisfies ResourceIdentity;

export const propertyGroupIdentity = {
  name: 'propertyGroup',
  domain: 'profiles',
  titles: { one: 'Property group', many: 'Property groups' },
  id: 'PropertyGroupId',
  access: { list: 'System.Management.ProfileProperty.List', edit: 'System.Management.ProfileProperty.Edit' },
} as const satisfies ResourceIdentity;

export const providerIdentity = {
  name: 'provider',
  domain: 'profiles',
  titles: { one: 'Provider', many: 'Providers' },
  id: 'ProviderId',
  access: { list: 'System.Management.UserSource.List', edit: 'System.Management.UserSource.Edit' },
  partition: {
    field: 'Kind',
    access: {
      user: { list: 'System.Management.UserSource.List', edit: 'System.Management.UserSource.Edit' },
      profile: { list: 'System.Management.ProfileSource.List', edit: 'System.Management.ProfileSource.Edit' },
    },
  },
} as const satisfies ResourceIdentity;

export const provisionProviderIdentity = {
  name: 'provisionProvider',
  domain: 'provisioning',
  titles: { one: 'Provision provider', many: 'Provision providers' },
  id: 'ProvisionProviderId',
  access: { list: 'System.Management.ProvisionProvider.List', edit: 'System.Management.ProvisionProvider.Edit' },
} as const satisfies ResourceIdentity;

export const provisionServiceIdentity = {
  name: 'provisionService',
  domain: 'provisioning',
  titles: { one: 'Provision service', many: 'Provision services' },
  id: 'ProvisionServiceId',
  access: { list: 'System.Management.ProvisionService.List', edit: 'System.Management.ProvisionService.Edit' },
} as const satisfies ResourceIdentity;

export const resourceDefIdentity = {
  name: 'resourceDef',
  domain: 'resources',
  titles: { one: 'Resource', many: 'Resources' },
  id: 'ResourceDefId',
  access: { list: 'System.Management.Resource.List', edit: 'System.Management.Resource.Edit' },
} as const satisfies ResourceIdentity;

export const resourceDefTypeIdentity = {
  name: 'resourceDefType',
  domain: 'resources',
  titles: { one: 'Resource type', many: 'Resource types' },
  id: 'ResourceDefTypeId',
  access: { list: 'System.Management.Resource.List', edit: 'System.Management.Resource.Edit' },
} as const satisfies ResourceIdentity;

export const roleDefIdentity = {
  name: 'roleDef',
  domain: 'roles',
  titles: { one: 'Role', many: 'Roles' },
  id: 'RoleDefId',
  access: { list: 'System.Management.RoleDef.List', edit: 'System.Management.RoleDef.Edit' },
} as const satisfies ResourceIdentity;

export const ruleRunIdentity = {
  name: 'ruleRun',
  domain: 'ruleRuns',
  titles: { one: 'Run', many: 'Runs' },
  id: 'RunId',
  access: { list: 'System.Management.Rule.List', edit: 'System.Management.Rule.Edit' },
} as const satisfies ResourceIdentity;

export const sourceIdentity = {
  name: 'source',
  domain: 'sources',
  titles: { one: 'Resource source', many: 'Resource sources' },
  id: 'SourceId',
  access: { list: 'System.Management.Source.List', edit: 'System.Management.Source.Edit' },
} as const satisfies ResourceIdentity;

export const userIdentity = {
  name: 'user',
  domain: 'users',
  titles: { one: 'User', many: 'Users' },
  id: 'UserId',
  access: {
    list: 'System.Management.User.List',
    view: 'System.Management.User.View',
    edit: 'System.Management.User.Edit',
    remove: 'System.Management.User.Delete',
  },
} as const satisfies ResourceIdentity;

export const userSourceIdentity = {
  name: 'userSource',
  domain: 'users',
  titles: { one: 'User source', many: 'User sources' },
  id: 'UserSourceId',
  access: { list: 'System.Management.UserSource.List', edit: 'System.Management.UserSource.Edit' },
} as const satisfies ResourceIdentity;

export const webhookDeliveryIdentity = {
  name: 'webhookDelivery',
  domain: 'webhooks',
  titles: { one: 'Webhook delivery', many: 'Webhook deliveries' },
  id: 'DeliveryId',
  access: { list: 'System.Management.Webhook.List', edit: 'System.Management.Webhook.Edit' },
} as const satisfies ResourceIdentity;

export const webhookIdentity = {
  name: 'webhook',
  domain: 'webhooks',
  titles: { one: 'Webhook', many: 'Webhooks' },
  id: 'WebhookId',
  access: { list: 'System.Management.Webhook.List', edit: 'System.Management.Webhook.Edit' },
} as const satisfies ResourceIdentity;

export const zoneDefIdentity = {
  name: 'zoneDef',
  domain: 'zones',
  titles: { one: 'Zone definition', many: 'Zone definitions' },
  id: 'ZoneDefId',
  access: { list: 'System.Management.ZoneDef.List', edit: 'System.Management.ZoneDef.Edit' },
} as const satisfies ResourceIdentity;

export const zoneIdentity = {
  name: 'zone',
  domain: 'zones',
  titles: { one: 'Zone', many: 'Zones' },
  id: 'ZoneId',
  access: { list: 'System.Management.Zone.List', edit: 'System.Management.Zone.Edit' },
} as const satisfies ResourceIdentity;
