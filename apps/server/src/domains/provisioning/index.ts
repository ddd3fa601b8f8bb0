import {
  isSqlIdentifier,
  isSqlTableName,
  parseColumnMap,
  parseConnectionString,
  PROVISION_ATTRIBUTES,
  ProvisionProviderType,
  provisionProviderResource,
  provisionServiceResource,
  secretToRetype,
  type contract,
  type ProvisionAccount,
} from '@portcullis/api-client/contract';
import type { DomainHandlers, HandlerContext } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, notFound } from '../../engine/calls/errors';
import type { ListSpec } from '../../engine/lists/paging';
import { loadRecord, resourceHandlers } from '../../engine/resources/crud';
import { createOutboundGuard } from '../../engine/outbound/guard';
import { EMPTY_ALLOW_LIST } from '../../engine/outbound/address-policy';
import { pagedQuery, isoOrNull } from '../../engine/lists/list-query';
import { iso } from '../../engine/sql/query-helpers';
import { loadProviderSettings, storedTargetOf } from './provider-settings';
import { testProvisionTarget } from './targets';
import { queueAccountJobs, type QueueContext } from './provision-job';

export { provisionAccountJob, provisionAfterAssignment, wakeProvisioning } from './provision-job';

type Row = Record<string, unknown>;

const refuse = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }]);

/** The SQL provider's settings this server will use: PostgreSQL, plain identifiers, a readable mapping. */
function checkSqlSettings(input: Row): void {
  const connection = String(input.ConnectionString ?? '');
  const target = parseConnectionString(connection, undefined);
  if (typeof target === 'string') throw refuse('ConnectionString', target);
  // The connection string is shown on the provider's page: a password in it would not be a secret.
  if (target.password)
    throw refuse('ConnectionString', 'Put the password in Password, not in the connection string (it is shown).');
  if (!isSqlTableName(String(input.TableName ?? '')))
    throw refuse('TableName', 'Table must be a plain name or schema.name (letters, digits, underscores).');
  for (const name of ['KeyColumn', 'EnabledColumn'] as const)
    if (!isSqlIdentifier(String(input[name] ?? '')))
      throw refuse(name, `${name === 'KeyColumn' ? 'Key column' : 'Enabled column'} must be a plain column name.`);
  const mapping = parseColumnMap((input.ColumnMap as string[] | undefined) ?? [], PROVISION_ATTRIBUTES);
  if (typeof mapping === 'string') throw refuse('ColumnMap', mapping);
  const key = String(input.KeyColumn).toLowerCase();
  const clash = mapping.find((m) => [key, String(input.EnabledColumn).toLowerCase()].includes(m.column.toLowerCase()));
  if (clash) throw refuse('ColumnMap', `Column "${clash.column}" is the key or enabled column; map it once.`);
}

const ACCOUNT_LIST: ListSpec = {
  columns: {
    UserName: { sql: 'u.user_name', type: 'text' },
    State: { sql: 'pa.state', type: 'text' },
    Reason: { sql: 'pa.reason', type: 'text' },
    Attempts: { sql: 'pa.attempts', type: 'number' },
    UpdatedDate: { sql: 'pa.updated_date', type: 'date' },
    ProvisionedDate: { sql: 'pa.provisioned_date', type: 'date' },
  },
  defaultOrder: 'u.user_name, pa.provision_account_id',
  tieBreaker: 'pa.provision_account_id',
};

interface AccountRow {
  provision_account_id: string;
  provision_service_id: string;
  user_id: string;
  user_name: string;
  state: ProvisionAccount['State'];
  reason: string | null;
  attempts: number;
  account_key: string | null;
  updated_date: Date;
  provisioned_date: Date | null;
}

const ACCOUNT_SELECT = `pa.provision_account_id, pa.provision_service_id, pa.user_id, u.user_name, pa.state, pa.reason,
  pa.attempts, pa.account_key, pa.updated_date, pa.provisioned_date`;
const ACCOUNT_FROM = 'provision_accounts pa JOIN users u ON u.user_id = pa.user_id';

const toAccount = (r: AccountRow): ProvisionAccount => ({
  ProvisionAccountId: r.provision_account_id,
  ProvisionServiceId: r.provision_service_id,
  UserId: r.user_id,
  UserName: r.user_name,
  State: r.state,
  Reason: r.reason,
  Attempts: r.attempts,
  AccountKey: r.account_key,
  UpdatedDate: iso(r.updated_date),
  ProvisionedDate: isoOrNull(r.provisioned_date),
});

/**
 * Provisions the users whose account may differ from what the service says: users of its applications
 * without an account yet (a new service, an added application) and accounts whose user has lost access
 * and are not yet disabled (a removed application). Entra ID's initial cycle, started by hand (a saved
 * service queues nothing by itself, so editing one never floods the queue). Returns the accounts queued.
 */
async function reconcileService(ctx: QueueContext, serviceId: string): Promise<number> {
  const rows = await ctx.db.query<{ id: string }>(
    `WITH wanted AS (
       SELECT DISTINCT ua.user_id FROM provision_services ps
         JOIN user_applications ua ON ps.application_ids @> jsonb_build_array(ua.application_id::text)
       WHERE ps.provision_service_id = $1 AND ps.is_enabled
     ), lost AS (
       SELECT pa.user_id FROM provision_accounts pa
       WHERE pa.provision_service_id = $1 AND pa.state <> 'Disabled' AND pa.user_id NOT IN (SELECT user_id FROM wanted)
     )
     INSERT INTO provision_accounts (provision_service_id, user_id)
     SELECT $1, user_id FROM (SELECT user_id FROM wanted WHERE user_id NOT IN
       (SELECT user_id FROM provision_accounts WHERE provision_service_id = $1) UNION SELECT user_id FROM lost) AS changed
     ON CONFLICT (provision_service_id, user_id) DO UPDATE SET state = 'Pending', reason = NULL, attempts = 0, updated_date = now()
     RETURNING provision_account_id AS id`,
    [serviceId],
  );
  await queueAccountJobs(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.length;
}

const outboundOf = (ctx: Pick<HandlerContext<unknown, unknown, unknown>, 'server'>) =>
  createOutboundGuard(ctx.server.config.outboundAllow ?? EMPTY_ALLOW_LIST);

/**
 * Provisioning (spec §2.5). Providers and services are their definitions' generic handlers plus: a
 * provider's SQL settings are checked, and a stored secret is kept on save only while the target stays
 * the one it was saved with (secretToRetype). Provisioning the assigned users, a service's accounts list, the retry of a Failed account and the connection test (through the
 * outbound guard, with the provider's saved settings) are written here.
 */
export const provisioningHandlers: DomainHandlers<typeof contract.provisioning> = {
  ...resourceHandlers(provisionProviderResource, {
    beforeSave: async ({ db }, input, existing) => {
      const values = input as unknown as Row;
      if (values.ProviderType === ProvisionProviderType.Sql) checkSqlSettings(values);
      if (!existing) return;
      const stored = await storedTargetOf(db, existing.ProvisionProviderId);
      if (!stored) return;
      const type = String(existing.ProviderType);
      const field =
        { [ProvisionProviderType.Sql]: 'Password', [ProvisionProviderType.Scim]: 'Token' }[type] ?? 'BindPassword';
      const refusal = secretToRetype(type, stored.values, values, stored.storedSecrets[field] ?? false);
      if (refusal) throw refuse(refusal.field, refusal.message);
    },
  }),
  ...resourceHandlers(provisionServiceResource),

  serviceProvisionAll: async (ctx) => {
    const service = await loadRecord(ctx.db, provisionServiceResource, ctx.params.id);
    if (!service.IsEnabled) throw badRequest(`${service.Title} is disabled: enable it first.`);
    const queued = await reconcileService(ctx, service.ProvisionServiceId);
    return ok(
      { QueuedCount: queued },
      {
        message: queued ? `${queued} ${queued === 1 ? 'account' : 'accounts'} queued.` : 'Every account is up to date.',
        audit: {
          targetType: 'ProvisionService',
          targetId: service.ProvisionServiceId,
          description: `${service.Title}: ${queued} assigned ${queued === 1 ? 'user' : 'users'} queued`,
        },
      },
    );
  },

  serviceAccounts: async ({ db, params, body }) => {
    await loadRecord(db, provisionServiceResource, params.id);
    return ok(
      await pagedQuery<AccountRow, ProvisionAccount>(
        db,
        body,
        ACCOUNT_LIST,
        ACCOUNT_SELECT,
        `${ACCOUNT_FROM} WHERE pa.provision_service_id = $1`,
        toAccount,
        [params.id],
      ),
    );
  },

  serviceAccountRetry: async (ctx) => {
    const { db, params } = ctx;
    const [row] = await db.query<AccountRow>(
      `SELECT ${ACCOUNT_SELECT} FROM ${ACCOUNT_FROM} WHERE pa.provision_account_id = $1 FOR UPDATE OF pa`,
      [params.id],
    );
    if (!row) throw notFound('The provision account');
    if (row.state !== 'Failed')
      throw badRequest(`Only a failed account can be retried; ${row.user_name}'s account is ${row.state}.`);
    const service = await loadRecord(db, provisionServiceResource, row.provision_service_id);
    await db.query(
      `UPDATE provision_accounts SET state = 'Pending', reason = NULL, attempts = 0, updated_date = now() WHERE provision_account_id = $1`,
      [row.provision_account_id],
    );
    await queueAccountJobs(ctx, [row.provision_account_id]);
    return ok(toAccount({ ...row, state: 'Pending', reason: null, attempts: 0 }), {
      message: `Provisioning of ${row.user_name} queued again.`,
      audit: {
        targetType: 'ProvisionService',
        targetId: row.provision_service_id,
        description: `${row.user_name} at ${service.Title} retried`,
      },
    });
  },

  serviceTest: async (ctx) => {
    const service = await loadRecord(ctx.db, provisionServiceResource, ctx.params.id);
    const settings = await loadProviderSettings(ctx.db, ctx.server.secretKey, service.ProvisionProviderId);
    if (!settings) throw notFound('The provider of the service');
    return ok(await testProvisionTarget(settings, outboundOf(ctx)));
  },
};
