import { defaultPasswordPolicy } from '../password-policy';
/** Entity types of spec §3 used by the shell, dashboard and audit. */

/** Spec §3 Current user. */
export interface CurrentUser {
  UserId: string;
  UserName: string;
  FormattedName: string;
  ProfilePhotoUrl: string | null;
  IsSuperAdmin: boolean;
  /** ISO date; the super admin start date decides the landing dashboard (spec §2.1). */
  SuperAdminStartDate: string | null;
  /** Permission strings the user holds (spec §6). Super admins hold all. */
  Permissions: string[];
  TenantName: string;
  /** Designed: the colour mode the user chose on any browser (system, light or dark); null until they choose. */
  ColorMode: ColorModeChoice | null;
}

/** The colour-mode choices a user can keep (designed, issue 30). */
export const COLOR_MODE_CHOICES = ['system', 'light', 'dark'] as const;
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number];

/** Spec §3 Object types. */
export interface ObjectType {
  ObjectTypeId: string;
  Name: string;
  Title: string;
}

/** Spec §3 Password policy. */
export interface PasswordPolicy {
  MinimumNumberOfPasswordLength: number;
  MaximumNumberOfPasswordLength: number;
  MinimumNumberOfLetters: number;
  MinimumNumberOfLettersLowerCase: number;
  MinimumNumberOfLettersUpperCase: number;
  MinimumNumberOfNumericCharacters: number;
  MinimumNumberOfSpecialCharacters: number;
  SpecialCharacters: string;
  RequiredCategoryCount: number;
  UnlockOnPasswordChange: boolean;
}

/** Spec §5: defaults used when a policy value is missing (one definition, in password-policy.ts). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = defaultPasswordPolicy;

/** Spec §3 language value. */
export interface LanguageValue {
  Key: string;
  Value: string;
}

/** Spec §3 App state static data, as served by GET /home/getstaticdata. */
export interface StaticData {
  config: Record<string, string>;
  appURLs: { apiApp: string; managementApp: string; accountApp: string };
  languageValues: LanguageValue[];
  /** Names of enabled feature flags (PAGE_DASHBOARD_SECURITY, ANOMALY_DETECTION, …). */
  featureFlags: string[];
  objectEnums: { objectTypes: ObjectType[] };
  PasswordPolicies: Record<string, PasswordPolicy>;
  /** Spec §3: the super-admin role definition id is kept in app state. Null before sign-in (not published to anonymous callers). */
  superAdminRoleDefId: string | null;
  tenant: Tenant;
  /** The signed-in user, or null before sign-in. */
  currentUser: CurrentUser | null;
}

/** Spec §3 Tenant. ExpirationDate equal to the minimum date string means none. */
export interface Tenant {
  Name: string;
  ExpirationDate: string;
}

/** Spec §3 License. */
export interface License {
  message: string | null;
  checkInfo: { LicenseServerPingDate: string | null };
  ExpirationUtc: string | null;
  /** True when a licence record exists ('License is Ok.' vs 'No license is found!'). */
  IsValid: boolean;
  Tenant: Tenant;
}

/**
 * Designed (the spec has no health call): what GET /healthz tells a monitor. `Status` is 'ok' when
 * the database answered a trivial query; a failing database answers 503 with 'unavailable'. Nothing
 * here names a version or a host, since the call is public.
 */
export interface HealthStatus {
  Status: 'ok' | 'unavailable';
  Database: { Status: 'ok' | 'unavailable'; Engine: 'pglite' | 'postgres' };
  /** ISO moment of the check. */
  CheckedAt: string;
}

/** Spec §3 Country usage. */
export interface CountryUsage {
  CountryCode: string;
  Count: number;
}

/** Spec §3 Dashboard statistics. */
export interface DashboardStatistics {
  hash: string;
  ActiveSessionCount: number;
  /** All-time sessions, the description of the Total Active User box. */
  TotalSessionCount: number;
  TotalUserCount: number;
  TotalUserSourceCount: number;
  TotalGroupCount: number;
  TotalApplicationCount: number;
  TopLocations: CountryUsage[];
  SourceAgentCount: number;
  RadiusAgentCount: number;
}

/** A user row of the awareness cards (locked, MFA disabled, logins). */
export interface UserSummaryRow {
  UserId: string;
  UserName: string;
  DisplayName: string | null;
  Email: string | null;
  /** Lock time, last login time or last failed login time depending on the card. */
  Date: string | null;
  SourceTitle: string | null;
}

/** Spec §3 Expired key row. */
export interface ExpiredKeyRow {
  ApplicationKeyId: string;
  ApplicationId: string;
  ApplicationTitle: string;
  KeyType: number;
  ExpirationDate: string;
}

/** Spec §3 Failed source row. */
export interface FailedSourceRow {
  UserSourceId: string;
  Title: string;
  Name: string;
  LastSyncUpdateDate: string | null;
}

/** Spec §3 User statistics: the first page (5 rows) and count of each awareness card. */
export interface UserStatistics {
  LockUsers: UserSummaryRow[];
  LockUserCount: number;
  MFADisabledUsers: UserSummaryRow[];
  MFADisabledUserCount: number;
  SuccessLoginUsers: UserSummaryRow[];
  SuccessLoginUserCount: number;
  FailedLoginUsers: UserSummaryRow[];
  FailedLoginUserCount: number;
  ExpiredApplicationKeys: ExpiredKeyRow[];
  ExpiredApplicationKeyCount: number;
  FailedSyncSources: FailedSourceRow[];
  FailedSyncSourceCount: number;
}

/** Spec §3 Audit type. */
export interface AuditType {
  AuditTypeId: string;
  Name: string;
  Description: string;
  InformationType: number;
  InformationTypeText: string;
}

/** Spec §3 Audit entry. */
export interface AuditEntry {
  AuditId: string;
  Description: string | null;
  Type: { Name: string; Description: string; InformationType: number; InformationTypeText: string };
  CreatedDate: string;
  ActorUserId: string | null;
  ActorUser: { UserName: string; Email: string | null } | null;
  Application: { ApplicationId: string; Title: string } | null;
  /** What the action was done to, e.g. "User:…"; written by every successful write. */
  TargetType: string | null;
  TargetId: string | null;
}
