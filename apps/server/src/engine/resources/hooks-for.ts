import type { AnyResource } from '@portcullis/api-client/contract';
import type { ResourceHooks } from './crud';

/**
 * Types a resource's hooks against its definition (for the `resourceHooks` table of hooks.ts). In a
 * module of its own so that domain modules defining hooks do not import the table that imports them.
 */
export const hooksFor = <D extends AnyResource>(_def: D, hooks: ResourceHooks<D>): ResourceHooks<AnyResource> =>
  hooks as unknown as ResourceHooks<AnyResource>;
