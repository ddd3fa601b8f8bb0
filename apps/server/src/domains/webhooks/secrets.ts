import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { seal, unseal } from '../../engine/secrets/secrets';

/**
 * Signing secrets of webhook subscriptions: made by the server (`whsec_` and the base64 of 24 random
 * bytes, the Standard Webhooks form Svix uses), sealed with the server key at rest, returned once.
 * After a rotation the previous secret keeps signing, beside the new one, for a day (Svix's grace), so
 * a receiver can switch without losing events; a move to another origin drops it at once.
 */
export const PREVIOUS_SECRET_GRACE_HOURS = 24;

/** A new signing secret. */
export const newWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64');

/**
 * Stores a new secret for `webhookId`; `keepPrevious` keeps the current one signing for the grace
 * period. Returns the new secret and until when the previous one signs (null when none is kept).
 */
export async function storeNewSecret(
  db: Queryable,
  key: Buffer,
  webhookId: string,
  keepPrevious: boolean,
): Promise<{ secret: string; previousUntil: Date | null }> {
  const secret = newWebhookSecret();
  const [row] = await db.query<{ previous_secret_until: Date | null }>(
    `UPDATE webhooks SET secret = $2, secret_rotated_date = now(),
       previous_secret = CASE WHEN $3 THEN secret END,
       previous_secret_until = CASE WHEN $3 AND secret IS NOT NULL THEN now() + make_interval(hours => $4) END
     WHERE webhook_id = $1 RETURNING previous_secret_until`,
    [webhookId, seal(key, secret), keepPrevious, PREVIOUS_SECRET_GRACE_HOURS],
  );
  return { secret, previousUntil: row?.previous_secret_until ?? null };
}

/** The secrets that sign a delivery now: the current one, and the previous one during its grace. */
export async function signingSecretsOf(db: Queryable, key: Buffer, webhookId: string): Promise<string[]> {
  const [row] = await db.query<{ secret: string | null; previous: string | null }>(
    `SELECT secret, CASE WHEN previous_secret_until > now() THEN previous_secret END AS previous
     FROM webhooks WHERE webhook_id = $1`,
    [webhookId],
  );
  return [row?.secret, row?.previous].filter((s): s is string => Boolean(s)).map((s) => unseal(key, s));
}
