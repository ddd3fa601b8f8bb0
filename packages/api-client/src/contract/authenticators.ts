import { z } from 'zod';
import { call, needs, responds } from './define';
import type { Grants } from './access';
import { GuidSchema, IdParamsSchema } from './paging';
import { Permissions } from './permissions';
import { resourceCalls } from './resource-calls';
import { authenticatorResource } from '../resources/definitions/authenticator';
import type { MfaEnrolment, MfaEnrolmentStart, RememberedDevicesRevocation } from '../entities/security';

/** A code of an authenticator app: 6 or 8 digits. */
export const OneTimeCodeSchema = z.string().regex(/^\d{6,8}$/, 'The code is 6 or 8 digits.');

const EnrolmentParamsSchema = z.strictObject({ id: GuidSchema, enrolmentId: GuidSchema });

/** Enrolling or removing a user's authenticator manages that account (issue 11: protected accounts). */
const managesUserOfPath = <I extends { params: { id: string } }>(): Grants<I> => ({
  confers: ['account'],
  manages: ({ params }) => [{ user: params.id }],
});

/**
 * Spec §2.7 authenticators: list, get, save and remove derive from the authenticator resource. Users'
 * enrolments (designed: the spec shows no calls) live under the user, as the user view's Authenticators
 * tab reads and changes them.
 */
export const authenticators = {
  ...resourceCalls(authenticatorResource),
  userEnrolments: call({
    method: 'GET',
    path: '/user/:id/authenticators',
    access: needs(Permissions.UserView),
    isWrite: false,
    params: IdParamsSchema,
    data: responds<MfaEnrolment[]>(),
    summary: "Designed: a user's authenticator enrolments, newest first; no secrets.",
  }),
  enrol: call({
    method: 'POST',
    path: '/user/:id/authenticators/enrol',
    access: needs(Permissions.UserEdit),
    isWrite: true,
    grants: managesUserOfPath(),
    params: IdParamsSchema,
    body: z.strictObject({
      AuthenticatorId: GuidSchema,
      PhoneNumber: z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, 'Give the phone number in international form, e.g. +905321234567.')
        .optional(),
      Email: z.email().max(320).optional(),
    }),
    data: responds<MfaEnrolmentStart>(),
    summary:
      "Designed: enrols the user with an authenticator. TOTP: a new secret, returned once with its otpauth URI and QR code, active after a code confirms it; SMS: PhoneNumber; e-mail: Email (default the user's); passkeys are registered by the user on their own device.",
  }),
  confirmEnrolment: call({
    method: 'POST',
    path: '/user/:id/authenticators/:enrolmentId/confirm',
    access: needs(Permissions.UserEdit),
    isWrite: true,
    grants: managesUserOfPath(),
    params: EnrolmentParamsSchema,
    body: z.strictObject({ Code: OneTimeCodeSchema }),
    data: responds<MfaEnrolment>(),
    summary: 'Designed: activates a waiting TOTP enrolment with a current code of the app.',
  }),
  removeEnrolment: call({
    method: 'DELETE',
    path: '/user/:id/authenticators/:enrolmentId',
    access: needs(Permissions.UserEdit),
    isWrite: true,
    grants: managesUserOfPath(),
    params: EnrolmentParamsSchema,
    data: responds<null>(),
    summary: "Designed: removes one of the user's enrolments (the user's MFA state follows).",
  }),
  revokeRememberedDevices: call({
    method: 'POST',
    path: '/user/:id/authenticators/remembered-devices/revoke',
    access: needs(Permissions.UserEdit),
    isWrite: true,
    grants: managesUserOfPath(),
    params: IdParamsSchema,
    data: responds<RememberedDevicesRevocation>(),
    summary:
      "Designed (Entra ID's Revoke MFA sessions, Okta's Forget factors): every device the user had remembered (MfaRememberDeviceDays) meets the second factor again at the next sign-in; the user's sessions and enrolments are left as they are.",
  }),
} as const;
