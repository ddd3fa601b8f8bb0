import { accessCalls } from './access-calls';
import { accessAssignments, accessRequests } from './access-packages';
import { authenticators } from './authenticators';
import { account, application } from './application';
import { applications } from './applications';
import { audit } from './audit';
import { dashboard } from './dashboard';
import { groups } from './groups';
import { resources } from './resources';
import { objectTypes } from './object-types';
import { objectOwners } from './object-owners';
import { rules } from './rules';
import { exportCalls } from './export';
import { content } from './content';
import { notifications } from './notifications';
import { users } from './users';
import { sources } from './sources';
import { profiles } from './profiles';
import { sessions } from './sessions';
import { provisioning } from './provisioning';
import { operations } from './operations';
import { licensing } from './licensing';
import { maintenance } from './maintenance';
import { ruleRuns } from './rule-runs';
import { webhooks } from './webhooks';
import { reports } from './reports';
import { resourceDomains } from './resource-calls';
import { configurations } from './configurations';
import { languageValues } from './language-values';
import { branding } from './branding';
import { tracing } from './tracing';
import { definitionList, inNameOrder } from '../resources/registry';

/** The domains written by hand (their files in contract/); a definition of another domain derives its own. */
const handWrittenDomains = {
  application,
  account,
  audit,
  dashboard,
  groups,
  resources,
  objectTypes,
  objectOwners,
  rules,
  export: exportCalls,
  content,
  notifications,
  users,
  sources,
  profiles,
  sessions,
  access: accessCalls,
  authenticators,
  applications,
  provisioning,
  operations,
  licensing,
  maintenance,
  ruleRuns,
  webhooks,
  accessAssignments,
  accessRequests,
  configurations,
  languageValues,
  branding,
  reports,
  tracing,
} as const;

type DomainResource = Exclude<(typeof definitionList)[number], { readonly domain: keyof typeof handWrittenDomains }>;

/**
 * Resources whose contract domain is derived whole from their definitions (`resourceDomains`): every
 * definition whose domain is not written by hand. The contract, the client and the server's handlers
 * pick them up with no further file.
 */
export const domainResources: readonly DomainResource[] = inNameOrder(
  definitionList.filter(
    (d): d is DomainResource => !Object.prototype.hasOwnProperty.call(handWrittenDomains, d.domain),
  ),
);

/**
 * The contract table: every call of spec §7 (plus the account calls), grouped by domain. The client's
 * functions and the server's handler registration are derived from it.
 */
export const contract = {
  ...handWrittenDomains,
  ...resourceDomains(domainResources),
} as const;

export type Contract = typeof contract;
export type DomainName = keyof Contract;

export * from './define';
export * from './access';
export * from './envelope';
export * from './paging';
export * from './permissions';
export * from './csrf';
export { RuleActionsSchema } from './rule-runs';
export { SETTING_KEY_PATTERN } from './configurations';
export { TRACE_MIN_MINUTES, TRACE_MAX_MINUTES, TraceSaveSchema } from './tracing';
export { TEXT_KEY_PATTERN, type LanguageMessages, type LanguageValueRow } from './language-values';
export { EXPORT_OBJECTS, exportObjectName, orphanExportName } from './export';
export { OBJECT_TYPE_PERMISSIONS, objectTypePermission } from './object-types';
export { UNSAFE_NAME_CHARACTERS, UNSAFE_NAME_MESSAGE } from './builders';
export {
  resourceCalls,
  resourceDomains,
  saveSchema,
  fieldSchema,
  type ResourceContract,
  type ResourceDomains,
} from './resource-calls';
