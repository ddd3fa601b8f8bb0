import { contract, type HealthStatus, type StaticData } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { ApiError } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { SEED_IDS } from '../../db/seed-ids';
import { toCurrentUser } from '../account/account';
import { loadPolicies, policyForKey } from '../password-policies/password-policies';
import { featureFlagsFor } from '../flags/load';

/** The spec's minimum date string: a tenant with this expiration has none. */
export const MIN_DATE = '0001-01-01T00:00:00';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export async function loadTenant(db: Queryable) {
  const [tenant] = await db.query<{ name: string; expiration_date: Date | string | null }>(
    'SELECT name, expiration_date FROM tenants ORDER BY name LIMIT 1',
  );
  return { Name: tenant?.name ?? 'default', ExpirationDate: iso(tenant?.expiration_date) ?? MIN_DATE };
}

/** Everything of the static data but the current user: the same for every caller, so it is cached. */
/**
 * Spec §2.1: the app links are built from configured base URLs. Decision: a URL the configuration
 * leaves empty derives from where this server is reached (PORTCULLIS_PUBLIC_URL, else the listening
 * address), so a server started with PORT=18080 links to 18080. The account app is the sign-in page.
 */
export function appUrls(cfg: Readonly<Record<string, string>>, base: string): StaticData['appURLs'] {
  return {
    apiApp: cfg.ApiAppUrl || base,
    managementApp: cfg.ManagementAppUrl || base,
    accountApp: cfg.AccountAppUrl || (base ? `${base}/account/login` : ''),
  };
}

async function loadSharedStaticData(db: Queryable, base: string): Promise<Omit<StaticData, 'currentUser'>> {
  const [config, languages, policies, tenant, superAdmin] = await Promise.all([
    // Secret values (is_secret) are never returned, to anyone.
    db.query<{ key: string; value: string }>('SELECT key, value FROM configuration WHERE NOT is_secret ORDER BY key'),
    db.query<{ key: string; value: string }>(
      "SELECT key, value FROM language_values WHERE language = 'en' ORDER BY key",
    ),
    loadPolicies(db),
    loadTenant(db),
    db.query<{ role_def_id: string }>('SELECT role_def_id FROM role_defs WHERE is_super_admin ORDER BY name LIMIT 1'),
  ]);
  const cfg = Object.fromEntries(config.map((c) => [c.key, c.value]));
  return {
    config: cfg,
    appURLs: appUrls(cfg, base),
    languageValues: languages.map((l) => ({ Key: l.key, Value: l.value })),
    // Per caller (domains/flags/load.ts): getStaticData fills it in.
    featureFlags: [],
    objectEnums: {
      objectTypes: [
        { ObjectTypeId: '00000000-0000-4000-9000-000000000001', Name: 'User', Title: 'User' },
        { ObjectTypeId: '00000000-0000-4000-9000-000000000002', Name: 'Application', Title: 'Application' },
        { ObjectTypeId: '00000000-0000-4000-9000-000000000003', Name: 'Role', Title: 'Role' },
      ],
    },
    PasswordPolicies: policies,
    superAdminRoleDefId: superAdmin[0]?.role_def_id ?? SEED_IDS.superAdminRole,
    tenant,
  };
}

/**
 * What the sign-in page needs before anyone signs in: its texts and where the account app lives. The
 * configuration table, feature flags, object types, password policies, role ids and the tenant's
 * expiry need a session (decision: the tenant name stays, as sign-in pages usually show it;
 * ExpirationDate is the minimum date, "none", because the licence is not the sign-in page's business).
 */
export function anonymousStaticData(shared: Omit<StaticData, 'currentUser'>): StaticData {
  return {
    config: {},
    appURLs: { apiApp: '', managementApp: '', accountApp: shared.appURLs.accountApp },
    languageValues: shared.languageValues,
    featureFlags: [],
    objectEnums: { objectTypes: [] },
    PasswordPolicies: {},
    superAdminRoleDefId: null,
    tenant: { Name: shared.tenant.Name, ExpirationDate: MIN_DATE },
    currentUser: null,
  };
}

export const applicationHandlers: DomainHandlers<typeof contract.application> = {
  getStaticData: async ({ db, user, server }) => {
    const shared = await server.cache.get('static-data', () => loadSharedStaticData(db, server.publicUrl));
    if (!user) return ok(anonymousStaticData(shared));
    const featureFlags = await featureFlagsFor(db, server.cache, user.userId);
    return ok({ ...shared, featureFlags, currentUser: toCurrentUser(user) });
  },

  checkLicense: async ({ db }) => {
    const [license] = await db.query<{
      message: string | null;
      expiration_utc: Date | null;
      server_ping_date: Date | null;
    }>(
      'SELECT message, expiration_utc, server_ping_date FROM licenses ORDER BY expiration_utc DESC NULLS LAST LIMIT 1',
    );
    return ok({
      message: license?.message ?? null,
      checkInfo: { LicenseServerPingDate: iso(license?.server_ping_date) },
      ExpirationUtc: iso(license?.expiration_utc),
      IsValid: Boolean(license),
      Tenant: await loadTenant(db),
    });
  },

  health: async ({ server, reply }) => {
    reply.header('cache-control', 'no-store');
    const engine = server.db.kind;
    const isUp = await server.db.query('SELECT 1 AS up').then(
      () => true,
      () => false,
    );
    const status: HealthStatus['Status'] = isUp ? 'ok' : 'unavailable';
    const data = { Status: status, Database: { Status: status, Engine: engine }, CheckedAt: new Date().toISOString() };
    if (!isUp) throw new ApiError(503, 'The database does not answer.', 'Unavailable', [], data);
    return ok(data);
  },

  passwordPolicy: async ({ db, params, user }) => ok(await policyForKey(db, params.category, user)),
};
