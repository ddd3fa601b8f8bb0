import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs/index';
import { createOutboundGuard } from '../../engine/outbound/guard';
import { EMPTY_ALLOW_LIST } from '../../engine/outbound/address-policy';
import { loadProviderSettings } from './provider-settings';
import { writeProvisionAccount } from './targets';

/**
 * Provisioning as background work (spec §2.5): one job per account (a user in a provision service),
 * keyed by the account so it is never queued twice nor run twice at once. The job reads what the
 * account should be when it runs — enabled while the user is enabled and holds an active assignment
 * to one of the service's applications, disabled otherwise — so however many changes queued it, the
 * target ends as the latest state says. A failed attempt keeps its reason on the account (state
 * Pending) and is retried; when the retries are used, the account is Failed with that reason, until
 * someone retries it. The account's row is the provisioning log (state, reason, attempts, dates), kept
 * apart from the audit log as Entra ID keeps its provisioning logs: the audit log records what people
 * did in the console (the grant, a retry, "Provision assigned users"), each call exactly once.
 */

interface AccountRow {
  provision_account_id: string;
  provision_service_id: string;
  service_title: string;
  provision_provider_id: string;
  is_service_enabled: boolean;
  user_id: string;
  user_name: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  account_name: string | null;
  has_access: boolean;
}

/** Whether the user may use one of the service's applications now (an enabled user, an active assignment). */
const HAS_ACCESS_SQL = `(u.is_enabled AND EXISTS (SELECT 1 FROM user_applications ua
  WHERE ua.user_id = pa.user_id AND ps.application_ids @> jsonb_build_array(ua.application_id::text)
    AND ua.state = 1 AND (ua.valid_from IS NULL OR ua.valid_from <= now()) AND (ua.valid_until IS NULL OR ua.valid_until > now())))`;

async function loadAccount(db: Queryable, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT pa.provision_account_id, pa.provision_service_id, ps.title AS service_title, ps.provision_provider_id,
       ps.is_enabled AS is_service_enabled, u.user_id, u.user_name, u.display_name, u.first_name, u.last_name, u.email,
       (SELECT ua.account_name FROM user_applications ua WHERE ua.user_id = pa.user_id
          AND ps.application_ids @> jsonb_build_array(ua.application_id::text) AND ua.account_name IS NOT NULL
        ORDER BY ua.assigned_date LIMIT 1) AS account_name,
       ${HAS_ACCESS_SQL} AS has_access
     FROM provision_accounts pa JOIN provision_services ps ON ps.provision_service_id = pa.provision_service_id
       JOIN users u ON u.user_id = pa.user_id
     WHERE pa.provision_account_id = $1`,
    [accountId],
  );
  return row;
}

export const provisionAccountJob = defineJob('provision-account', {
  input: z.strictObject({ accountId: z.uuid() }),
  singletonKey: ({ accountId }) => accountId,
  // Three attempts in all, about 2 and 4 seconds apart: a target that is briefly away is caught up
  // quickly, one that stays away shows Failed with its reason within seconds.
  retry: { limit: 2, delaySeconds: 2, backoff: true },
  concurrency: 2,
  async handler({ accountId }, run) {
    const { db, secretKey, config } = run.server;
    const row = await loadAccount(db, accountId);
    if (!row) return; // the service or the user was removed since
    if (!row.is_service_enabled) {
      await db.query(
        `UPDATE provision_accounts SET state = 'Failed', reason = $2, updated_date = now() WHERE provision_account_id = $1`,
        [accountId, `${row.service_title} is disabled: nothing was written. Enable it, then retry.`],
      );
      return;
    }
    await db.query(
      `UPDATE provision_accounts SET state = 'Pending', attempts = $2, updated_date = now() WHERE provision_account_id = $1`,
      [accountId, run.attempt],
    );
    const settings = await loadProviderSettings(db, secretKey, row.provision_provider_id);
    if (!settings) throw new Error('The provider of the service was removed.');
    const attributes = {
      UserId: row.user_id,
      UserName: row.user_name,
      AccountName: row.account_name ?? row.user_name,
      DisplayName: row.display_name,
      FirstName: row.first_name,
      LastName: row.last_name,
      Email: row.email,
    };
    let key: string;
    try {
      key = await writeProvisionAccount(
        settings,
        createOutboundGuard(config.outboundAllow ?? EMPTY_ALLOW_LIST),
        attributes,
        row.has_access,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.query(
        `UPDATE provision_accounts SET reason = $2, updated_date = now() WHERE provision_account_id = $1`,
        [accountId, reason],
      );
      throw new Error(reason);
    }
    if (run.signal.aborted) return;
    const state = row.has_access ? 'Provisioned' : 'Disabled';
    await db.query(
      `UPDATE provision_accounts SET state = $2, reason = NULL, account_key = $3, provisioned_date = now(), updated_date = now()
       WHERE provision_account_id = $1`,
      [accountId, state, key],
    );
  },
  async failed({ accountId }, { server, message }) {
    await server.db.query(
      `UPDATE provision_accounts SET state = 'Failed', reason = $2, updated_date = now() WHERE provision_account_id = $1`,
      [accountId, message],
    );
  },
});

/**
 * What queueing needs: the write's transaction and the server's job queue, and the call's reply when
 * there is one. With a reply the workers are woken once it is sent (after the commit). Without one (a
 * scheduled job, a flow settled by an action) the jobs are found by the workers' polling, at most
 * `pollingIntervalSeconds` later; a caller that commits on its own may call `wakeProvisioning` after
 * its commit to start them at once.
 */
export interface QueueContext {
  db: Queryable;
  server: Pick<ServerContext, 'jobs' | 'config'>;
  reply?: FastifyReply;
}

/** Queues the accounts' jobs inside the call's transaction (they exist only if it commits). */
export async function queueAccountJobs(ctx: QueueContext, accountIds: readonly string[]): Promise<void> {
  if (accountIds.length === 0) return;
  const jobs = ctx.server.jobs;
  if (!jobs) throw new Error('The job queue has not started.');
  for (const accountId of accountIds) await jobs.enqueue(provisionAccountJob, { accountId }, { tx: ctx.db });
  ctx.reply?.raw.once('finish', () => jobs.wake(provisionAccountJob));
}

/** Starts this process's provisioning workers now (after a transaction that queued accounts committed). */
export function wakeProvisioning(server: Pick<ServerContext, 'jobs'>): void {
  server.jobs?.wake(provisionAccountJob);
}

/**
 * The hook of application-user writes (domains/applications/app-users.ts): the user's access to
 * `applicationId` changed, so each enabled service serving it provisions the user again — an account
 * is created when the user has an assignment, and an existing one is re-checked (updated or disabled).
 */
export async function provisionAfterAssignment(
  ctx: QueueContext,
  userId: string,
  applicationId: string,
): Promise<void> {
  const rows = await ctx.db.query<{ id: string }>(
    `INSERT INTO provision_accounts (provision_service_id, user_id)
     SELECT ps.provision_service_id, $1 FROM provision_services ps
     WHERE ps.is_enabled AND ps.application_ids @> jsonb_build_array($2::text)
       AND (EXISTS (SELECT 1 FROM user_applications ua WHERE ua.user_id = $1 AND ua.application_id = $2::uuid)
         OR EXISTS (SELECT 1 FROM provision_accounts pa WHERE pa.provision_service_id = ps.provision_service_id AND pa.user_id = $1))
     ON CONFLICT (provision_service_id, user_id)
       DO UPDATE SET state = 'Pending', reason = NULL, attempts = 0, updated_date = now()
     RETURNING provision_account_id AS id`,
    [userId, applicationId],
  );
  await queueAccountJobs(
    ctx,
    rows.map((r) => r.id),
  );
}

/**
 * The hook of user writes (domains/users/users.ts): the users' attributes or enabled state changed, so their
 * existing accounts in enabled services are provisioned again (updated, or disabled for a disabled user).
 * No account is created here: access comes from application assignments.
 */
export async function provisionAfterUserChange(ctx: QueueContext, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await ctx.db.query<{ id: string }>(
    `UPDATE provision_accounts pa SET state = 'Pending', reason = NULL, attempts = 0, updated_date = now()
     FROM provision_services ps
     WHERE ps.provision_service_id = pa.provision_service_id AND ps.is_enabled AND pa.user_id = ANY($1::uuid[])
     RETURNING pa.provision_account_id AS id`,
    [[...userIds]],
  );
  await queueAccountJobs(
    ctx,
    rows.map((r) => r.id),
  );
}
