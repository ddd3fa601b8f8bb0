import type { Fields } from './fields';
import type { ResourceAction } from './actions';
import type {
  DefinedResource,
  ResourceCallRefs,
  ResourceChild,
  ResourceDefinition,
  ResourcePartition,
  ResourceRelation,
} from './define';

/** Keeps the literal types of a definition (names of calls, fields, id, domain, relations, and whether it is partitioned). */
export function defineResource<
  const F extends Fields,
  const Id extends string,
  const C extends ResourceCallRefs,
  const Dm extends string,
  const P extends ResourcePartition<keyof F & string> | undefined = undefined,
  const R extends Readonly<Record<string, ResourceRelation>> | undefined = undefined,
  const A extends Readonly<Record<string, ResourceAction>> | undefined = undefined,
  const Ch extends Readonly<Record<string, ResourceChild>> | undefined = undefined,
>(
  definition: ResourceDefinition<F, Id, C> & {
    readonly domain: Dm;
    readonly partition?: P;
    readonly relations?: R;
    readonly actions?: A;
    readonly children?: Ch;
  },
): DefinedResource<F, Id, C, Dm, P, R, A, Ch> {
  if (definition.lifecycle && !Object.prototype.hasOwnProperty.call(definition.fields, definition.lifecycle.field))
    throw new Error(`Resource ${definition.name}: its lifecycle's field ${definition.lifecycle.field} is not a field.`);
  for (const [verb, action] of Object.entries(definition.actions ?? {}) as Array<[string, ResourceAction]>) {
    if (typeof action.to === 'function' && action.selection)
      throw new Error(`Resource ${definition.name}: selection action ${verb} must name the one state it moves to.`);
    for (const f of [action.actors?.field, action.actors?.except?.field])
      if (f !== undefined && !Object.prototype.hasOwnProperty.call(definition.fields, f))
        throw new Error(`Resource ${definition.name}: action ${verb}'s actors name an unknown field ${f}.`);
    if (action.isImmediate && (action.input || action.isDestructive))
      throw new Error(
        `Resource ${definition.name}: immediate action ${verb} may neither ask input nor be destructive.`,
      );
    if (action.bound && action.selection)
      throw new Error(`Resource ${definition.name}: bound action ${verb} must act on one record.`);
    for (const f of Object.keys(action.shownWhen ?? {}))
      if (!Object.prototype.hasOwnProperty.call(definition.fields, f))
        throw new Error(`Resource ${definition.name}: action ${verb} is shown by an unknown field ${f}.`);
    const states = [...(action.states ?? []), ...(typeof action.to === 'string' ? [action.to] : [])];
    if ((states.length || action.to) && !definition.lifecycle)
      throw new Error(`Resource ${definition.name}: action ${verb} names states but there is no lifecycle.`);
    for (const state of states)
      if (!Object.prototype.hasOwnProperty.call(definition.lifecycle!.states, state))
        throw new Error(`Resource ${definition.name}: action ${verb} names an unknown state ${state}.`);
  }
  return definition as DefinedResource<F, Id, C, Dm, P, R, A, Ch>;
}
