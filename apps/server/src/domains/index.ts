import { contract, type Contract } from '@portcullis/api-client/contract';
import type { Handlers } from '../engine/calls/handlers';
import { accessHandlers } from './access/access';
import { accessAssignmentsHandlers, accessRequestsHandlers } from './access-packages/index';
import { accountHandlers } from './account/account';
import { applicationHandlers } from './static-data/static-data';
import { applicationsHandlers } from './applications/index';
import { auditHandlers } from './audit/audit';
import { authenticatorsHandlers } from './authenticators/authenticators';
import { contentHandlers } from './content/content';
import { dashboardHandlers } from './dashboard/dashboard';
import { exportHandlers } from './export/index';
import { groupsHandlers } from './groups/groups';
import { notificationsHandlers } from './notifications/index';
import { objectOwnersHandlers, objectTypesHandlers } from './objects/objects';
import { profilesHandlers } from './profiles/profiles';
import { rulesHandlers } from './rules/rules';
import { sourcesHandlers } from './sources/sources';
import { resourcesHandlers } from './iam-resources/iam-resources';
import { sessionsHandlers } from './sessions/sessions';
import { provisioningHandlers } from './provisioning/index';
import { ruleRunsHandlers } from './automation/index';
import { reportsHandlers } from './reports/index';
import { usersHandlers } from './users/users';
import { operationsHandlers } from './operations/index';
import { tracingHandlers } from './tracing/index';
import { licensingHandlers } from './licensing/index';
import { maintenanceHandlers } from './maintenance/index';
import { webhooksHandlers } from './webhooks/index';
import { resourceDomainHandlers } from './resource-domains/resource-domain-handlers';
import { configurationsHandlers } from './configurations/index';
import { languageValuesHandlers } from './language-values/language-values';
import { brandingHandlers } from './branding/index';

/** The handler of every contract call. A call without a handler here does not compile. */
export const handlers: Handlers<Contract> = {
  application: applicationHandlers,
  account: accountHandlers,
  audit: auditHandlers,
  dashboard: dashboardHandlers,
  groups: groupsHandlers,
  resources: resourcesHandlers,
  objectTypes: objectTypesHandlers,
  objectOwners: objectOwnersHandlers,
  rules: rulesHandlers,
  export: exportHandlers,
  content: contentHandlers,
  notifications: notificationsHandlers,
  users: usersHandlers,
  sources: sourcesHandlers,
  profiles: profilesHandlers,
  sessions: sessionsHandlers,
  access: accessHandlers,
  authenticators: authenticatorsHandlers,
  applications: applicationsHandlers,
  provisioning: provisioningHandlers,
  ruleRuns: ruleRunsHandlers,
  webhooks: webhooksHandlers,
  accessAssignments: accessAssignmentsHandlers,
  accessRequests: accessRequestsHandlers,
  operations: operationsHandlers,
  licensing: licensingHandlers,
  maintenance: maintenanceHandlers,
  configurations: configurationsHandlers,
  languageValues: languageValuesHandlers,
  branding: brandingHandlers,
  reports: reportsHandlers,
  tracing: tracingHandlers,
  ...resourceDomainHandlers(),
};
