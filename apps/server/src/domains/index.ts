import { contract, type Contract } from '@portcullis/api-client';
import type { Handlers } from '../http/handlers';
import { accountHandlers } from './account';
import { applicationHandlers } from './application';
import { auditHandlers } from './audit';
import { dashboardHandlers } from './dashboard';
import { notBuiltYet } from '../http/not-built';
import { rulesHandlers } from './rules';
import { usersHandlers } from './users';

/** The handler of every contract call. A call without a handler here does not compile. */
export const handlers: Handlers<Contract> = {
  application: applicationHandlers,
  account: accountHandlers,
  audit: auditHandlers,
  dashboard: dashboardHandlers,
  // Domains of later issues: access and validation run, then 501 'This call is not built yet.'
  groups: notBuiltYet(contract.groups),
  resources: notBuiltYet(contract.resources),
  objectTypes: notBuiltYet(contract.objectTypes),
  objectOwners: notBuiltYet(contract.objectOwners),
  rules: rulesHandlers,
  export: notBuiltYet(contract.export),
  content: notBuiltYet(contract.content),
  notifications: notBuiltYet(contract.notifications),
  users: usersHandlers,
  sources: notBuiltYet(contract.sources),
};
