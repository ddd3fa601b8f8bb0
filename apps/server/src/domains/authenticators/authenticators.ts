import {
  authenticatorResource,
  AuthenticatorType,
  type contract,
  type MfaEnrolment,
  type MfaEnrolmentStart,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { resourceHandlers } from '../../engine/resources/crud';
import { iso } from '../../engine/sql/query-helpers';
import { matchFirstCode, newTotpSecret, WAITING_TOTP_SQL, type WaitingTotp } from '../sign-in/second-factor';
import { refuseSignInChange } from '../sign-in/sign-in-hooks';
import { authenticatorAudience } from '../../engine/access/sign-in-reach';
import { revokeRememberedDevices } from '../sign-in/device-revocation';

interface EnrolmentRow {
  enrolment_id: string;
  authenticator_id: string;
  authenticator_title: string;
  authenticator_type: string;
  is_enabled: boolean;
  state: 0 | 1;
  label: string;
  created_date: Date;
  last_used_date: Date | null;
}

const ENROLMENT_SELECT = `SELECT e.enrolment_id::text, e.authenticator_id::text, a.title AS authenticator_title,
    a.authenticator_type, a.is_enabled, e.state, e.label, e.created_date, e.last_used_date
  FROM mfa_enrolments e JOIN authenticators a ON a.authenticator_id = e.authenticator_id`;

const toEnrolment = (r: EnrolmentRow): MfaEnrolment => ({
  EnrolmentId: r.enrolment_id,
  AuthenticatorId: r.authenticator_id,
  AuthenticatorTitle: r.authenticator_title,
  AuthenticatorType: r.authenticator_type,
  IsAuthenticatorEnabled: r.is_enabled,
  State: r.state,
  Label: r.label,
  CreatedDate: iso(r.created_date),
  LastUsedDate: r.last_used_date ? iso(r.last_used_date) : null,
});

async function loadEnrolment(db: Queryable, userId: string, enrolmentId: string): Promise<EnrolmentRow> {
  const [row] = await db.query<EnrolmentRow>(`${ENROLMENT_SELECT} WHERE e.user_id = $1 AND e.enrolment_id = $2`, [
    userId,
    enrolmentId,
  ]);
  if (!row) throw notFound('The enrolment');
  return row;
}

async function loadUser(db: Queryable, id: string) {
  const [user] = await db.query<{ user_name: string; email: string | null }>(
    'SELECT user_name, email FROM users WHERE user_id = $1',
    [id],
  );
  if (!user) throw notFound('The user');
  return user;
}

/** "+90 ••• ••• 4567": enough to recognise the phone, not to read it out. */
const maskPhone = (phone: string) => `Phone ending ${phone.slice(-4)}`;

/**
 * §2.7 authenticators: the authenticator resource's generic handlers (one Password authenticator,
 * always enabled and never removed), and users' enrolments (designed calls).
 */
export const authenticatorsHandlers: DomainHandlers<typeof contract.authenticators> = {
  ...resourceHandlers(authenticatorResource, {
    beforeSave: async (ctx, input, existing) => {
      const { db } = ctx;
      // Issue 23: settings are changed only by someone who may manage everyone they hold (a new one holds nobody).
      await refuseSignInChange(ctx, authenticatorAudience(existing));
      const type = existing?.AuthenticatorType ?? input.AuthenticatorType;
      if (type === AuthenticatorType.Password) {
        const [other] = await db.query(
          "SELECT 1 FROM authenticators WHERE authenticator_type = 'Password' AND authenticator_id IS DISTINCT FROM $1",
          [existing?.AuthenticatorId ?? null],
        );
        if (other) throw conflict('There is one password authenticator already; change its settings instead.');
        if (!input.IsEnabled)
          throw badRequest('The password authenticator signs users in; it cannot be disabled.', [
            { Field: 'IsEnabled', Message: 'The password authenticator cannot be disabled.' },
          ]);
      }
      if (type === AuthenticatorType.Sms && !String(input.SmsTemplate ?? '').includes('{code}'))
        throw badRequest('The message must contain {code}.', [{ Field: 'SmsTemplate', Message: 'Put {code} in it.' }]);
      if (type === AuthenticatorType.Email && !String(input.EmailTemplate ?? '').includes('{code}'))
        throw badRequest('The e-mail text must contain {code}.', [
          { Field: 'EmailTemplate', Message: 'Put {code} in it.' },
        ]);
      return { ...input, AuthenticatorType: type };
    },
    beforeRemove: async (ctx, record) => {
      if (record.AuthenticatorType === AuthenticatorType.Password)
        throw conflict('The password authenticator signs users in; it cannot be removed.');
      await refuseSignInChange(ctx, authenticatorAudience(record));
    },
  }),

  userEnrolments: async ({ db, params }) => {
    await loadUser(db, params.id);
    const rows = await db.query<EnrolmentRow>(`${ENROLMENT_SELECT} WHERE e.user_id = $1 ORDER BY e.created_date DESC`, [
      params.id,
    ]);
    return ok(rows.map(toEnrolment));
  },

  enrol: async ({ db, params, body, server }) => {
    const user = await loadUser(db, params.id);
    const [authenticator] = await db.query<{
      title: string;
      authenticator_type: string;
      is_enabled: boolean;
      issuer: string | null;
      digits: number | null;
      period: number | null;
      algorithm: string | null;
    }>(
      'SELECT title, authenticator_type, is_enabled, issuer, digits, period, algorithm FROM authenticators WHERE authenticator_id = $1',
      [body.AuthenticatorId],
    );
    const refuse = (message: string, field = 'AuthenticatorId') =>
      badRequest(message, [{ Field: field, Message: message }]);
    if (!authenticator) throw refuse('The chosen authenticator does not exist.');
    if (!authenticator.is_enabled) throw refuse(`${authenticator.title} is disabled; enable it first.`);
    const insert = (columns: Record<string, unknown>) => {
      const names = Object.keys(columns);
      return db.query<{ enrolment_id: string }>(
        `INSERT INTO mfa_enrolments (user_id, authenticator_id, ${names.join(', ')})
         VALUES ($1, $2, ${names.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING enrolment_id::text`,
        [params.id, body.AuthenticatorId, ...Object.values(columns)],
      );
    };
    let secret: { base32: string; uri: string; qrCode: string } | null = null;
    let enrolmentId: string;
    switch (authenticator.authenticator_type) {
      case AuthenticatorType.Totp: {
        const made = newTotpSecret(server.secretKey, {
          issuer: authenticator.issuer ?? 'Portcullis',
          account: user.user_name,
          digits: authenticator.digits ?? 6,
          period: authenticator.period ?? 30,
          algorithm: authenticator.algorithm ?? 'SHA1',
        });
        secret = made;
        [{ enrolment_id: enrolmentId }] = (await insert({
          state: 0,
          label: 'Authenticator app',
          secret_sealed: made.sealed,
          totp_digits: authenticator.digits ?? 6,
          totp_period: authenticator.period ?? 30,
          totp_algorithm: authenticator.algorithm ?? 'SHA1',
        })) as [{ enrolment_id: string }];
        break;
      }
      case AuthenticatorType.Sms:
        if (!body.PhoneNumber) throw refuse('Give the phone number the codes go to.', 'PhoneNumber');
        [{ enrolment_id: enrolmentId }] = (await insert({
          state: 1,
          label: maskPhone(body.PhoneNumber),
          phone_number: body.PhoneNumber,
          confirmed_date: new Date(),
        })) as [{ enrolment_id: string }];
        break;
      case AuthenticatorType.Email: {
        const email = body.Email ?? user.email;
        if (!email) throw refuse('The user has no e-mail address; give the address the codes go to.', 'Email');
        [{ enrolment_id: enrolmentId }] = (await insert({
          state: 1,
          label: email,
          email,
          confirmed_date: new Date(),
        })) as [{ enrolment_id: string }];
        break;
      }
      case AuthenticatorType.WebAuthn:
        throw refuse('Passkeys and security keys are registered by the user on their own device.');
      default:
        throw refuse('Everyone signs in with the password authenticator; it needs no enrolment.');
    }
    const enrolment = toEnrolment(await loadEnrolment(db, params.id, enrolmentId));
    const start: MfaEnrolmentStart = {
      ...enrolment,
      Secret: secret?.base32 ?? null,
      Uri: secret?.uri ?? null,
      QrCode: secret?.qrCode ?? null,
    };
    return ok(start, {
      message: secret ? 'Scan the code, then confirm it with a code from the app.' : 'Authenticator enrolled.',
      audit: {
        targetType: 'User',
        targetId: params.id,
        description: `Enrolled ${user.user_name} with ${authenticator.title}${secret ? ' (waiting for a code)' : ''}`,
      },
    });
  },

  confirmEnrolment: async ({ db, params, body, server }) => {
    const row = await loadEnrolment(db, params.id, params.enrolmentId);
    if (row.state === 1) throw conflict('This enrolment is active already.');
    const [stored] = await db.query<WaitingTotp>(`${WAITING_TOTP_SQL} WHERE e.enrolment_id = $1`, [params.enrolmentId]);
    const step = matchFirstCode(server.secretKey, stored!, body.Code);
    if (step === null)
      throw badRequest('The code is not correct. Enter the code the app shows now.', [
        { Field: 'Code', Message: 'The code is not correct.' },
      ]);
    await db.query(
      `UPDATE mfa_enrolments SET state = 1, confirmed_date = now(), last_used_step = $2 WHERE enrolment_id = $1`,
      [params.enrolmentId, step],
    );
    return ok(toEnrolment(await loadEnrolment(db, params.id, params.enrolmentId)), {
      message: 'Authenticator app enrolled.',
      audit: { targetType: 'User', targetId: params.id, description: `Confirmed ${row.authenticator_title}` },
    });
  },

  removeEnrolment: async ({ db, params }) => {
    const row = await loadEnrolment(db, params.id, params.enrolmentId);
    await db.query('DELETE FROM mfa_enrolments WHERE enrolment_id = $1', [params.enrolmentId]);
    return ok(null, {
      message: 'Enrolment removed.',
      audit: {
        targetType: 'User',
        targetId: params.id,
        description: `Removed ${row.authenticator_title} (${row.label})`,
      },
    });
  },

  revokeRememberedDevices: async ({ db, params, user }) => {
    const target = await loadUser(db, params.id);
    const revoked = await revokeRememberedDevices(db, params.id, user!.userId);
    return ok(
      { UserId: params.id, RevokedDate: revoked.toISOString() },
      {
        message: `Remembered devices of ${target.user_name} revoked: the next sign-in asks for the second factor.`,
        audit: {
          targetType: 'User',
          targetId: params.id,
          description: `Revoked the remembered devices of ${target.user_name}`,
        },
      },
    );
  },
};
