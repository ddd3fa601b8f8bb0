/**
 * Permission strings (spec §2, §6). Routes in the spec abbreviate them ("UserSource.List"); the full
 * string is `System.Management.` + that abbreviation, as in the spec's own examples
 * (System.Management.User.List, System.Management.Dashboard).
 */
export const PERMISSION_PREFIX = 'System.Management.';

/** Expands a spec abbreviation to the full permission string. Already-full strings pass through. */
export const permission = (short: string): string => (short.startsWith('System.') ? short : PERMISSION_PREFIX + short);

export const Permissions = {
  Dashboard: permission('Dashboard'),
  UserList: permission('User.List'),
  UserView: permission('User.View'),
  UserEdit: permission('User.Edit'),
  UserDelete: permission('User.Delete'),
  UserLiveTracking: permission('LiveTracking'),
  UserDuplicatedList: permission('User.DuplicatedUserList'),
  UserSourceList: permission('UserSource.List'),
  UserSourceEdit: permission('UserSource.Edit'),
  GroupDefList: permission('GroupDef.List'),
  GroupDefEdit: permission('GroupDef.Edit'),
  ProfileList: permission('Profile.List'),
  ProfilePropertyList: permission('ProfileProperty.List'),
  ProfileSourceList: permission('ProfileSource.List'),
  /** Designed: the spec names only the list permissions of profiles; edits need these. */
  ProfileEdit: permission('Profile.Edit'),
  ProfilePropertyEdit: permission('ProfileProperty.Edit'),
  ProfileSourceEdit: permission('ProfileSource.Edit'),
  CatalogList: permission('Catalog.List'),
  /** Designed: the spec names only Catalog.List; creating and editing catalogs needs this. */
  CatalogEdit: permission('Catalog.Edit'),
  AccessCertificationDefList: permission('AccessCertificationDef.List'),
  /** Designed: defining, starting, closing and applying campaigns, and seeing every reviewer's items. */
  AccessCertificationDefEdit: permission('AccessCertificationDef.Edit'),
  AccessPackageDefList: permission('AccessPackageDef.List'),
  /** Designed: the spec names only AccessPackageDef.List; editing packages and assigning them needs this. */
  AccessPackageDefEdit: permission('AccessPackageDef.Edit'),
  ObjectOwnerList: permission('ObjectOwner.List'),
  ObjectOwnerEdit: permission('ObjectOwner.Edit'),
  /** Designed: seeing every access request (requesters and approvers see their own without it). */
  UserAuthRequestList: permission('UserAuthRequest.List'),
  ApplicationList: permission('Application.List'),
  ApplicationView: permission('Application.View'),
  /** Designed: the spec names only list and view; creating, editing, keys and assignments need Edit. */
  ApplicationEdit: permission('Application.Edit'),
  /** Designed: removing an application (its keys stop working) is its own permission. */
  ApplicationDelete: permission('Application.Delete'),
  AuthenticatorList: permission('Authenticator.List'),
  AuthenticatorEdit: permission('Authenticator.Edit'),
  PermissionDefList: permission('PermissionDef.List'),
  PermissionDefEdit: permission('PermissionDef.Edit'),
  RoleDefList: permission('RoleDef.List'),
  RoleDefEdit: permission('RoleDef.Edit'),
  ZoneDefList: permission('ZoneDef.List'),
  ZoneDefEdit: permission('ZoneDef.Edit'),
  ZoneList: permission('Zone.List'),
  ZoneEdit: permission('Zone.Edit'),
  AccessRestrictionList: permission('AccessRestriction.List'),
  AccessRestrictionEdit: permission('AccessRestriction.Edit'),
  PolicyDefList: permission('PolicyDef.List'),
  PolicyDefEdit: permission('PolicyDef.Edit'),
  ResourceList: permission('Resource.List'),
  ResourceEdit: permission('Resource.Edit'),
  SourceList: permission('Source.List'),
  SourceEdit: permission('Source.Edit'),
  SessionList: permission('Session.List'),
  /** Designed: the spec names only Session.List; ending other people's sessions needs this. */
  SessionTerminate: permission('Session.Terminate'),
  ConfigurationList: permission('Configuration.List'),
  /** Designed: the spec names only Configuration.List; changing a setting needs this. */
  ConfigurationEdit: permission('Configuration.Edit'),
  ServerList: permission('Server.List'),
  /** Designed: naming and draining server processes (the spec names only Server.List). */
  ServerEdit: permission('Server.Edit'),
  ProvisionServiceList: permission('ProvisionService.List'),
  /** Designed: retrying, testing and provisioning assigned users of a provision service. */
  ProvisionServiceEdit: permission('ProvisionService.Edit'),
  ProvisionProviderList: permission('ProvisionProvider.List'),
  /** Designed: the spec shows provision providers' pages but names no permission for them. */
  ProvisionProviderEdit: permission('ProvisionProvider.Edit'),
  LanguageList: permission('Language.List'),
  /** Designed: the spec names only Language.List; adding and editing languages needs this. */
  LanguageEdit: permission('Language.Edit'),
  BrowserList: permission('Browser.List'),
  BrowserEdit: permission('Browser.Edit'),
  PlatformList: permission('Platform.List'),
  PlatformEdit: permission('Platform.Edit'),
  ContentList: permission('Content.List'),
  ContentEdit: permission('Content.Edit'),
  Certification: permission('Certification'),
  FlagList: permission('Flag.List'),
  /** Designed: the spec names only Flag.List; defining flags and setting their values needs this. */
  FlagEdit: permission('Flag.Edit'),
  DiagnosticList: permission('Diagnostic.List'),
  DataRetention: permission('DataRetention'),
  RebuildIndex: 'System.RebuildIndex',
  License: permission('License'),
  Trace: permission('Trace'),
  VersionHistory: permission('VersionHistory'),
  Status: 'System.Status',
  RuleList: permission('Rule.List'),
  RuleEdit: permission('Rule.Edit'),
  WorkflowList: permission('Workflow.List'),
  FormsList: permission('Forms.List'),
  WebhookList: permission('Webhook.List'),
  /** Designed: the spec names only Webhook.List; creating, editing, rotating secrets, test events and resends need this. */
  WebhookEdit: permission('Webhook.Edit'),
  AuditList: permission('Audit.List'),
  ObjectTypeList: permission('ObjectType.List'),
  ExportList: permission('Export.List'),
  NotificationList: permission('Notification.List'),
  BrandingDomainView: permission('Branding.Domain.View'),
  BrandingCustomizationView: permission('Branding.Customization.View'),
  /** Designed: the spec names only the view permissions of branding; changes need these (as Entra's Branding Administrator). */
  BrandingDomainEdit: permission('Branding.Domain.Edit'),
  BrandingCustomizationEdit: permission('Branding.Customization.Edit'),
  ReportIdentityMatrix: permission('Report.IdentityMatrix'),
  ReportAudit: permission('Report.Audit'),
  ReportEnrollment: permission('Report.Enrollment'),
  ReportUser: permission('Report.User'),
  ReportUserSource: permission('Report.UserSource'),
  ReportSession: permission('Report.Session'),
  ReportApplicationSession: permission('Report.ApplicationSession'),
  ReportAgreement: permission('Report.Agreement'),
  ReportAutomation: permission('Report.Automation'),
  ReportSimilarGroup: permission('Report.SimilarGroup'),
  ReportOrphanAccounts: permission('Report.OrphanAccounts'),
  ReportOrphanRoles: permission('Report.OrphanRoles'),
  ReportOrphanPermissions: permission('Report.OrphanPermissions'),
  ReportOrphanGroups: permission('Report.OrphanGroups'),
  ReportExports: permission('Report.Exports'),
} as const;

export type PermissionName = keyof typeof Permissions;

/** Every permission string the product knows (seeded into the permission definitions table). */
export const ALL_PERMISSIONS: readonly string[] = Object.values(Permissions);

/** Spec §6: an empty or null requirement means allowed; super admins hold all. */
export function hasPermission(
  held: readonly string[] | ReadonlySet<string>,
  required: string | null | undefined,
  isSuperAdmin = false,
): boolean {
  if (!required) return true;
  if (isSuperAdmin) return true;
  return Array.isArray(held) ? held.includes(required) : (held as ReadonlySet<string>).has(required);
}

/** Spec §6: the any-of check. An empty list means allowed. */
export function hasAnyPermission(
  held: readonly string[] | ReadonlySet<string>,
  required: readonly string[],
  isSuperAdmin = false,
): boolean {
  if (required.length === 0 || isSuperAdmin) return true;
  return required.some((p) => hasPermission(held, p));
}
