import type { RecordOf } from '../resources/define';
import type { applicationResource } from '../resources/definitions/application';

/** Entities of the applications area (spec §2.6): applications, their keys, users and members. */

/** An application as the server returns it (the resource definition's record). */
export type Application = RecordOf<typeof applicationResource>;

/**
 * Where a key stands: Active (works; may still be expiring), Expired (its expiration date passed),
 * Replaced (a rotation replaced it; it works until its expiration date, which the rotation set).
 */
export type ApplicationKeyState = 'Active' | 'Expired' | 'Replaced';

/** Designed: one key of an application; secrets are never part of it. */
export interface ApplicationKey {
  ApplicationKeyId: string;
  ApplicationId: string;
  ApplicationTitle: string;
  Title: string | null;
  /** §4 Application key type 1-9. */
  KeyType: number;
  KeyTypeText: string;
  State: ApplicationKeyState;
  CreatedDate: string;
  UpdatedDate: string | null;
  /** null: the key never expires. */
  ExpirationDate: string | null;
  /** When a rotation replaced this key. */
  SupersededDate: string | null;
  /** The key this one replaced (a rotation). */
  RotatedFromKeyId: string | null;
  /**
   * What the administrator set and the public material (never secret): ClientId, RedirectUris, Scopes,
   * PublicJwk, Certificate, CertificateNotAfter, CertificateThumbprint, BindDn, … by key type.
   */
  Settings: Record<string, unknown>;
  /** The last characters of a generated secret, to recognise it. */
  SecretHint: string | null;
  /** False for keys created before keys carried generated material (nothing to present or rotate). */
  HasMaterial: boolean;
}

/** A generated secret, in the one reply that shows it. */
export interface KeySecret {
  Name: string;
  Title: string;
  Value: string;
}

/** Designed: the reply of creating or rotating a key: the key and its secrets, shown this once. */
export interface ApplicationKeyIssued {
  Key: ApplicationKey;
  Secrets: KeySecret[];
}

/** How a user signs in to an application (§7 applicationlist maps these ids to labels). */
export const LoginType = { Password: 0, SingleSignOn: 1, MultiFactor: 2 } as const;
/** §7 applicationlist: the labels of login type ids. */
export const LOGIN_TYPE_TEXT: Readonly<Record<number, string>> = {
  0: 'Password',
  1: 'Single sign-on',
  2: 'Multi-factor',
};

/** Designed: application user states. */
export const ApplicationUserState = { Disabled: 0, Enabled: 1 } as const;

/** Designed: a user's account at one application (the application's Users tab, the user's Applications tab). */
export interface ApplicationUser {
  ApplicationUserId: string;
  ApplicationId: string;
  ApplicationTitle: string;
  UserId: string;
  UserName: string;
  FormattedName: string;
  /** The name the user has at the application; null: the user name. */
  AccountName: string | null;
  /** Enabled 1, Disabled 0. */
  State: number;
  ValidFrom: string | null;
  ValidUntil: string | null;
  /** Whether the account can be used now: enabled and within its validity. */
  IsActive: boolean;
  LoginType: number;
  LoginTypeText: string;
  AssignedDate: string;
  UpdatedDate: string | null;
}

/** Designed: a group assigned to an application (§6 application → members). */
export interface ApplicationMember {
  GroupDefId: string;
  Title: string;
  Name: string;
  MemberCount: number;
  AssignedDate: string;
}

/** Designed: a single sign-on session of an application (its Sessions tab). */
export interface ApplicationSession {
  SessionId: string;
  UserId: string;
  UserName: string;
  CountryCode: string | null;
  CreatedDate: string;
  LastActivityDate: string;
  IsActive: boolean;
}
