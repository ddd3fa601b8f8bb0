import type { Queryable } from '../../db/types';
import { ApiError } from '../../engine/calls/errors';
import { loadTenant } from '../static-data/static-data';

/** Spec §2.13: the tenant that sees (and may call) the "default tenant only" pages. */
export const DEFAULT_TENANT_NAME = 'default';

/**
 * Spec §2.9 "default tenant only": the console hides these pages from other tenants, and the server
 * refuses their calls (403) whatever permissions the caller holds, super admins included: operating
 * the installation is the provider's business, not a customer tenant's.
 */
export async function requireDefaultTenant(db: Queryable): Promise<void> {
  const tenant = await loadTenant(db);
  if (tenant.Name !== DEFAULT_TENANT_NAME)
    throw new ApiError(403, 'This page is for the default tenant only.', 'Forbidden', [], {
      MissingPermissions: [],
      MissingPack: null,
    });
}
