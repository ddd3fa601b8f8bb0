/** Sessions of spec §2.8 (live sessions of every application, the console's own sign-ins among them). */

/**
 * The console itself is a system application (Defined-by System, cannot be deleted): its sign-ins are
 * sessions of this application, listed and terminated like any other.
 */
export const CONSOLE_APPLICATION = {
  ApplicationId: '00000000-0000-4000-8000-000000000030',
  Name: 'portcullis-console',
  Title: 'Portcullis Console',
} as const;

/** Spec §2.2: the dashboard's Total Active User counts sessions active in this many minutes. */
export const ACTIVE_SESSION_MINUTES = 30;

/** Where a session stands: live (not ended, not expired), past its expiry, or ended (signed out, terminated). */
export type SessionState = 'Active' | 'Expired' | 'Ended';

/** One live session of the active-sessions list (§2.8). Browser and platform are matched from the User-Agent. */
export interface SessionRow {
  SessionId: string;
  UserId: string;
  UserName: string;
  DisplayName: string | null;
  ApplicationId: string | null;
  ApplicationTitle: string | null;
  IpAddress: string | null;
  /** ISO 3166-1 alpha-2; the console shows the country's name (Intl.DisplayNames). */
  CountryCode: string | null;
  Browser: string | null;
  Platform: string | null;
  CreatedDate: string;
  LastActivityDate: string;
  ExpiresDate: string;
  /** A sign-in to this console. */
  IsConsole: boolean;
  /** The caller's own session. */
  IsCurrent: boolean;
}

/** Everything known of one session (§2.8 detail/:id). */
export interface SessionDetail extends SessionRow {
  State: SessionState;
  UserAgent: string | null;
  EndedDate: string | null;
  /** Why it ended: 'Signed out', 'Terminated by {user}', … */
  EndReason: string | null;
  EndedByUserId: string | null;
  EndedByUserName: string | null;
  /** Requests the session recorded (its audit entries: sign-in, writes, refusals, sign-out). */
  RequestCount: number;
}

/**
 * One recorded request of a session's timeline: an audit entry the session left (its sign-in, each
 * write, each refused attempt, its sign-out). Reads leave none.
 */
export interface SessionRequest {
  AuditId: string;
  CreatedDate: string;
  /** The contract call, `domain.name` (`users.save`). */
  Action: string;
  /** Audit type: its description and §4 information type (Info 1, Success 2, Warning 3, Error 4). */
  TypeDescription: string;
  InformationType: number;
  Description: string | null;
  TargetType: string | null;
  TargetId: string | null;
}

/** What a terminate call ended. */
export interface TerminateResult {
  TerminatedCount: number;
  /** The caller's own session was among them: the console is signed out. */
  EndedOwnSession: boolean;
}
