import { ProvisionProviderType, type ProvisionTestResult } from '@portcullis/api-client/contract';
import type { OutboundGuard } from '../../engine/outbound/guard';
import type { ProviderSettings } from './provider-settings';
import { testSqlTarget, writeSqlAccount, type AccountAttributes } from './sql-provider';

/**
 * What each kind of provision provider does. SQL (PostgreSQL) is the one this server reaches; SCIM and
 * LDAP keep their settings and say so honestly (no connection is attempted, nothing pretends to work).
 */

const KIND_TITLES: Record<string, string> = {
  [ProvisionProviderType.Scim]: 'SCIM',
  [ProvisionProviderType.Ldap]: 'LDAP',
};

/** The words for a kind this server does not reach. */
export const notReachable = (type: string) =>
  `Not reachable: this server does not provision to ${KIND_TITLES[type] ?? type} targets yet (only SQL providers over PostgreSQL); no connection was attempted.`;

/** Tests the provider's saved settings. */
export function testProvisionTarget(settings: ProviderSettings, outbound: OutboundGuard): Promise<ProvisionTestResult> {
  if (settings.type === ProvisionProviderType.Sql) return testSqlTarget(settings, outbound);
  return Promise.resolve({ IsSuccess: false, Message: notReachable(settings.type) });
}

/** Writes (or disables) one account; returns the key written; throws with the reason in words. */
export function writeProvisionAccount(
  settings: ProviderSettings,
  outbound: OutboundGuard,
  attributes: AccountAttributes,
  isEnabled: boolean,
): Promise<string> {
  if (settings.type === ProvisionProviderType.Sql) return writeSqlAccount(settings, outbound, attributes, isEnabled);
  return Promise.reject(new Error(notReachable(settings.type)));
}
