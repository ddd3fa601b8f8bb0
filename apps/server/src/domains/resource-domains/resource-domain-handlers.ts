import { domainResources, type ResourceDomains } from '@portcullis/api-client/contract';
import type { Handlers } from '../../engine/calls/handlers';
import { resourceHandlers } from '../../engine/resources/crud';
import { resourceHooks } from './resource-hooks';

/**
 * The handlers of the contract domains made whole of resources (`resourceDomains` in the contract):
 * every call of every definition in them, with the resource's hooks. No domain file is written for
 * them.
 */
export function resourceDomainHandlers(): Handlers<ResourceDomains<typeof domainResources>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const def of domainResources as readonly Parameters<typeof resourceHandlers>[0][]) {
    out[def.domain] = { ...out[def.domain], ...resourceHandlers(def, resourceHooks[def.name]) };
  }
  return out as Handlers<ResourceDomains<typeof domainResources>>;
}
