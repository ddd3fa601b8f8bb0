import type { Contract } from '@portcullis/api-client';
import type { Handlers } from '../http/handlers';
import { accountHandlers } from './account';
import { applicationHandlers } from './application';
import { auditHandlers } from './audit';
import { dashboardHandlers } from './dashboard';

/** The handler of every contract call. A call without a handler here does not compile. */
export const handlers: Handlers<Contract> = {
  application: applicationHandlers,
  account: accountHandlers,
  audit: auditHandlers,
  dashboard: dashboardHandlers,
};
