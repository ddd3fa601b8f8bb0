import { account, application } from './application';
import { audit } from './audit';
import { dashboard } from './dashboard';

/**
 * The contract table: every call of spec §7 (plus the account calls), grouped by domain. The client's
 * functions and the server's handler registration are derived from it.
 */
export const contract = {
  application,
  account,
  audit,
  dashboard,
} as const;

export type Contract = typeof contract;
export type DomainName = keyof Contract;

export * from './define';
export * from './envelope';
export * from './paging';
export * from './permissions';
export * from './csrf';
