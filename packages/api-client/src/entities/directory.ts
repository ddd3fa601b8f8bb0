import type { RecordOf } from '../resources/define';
import type { userSourceResource } from '../resources/definitions/user-source';
import type { sourceResource } from '../resources/definitions/source';
import type { groupDefResource } from '../resources/definitions/group-def';
import type { resourceDefTypeResource } from '../resources/definitions/resource-def-type';
import type { resourceDefResource } from '../resources/definitions/resource-def';
import type { ApplicationUser } from './applications';
/** Directory entities of spec §3 (User, sources, groups, objects, owners). */

export interface User {
  UserId: string;
  UserName: string;
  DisplayName: string | null;
  FullName: string | null;
  FirstName: string | null;
  LastName: string | null;
  Email: string | null;
  ProfilePhotoUrl: string | null;
  ProfilePhoto: string | null;
  FormattedName: string;
  SourceTitle: string | null;
  UserSource: { UserSourceId: string; Title: string } | null;
  /** The user's source (the user definition's field, as the edit form reads it). */
  UserSourceId?: string | null;
  UserType: number;
  IsEnabled: boolean;
  IsSuperAdmin: boolean;
  SuperAdminStartDate: string | null;
  IsLocked: boolean;
  IsMfaEnabled: boolean;
  LastLoginDate: string | null;
  CreatedDate: string;
  /**
   * Designed (issue 11), on UserView and the edit form: whether the caller may manage this account
   * (its effective permissions are a subset of the caller's; super admins only by super admins).
   */
  CanManage?: boolean;
}

/** A row of the user list. */
export type UserRow = Pick<
  User,
  | 'UserId'
  | 'UserName'
  | 'DisplayName'
  | 'Email'
  | 'FormattedName'
  | 'SourceTitle'
  | 'UserType'
  | 'IsEnabled'
  | 'IsLocked'
  | 'CreatedDate'
  | 'LastLoginDate'
>;

/** Spec §3 small shapes. */
export interface UserSourceOption {
  UserSourceId: string;
  Title: string;
  IsRemoved: boolean;
}
export interface SourceOption {
  SourceId: string;
  Title: string;
  IsRemoved: boolean;
}
export interface GroupDefOption {
  GroupDefId: string;
  Title: string;
}
export interface ContentOption {
  ContentId: string;
  Title: string;
}
export interface RuleOption {
  RuleId: string;
  Title: string;
}
export interface ObjectOption {
  id: string;
  label: string;
}
export interface UserOption {
  UserId: string;
  UserName: string;
  Email: string | null;
  FormattedName: string;
}

/** A user source; its fields are those of the user source resource definition. */
export type UserSource = RecordOf<typeof userSourceResource>;

/** A resource source; its fields are those of the source resource definition. */
export type Source = RecordOf<typeof sourceResource>;

/** What a connection test of a source's settings found, in words (`Message` says what failed). */
export interface SourceSettingsTestResult {
  IsSuccess: boolean;
  Message: string;
}

export interface SourceSettings {
  SourceId: string;
  Settings: Array<{ Name: string; Value: string; IsSecret: boolean }>;
}

/** A group as the server returns it: its definition's fields (resources/definitions/group-def.ts). */
export type GroupDef = RecordOf<typeof groupDefResource>;

export type GroupDefRow = Pick<
  GroupDef,
  'GroupDefId' | 'Name' | 'Title' | 'ParentTitle' | 'State' | 'MemberCount' | 'CreatedDate'
>;

/** Spec §3 Object (owner search result). */
export interface ObjectSearchResult {
  ObjectId: string;
  Title: string;
  Name: string;
}

export interface ObjectOwner {
  ObjectOwnerId: string;
  ObjectTypeName: string;
  ObjectId: string;
  ObjectTitle: string;
  OwnerUserId: string;
  OwnerUserName: string;
  OwnerType: number;
  CreatedDate: string;
}

/** Spec §3 Resource definition type. */
/** A resource definition type (spec §3: ResourceDefTypeId, Title, Name), of the resource type definition. */
export type ResourceDefType = RecordOf<typeof resourceDefTypeResource>;
/** A governed resource of a source. */
export type ResourceDef = RecordOf<typeof resourceDefResource>;
/** One user's hold on a resource, as its source reports it. */
export interface ResourceHolder {
  ResourceId: string;
  UserId: string;
  UserName: string;
  DisplayName: string | null;
  State: 'Granted' | 'Pending' | 'Revoked';
  Date: string;
}

export interface UserDevice {
  DeviceId: string;
  Name: string;
  Platform: string;
  LastSeenDate: string | null;
}
export interface UserAlias {
  UserAliasId: string;
  Alias: string;
  ApplicationId: string | null;
  ApplicationTitle: string | null;
}
/** A user's account at one application (the application user), titled by the application. */
export interface UserApplication extends ApplicationUser {
  Title: string;
}
export interface UserAttribute {
  Name: string;
  Value: string | null;
}
export interface UserSession {
  SessionId: string;
  ApplicationTitle: string | null;
  CountryCode: string | null;
  CreatedDate: string;
  LastActivityDate: string;
}
export interface UserResource {
  ResourceId: string;
  Title: string;
  ResourceDefTypeTitle: string;
  State: string;
  Date: string;
}
export interface UserAgreement {
  AgreementId: string;
  Title: string;
  AcceptedDate: string;
}
export interface SourceUser {
  SourceUserId: string;
  UserName: string;
  Email: string | null;
  DisplayName: string | null;
  ExistsInDirectory: boolean;
}
export interface ImportResult {
  ImportedCount: number;
  Errors: Array<{ Row: number; Message: string }>;
}

/** Designed: one object assigned to a group or a user (§6 object scope assignments). */
export interface AssignedObject {
  ObjectId: string;
  Name: string;
  Title: string;
  AssignedDate: string | null;
}
/** Designed: an effective permission of a group and where it comes from ('Direct' or the role's title). */
export interface GroupPrivilege {
  PermissionDefId: string;
  Name: string;
  Title: string;
  Via: string;
}
/** Designed: a session shown on Live Tracking. */
export interface LiveSession {
  SessionId: string;
  UserId: string;
  UserName: string;
  ApplicationTitle: string | null;
  CountryCode: string | null;
  CreatedDate: string;
  LastActivityDate: string;
}
