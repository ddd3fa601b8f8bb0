import { Permissions } from '../contract/permissions';
import type { ResourceAccess } from './define';

/**
 * What names a resource and decides who reaches it: its name, contract domain, titles, id field,
 * access and partitions. It is the first part of the resource's definition (`defineResource` spreads
 * it, definitions/<name>.ts), written here apart from the details (fields, list, calls, store, demo
 * records) so that whatever only routes, links or navigates to a resource — the console's route table,
 * loaded with every page — does not ship the details to the browser; the screens that render a
 * resource load its full definition (issue 14).
 */
export interface ResourceIdentity<Id extends string = string> {
  /** Unique key of the resource (also what `ref` fields name), e.g. 'content'. */
  readonly name: string;
  /** The contract domain its calls join (`api.{domain}.{call}`), e.g. 'content', 'profiles'. */
  readonly domain: string;
  /** Title of one record and of the list: 'Content', 'Contents'. */
  readonly titles: { readonly one: string; readonly many: string };
  /** The id field (a Guid), e.g. 'ContentId'. */
  readonly id: Id;
  readonly access: ResourceAccess;
  /** Records split by a field whose value decides the permissions (providers by Kind). */
  readonly partition?: { readonly field: string; readonly access: Readonly<Record<string, ResourceAccess>> };
}

/** Keeps the literal types of an identity (its name, domain, id and partition field). */
export const defineIdentity = <const I extends ResourceIdentity>(identity: I): I => identity;

export const accessRestrictionIdentity = defineIdentity({
  name: 'accessRestriction',
  domain: 'accessRestrictions',
  titles: { one: 'Access restriction', many: 'Access restrictions' },
  id: 'AccessRestrictionId',
  access: { list: Permissions.AccessRestrictionList, edit: Permissions.AccessRestrictionEdit },
});

export const applicationIdentity = defineIdentity({
  name: 'application',
  domain: 'applications',
  titles: { one: 'Application', many: 'Applications' },
  id: 'ApplicationId',
  access: {
    list: Permissions.ApplicationList,
    view: Permissions.ApplicationView,
    edit: Permissions.ApplicationEdit,
    remove: Permissions.ApplicationDelete,
  },
});

export const accessPackageIdentity = defineIdentity({
  name: 'accessPackage',
  domain: 'accessPackages',
  titles: { one: 'Access package', many: 'Access packages' },
  id: 'AccessPackageId',
  access: { list: Permissions.AccessPackageDefList, edit: Permissions.AccessPackageDefEdit },
});

export const authenticatorIdentity = defineIdentity({
  name: 'authenticator',
  domain: 'authenticators',
  titles: { one: 'Authenticator', many: 'Authenticators' },
  id: 'AuthenticatorId',
  access: { list: Permissions.AuthenticatorList, edit: Permissions.AuthenticatorEdit },
});

export const browserIdentity = defineIdentity({
  name: 'browser',
  domain: 'browsers',
  titles: { one: 'Browser', many: 'Browsers' },
  id: 'BrowserId',
  access: { list: Permissions.BrowserList, edit: Permissions.BrowserEdit },
});

export const catalogIdentity = defineIdentity({
  name: 'catalog',
  domain: 'catalogs',
  titles: { one: 'Catalog', many: 'Catalogs' },
  id: 'CatalogId',
  access: { list: Permissions.CatalogList, edit: Permissions.CatalogEdit },
});

export const contentIdentity = defineIdentity({
  name: 'content',
  domain: 'content',
  titles: { one: 'Content', many: 'Contents' },
  id: 'ContentId',
  access: { list: Permissions.ContentList, edit: Permissions.ContentEdit },
});

export const passwordPolicyIdentity = defineIdentity({
  name: 'passwordPolicy',
  domain: 'policies',
  titles: { one: 'Password policy', many: 'Password policies' },
  id: 'PasswordPolicyId',
  access: { list: Permissions.PolicyDefList, edit: Permissions.PolicyDefEdit },
});

export const permissionDefIdentity = defineIdentity({
  name: 'permissionDef',
  domain: 'permissionDefs',
  titles: { one: 'Permission', many: 'Permissions' },
  id: 'PermissionDefId',
  access: { list: Permissions.PermissionDefList, edit: Permissions.PermissionDefEdit },
});

export const platformIdentity = defineIdentity({
  name: 'platform',
  domain: 'platforms',
  titles: { one: 'Platform', many: 'Platforms' },
  id: 'PlatformId',
  access: { list: Permissions.PlatformList, edit: Permissions.PlatformEdit },
});

export const profilePropertyIdentity = defineIdentity({
  name: 'profileProperty',
  domain: 'profiles',
  titles: { one: 'Profile property', many: 'Profile properties' },
  id: 'ProfilePropertyId',
  access: { list: Permissions.ProfilePropertyList, edit: Permissions.ProfilePropertyEdit },
});

export const profileSourceIdentity = defineIdentity({
  name: 'profileSource',
  domain: 'profiles',
  titles: { one: 'Profile source', many: 'Profile sources' },
  id: 'ProfileSourceId',
  access: { list: Permissions.ProfileSourceList, edit: Permissions.ProfileSourceEdit },
});

/** Groups of users (§2.3 defs, §7 Groups): their static members, roles, permissions and membership rule. */
export const groupDefIdentity = defineIdentity({
  name: 'groupDef',
  domain: 'groups',
  titles: { one: 'Group', many: 'Groups' },
  id: 'GroupDefId',
  access: { list: Permissions.GroupDefList, edit: Permissions.GroupDefEdit },
});

export const propertyGroupIdentity = defineIdentity({
  name: 'propertyGroup',
  domain: 'profiles',
  titles: { one: 'Property group', many: 'Property groups' },
  id: 'PropertyGroupId',
  access: { list: Permissions.ProfilePropertyList, edit: Permissions.ProfilePropertyEdit },
});

export const providerIdentity = defineIdentity({
  name: 'provider',
  domain: 'profiles',
  titles: { one: 'Provider', many: 'Providers' },
  id: 'ProviderId',
  access: { list: Permissions.UserSourceList, edit: Permissions.UserSourceEdit },
  partition: {
    field: 'Kind',
    access: {
      user: { list: Permissions.UserSourceList, edit: Permissions.UserSourceEdit },
      profile: { list: Permissions.ProfileSourceList, edit: Permissions.ProfileSourceEdit },
    },
  },
});

export const resourceDefTypeIdentity = defineIdentity({
  name: 'resourceDefType',
  domain: 'resources',
  titles: { one: 'Resource type', many: 'Resource types' },
  id: 'ResourceDefTypeId',
  access: { list: Permissions.ResourceList, edit: Permissions.ResourceEdit },
});

export const resourceDefIdentity = defineIdentity({
  name: 'resourceDef',
  domain: 'resources',
  titles: { one: 'Resource', many: 'Resources' },
  id: 'ResourceDefId',
  access: { list: Permissions.ResourceList, edit: Permissions.ResourceEdit },
});

export const roleDefIdentity = defineIdentity({
  name: 'roleDef',
  domain: 'roles',
  titles: { one: 'Role', many: 'Roles' },
  id: 'RoleDefId',
  access: { list: Permissions.RoleDefList, edit: Permissions.RoleDefEdit },
});

export const sourceIdentity = defineIdentity({
  name: 'source',
  domain: 'sources',
  titles: { one: 'Resource source', many: 'Resource sources' },
  id: 'SourceId',
  access: { list: Permissions.SourceList, edit: Permissions.SourceEdit },
});

/** Users (§2.3 users/list, §7 Users): their calls are the contract's hand-written user calls. */
export const userIdentity = defineIdentity({
  name: 'user',
  domain: 'users',
  titles: { one: 'User', many: 'Users' },
  id: 'UserId',
  access: {
    list: Permissions.UserList,
    view: Permissions.UserView,
    edit: Permissions.UserEdit,
    remove: Permissions.UserDelete,
  },
});

export const userSourceIdentity = defineIdentity({
  name: 'userSource',
  domain: 'users',
  titles: { one: 'User source', many: 'User sources' },
  id: 'UserSourceId',
  access: { list: Permissions.UserSourceList, edit: Permissions.UserSourceEdit },
});

export const zoneDefIdentity = defineIdentity({
  name: 'zoneDef',
  domain: 'zones',
  titles: { one: 'Zone definition', many: 'Zone definitions' },
  id: 'ZoneDefId',
  access: { list: Permissions.ZoneDefList, edit: Permissions.ZoneDefEdit },
});

export const zoneIdentity = defineIdentity({
  name: 'zone',
  domain: 'zones',
  titles: { one: 'Zone', many: 'Zones' },
  id: 'ZoneId',
  access: { list: Permissions.ZoneList, edit: Permissions.ZoneEdit },
});

export const languageIdentity = defineIdentity({
  name: 'language',
  domain: 'languages',
  titles: { one: 'Language', many: 'Languages' },
  id: 'LanguageId',
  access: { list: Permissions.LanguageList, edit: Permissions.LanguageEdit },
});

export const provisionProviderIdentity = defineIdentity({
  name: 'provisionProvider',
  domain: 'provisioning',
  titles: { one: 'Provision provider', many: 'Provision providers' },
  id: 'ProvisionProviderId',
  access: { list: Permissions.ProvisionProviderList, edit: Permissions.ProvisionProviderEdit },
});

export const provisionServiceIdentity = defineIdentity({
  name: 'provisionService',
  domain: 'provisioning',
  titles: { one: 'Provision service', many: 'Provision services' },
  id: 'ProvisionServiceId',
  access: { list: Permissions.ProvisionServiceList, edit: Permissions.ProvisionServiceEdit },
});

/** Access certification campaigns (§2.4; AccessCertificationDef.List) and their items (issue 26). */
export const accessCertificationIdentity = defineIdentity({
  name: 'accessCertification',
  domain: 'accessCertifications',
  titles: { one: 'Access certification', many: 'Access certifications' },
  id: 'AccessCertificationId',
  access: { list: Permissions.AccessCertificationDefList, edit: Permissions.AccessCertificationDefEdit },
});

/** Workflow (§2.10, issue 27): form definitions (Forms.List), approval flows (Workflow.List) and their running items. */
export const formDefIdentity = defineIdentity({
  name: 'formDef',
  domain: 'forms',
  titles: { one: 'Form', many: 'Forms' },
  id: 'FormDefId',
  access: { list: Permissions.FormsList, edit: Permissions.FormsList },
});

export const flowIdentity = defineIdentity({
  name: 'flow',
  domain: 'flows',
  titles: { one: 'Flow', many: 'Flows' },
  id: 'FlowId',
  access: { list: Permissions.WorkflowList, edit: Permissions.WorkflowList },
});

export const flowItemIdentity = defineIdentity({
  name: 'flowItem',
  domain: 'flows',
  titles: { one: 'Flow item', many: 'Flow items' },
  id: 'FlowItemId',
  access: { list: Permissions.WorkflowList, edit: Permissions.WorkflowList },
});

/** Webhook subscriptions (§2.10 webhooks; Webhook.List) and their deliveries (issue 27). */
export const webhookIdentity = defineIdentity({
  name: 'webhook',
  domain: 'webhooks',
  titles: { one: 'Webhook', many: 'Webhooks' },
  id: 'WebhookId',
  access: { list: Permissions.WebhookList, edit: Permissions.WebhookEdit },
});

/** Feature flag definitions and their values per tenant, user, group or application (§2.9 flags; issue 28). */
export const flagDefIdentity = defineIdentity({
  name: 'flagDef',
  domain: 'flagDefs',
  titles: { one: 'Flag definition', many: 'Flag definitions' },
  id: 'FlagDefId',
  access: { list: Permissions.FlagList, edit: Permissions.FlagEdit },
});

export const flagIdentity = defineIdentity({
  name: 'flag',
  domain: 'flags',
  titles: { one: 'Flag', many: 'Flags' },
  id: 'FlagId',
  access: { list: Permissions.FlagList, edit: Permissions.FlagEdit },
});

/** Automation rules (§2.10 automation; Rule.List, Rule.Edit). */
export const automationRuleIdentity = defineIdentity({
  name: 'automationRule',
  domain: 'rules',
  titles: { one: 'Rule', many: 'Automation rules' },
  id: 'RuleId',
  access: { list: Permissions.RuleList, edit: Permissions.RuleEdit },
});

/** Notification definitions (§2.10 notifications: the route uses Rule.Edit), their sends and recipients. */
export const notificationDefIdentity = defineIdentity({
  name: 'notificationDef',
  domain: 'notifications',
  titles: { one: 'Notification', many: 'Notifications' },
  id: 'NotificationDefId',
  access: { list: Permissions.RuleEdit, edit: Permissions.RuleEdit },
});

export const notificationDeliveryIdentity = defineIdentity({
  name: 'notificationDelivery',
  domain: 'notifications',
  titles: { one: 'Sent notification', many: 'Sent notifications' },
  id: 'NotificationId',
  access: { list: Permissions.NotificationList, edit: Permissions.RuleEdit },
});
