import { z } from 'zod';
import { call, needs, PUBLIC, responds, SIGNED_IN } from './define';
import { Permissions } from './permissions';
import {
  COLOR_MODE_CHOICES,
  type CurrentUser,
  type HealthStatus,
  type License,
  type PasswordPolicy,
  type StaticData,
} from '../entities/core';
import type { SignInResult } from '../entities/security';

/** Spec §7 Application, plus the account calls of the sign-in page (§2.1 account app). */
export const application = {
  getStaticData: call({
    method: 'GET',
    path: '/home/getstaticdata',
    access: PUBLIC,
    isWrite: false,
    data: responds<StaticData>(),
    summary:
      'Config, app URLs, language values, feature flags, object types, password policies and currentUser for a signed-in caller; anonymous callers get only what the sign-in page needs (texts, account app URL, tenant name).',
  }),
  checkLicense: call({
    method: 'GET',
    path: '/license/checklicense',
    access: SIGNED_IN,
    isWrite: false,
    data: responds<License>(),
    summary: 'The licence, stored in app state as `license`.',
  }),
  passwordPolicy: call({
    method: 'GET',
    path: '/user/UserPasswordPolicies/:category',
    access: SIGNED_IN,
    isWrite: false,
    params: z.strictObject({ category: z.string().min(1).max(100) }),
    data: responds<PasswordPolicy>(),
    summary:
      'Password policy of a category, of a user (to themselves and to who may see users; others get the default) or of a user source, by id; missing values take the §5 defaults.',
  }),
  health: call({
    method: 'GET',
    path: '/healthz',
    access: PUBLIC,
    isWrite: false,
    data: responds<HealthStatus>(),
    summary:
      'Designed: health for monitors and load balancers. 200 with Status ok when the database answers, 503 with Status unavailable when it does not; never cached.',
  }),
} as const;

export const account = {
  login: call({
    method: 'POST',
    path: '/account/login',
    access: PUBLIC,
    isWrite: true,
    body: z.strictObject({ UserName: z.string().min(1).max(200), Password: z.string().min(1).max(1000) }),
    data: responds<SignInResult>(),
    summary:
      'Signs in; sets an HttpOnly SameSite=Strict session cookie. Same error for unknown user and wrong password. Refused (400, like a wrong password: a 403 would mean a missing permission to the console) from a Deny All zone and by access restrictions; where a zone requires MFA or the MfaEnforcement setting covers the user, returns a challenge instead (see loginVerify); a user the setting covers who has no authenticator app gets a new one to enrol in the challenge (Enrolment), and no session before its first code. A remembered device (MfaRememberDeviceDays) skips the challenge.',
  }),
  loginVerify: call({
    method: 'POST',
    path: '/account/login/verify',
    access: PUBLIC,
    isWrite: true,
    body: z.strictObject({
      ChallengeToken: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
      Code: z.string().regex(/^\d{6,8}$/, 'The code is 6 or 8 digits.'),
    }),
    data: responds<CurrentUser>(),
    summary:
      "Designed: the second step of a sign-in that asked for a second factor: a current code of the user's authenticator app (or, for an enrolment, of the app just added, which it activates) completes it (5 tries, 5 minutes; failures count toward lockout). With MfaRememberDeviceDays above 0 it also sets the remembered-device cookie (HttpOnly, SameSite=Strict, Path=/account/login).",
  }),
  logout: call({
    method: 'POST',
    path: '/account/logout',
    access: SIGNED_IN,
    isWrite: true,
    data: responds<null>(),
    summary: 'Ends the session on the server and clears the cookie.',
  }),
  current: call({
    method: 'GET',
    path: '/account/current',
    access: SIGNED_IN,
    isWrite: false,
    data: responds<CurrentUser>(),
    summary: 'The signed-in user with the permission strings they hold.',
  }),
  savePreferences: call({
    method: 'POST',
    path: '/account/preferences',
    access: SIGNED_IN,
    isWrite: true,
    body: z.strictObject({ ColorMode: z.enum(COLOR_MODE_CHOICES) }),
    data: responds<null>(),
    summary:
      "Designed: keeps the signed-in user's own console preferences (the colour mode: system, light or dark) so they follow them to any browser.",
  }),
} as const;

/** Calls of the dashboard (spec §7 Dashboard). */
export const dashboardPermission = needs(Permissions.Dashboard);
