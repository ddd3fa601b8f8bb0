import type { CurrentUser } from './core';

/** Designed: one of a user's authenticator enrolments (§2.7 authenticators). Secrets are never returned. */
export interface MfaEnrolment {
  EnrolmentId: string;
  AuthenticatorId: string;
  AuthenticatorTitle: string;
  /** Password, Totp, WebAuthn, Sms or Email. */
  AuthenticatorType: string;
  IsAuthenticatorEnabled: boolean;
  /** 0: waiting for the first code (TOTP), 1: active. */
  State: 0 | 1;
  /** What the enrolment is: 'Authenticator app', 'Phone ending 1234', an e-mail address. */
  Label: string;
  CreatedDate: string;
  LastUsedDate: string | null;
}

/**
 * Designed: what starting an enrolment returns. A TOTP enrolment returns its secret once (base32, the
 * otpauth:// URI and the URI as a QR code image) and waits for a code; others are active at once.
 */
export interface MfaEnrolmentStart extends MfaEnrolment {
  Secret: string | null;
  Uri: string | null;
  /** A data: URL of an SVG QR code of `Uri`. */
  QrCode: string | null;
}

/**
 * Designed: the answer to revoking a user's remembered devices: from `RevokedDate` on, every device
 * remembered before it meets the second factor again.
 */
export interface RememberedDevicesRevocation {
  UserId: string;
  RevokedDate: string;
}

/**
 * Designed: the first step of a console sign-in whose zone requires a second factor: the password was
 * right; the sign-in completes with /account/login/verify and this token within `ExpiresInSeconds`.
 */
export interface SignInChallenge {
  MfaRequired: true;
  ChallengeToken: string;
  /** Second factors the server accepts here (TOTP codes). */
  Factors: string[];
  ExpiresInSeconds: number;
  /**
   * Designed (issue 28): set when MFA enforcement requires a second factor and the user has none. The
   * user adds this new authenticator-app secret (shown once) and the first code confirms it and signs in.
   */
  Enrolment?: SignInEnrolment | null;
}

/** Designed: the authenticator-app secret a sign-in enrols (base32, otpauth:// URI, and a data: URL QR code). */
export interface SignInEnrolment {
  AuthenticatorTitle: string;
  Secret: string;
  Uri: string;
  QrCode: string;
}

/** What a sign-in returns: the signed-in user, or the challenge of a second step. */
export type SignInResult = CurrentUser | SignInChallenge;

/** Whether a sign-in result asks for a second factor. */
export const isSignInChallenge = (result: SignInResult): result is SignInChallenge =>
  (result as Partial<SignInChallenge>).MfaRequired === true;
