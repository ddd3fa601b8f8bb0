import type { AnyResource } from '@portcullis/api-client';
import type { ResourceScreenKind, ScreenProps } from '../../../routes/route-types';
import type { ResourceOverrides } from './overrides';
import { ResourceList } from './ResourceList';
import { ResourceView } from './ResourceView';
import { ResourceSave } from './ResourceSave';
import { ResourceSort } from './ResourceSort';
import { useDefinition } from './definitions';

const SCREENS = { list: ResourceList, view: ResourceView, save: ResourceSave, sort: ResourceSort } as const;

/**
 * The generic screen a route's `resource` names (loaded as one chunk the first time a resource route
 * is shown): the route names the resource, the kind and the partition; the resource's definition
 * loads as a chunk of its own, not with the route table.
 */
export function GenericResourceScreen(props: ScreenProps) {
  const ref = props.route.resource!;
  const Screen = SCREENS[ref.kind];
  return <Screen {...props} definition={useDefinition(ref.identity.name)} partition={ref.partition} />;
}

/**
 * A resource screen with overrides, for an area's screens module: the route keeps its `resource` (so
 * links between the resource's screens still resolve) and names this screen in `screen`.
 */
export function resourceScreen<D extends AnyResource>(
  definition: D,
  kind: ResourceScreenKind,
  overrides: ResourceOverrides<D> = {},
) {
  const Screen = SCREENS[kind];
  const ResourceScreen = (props: ScreenProps) => (
    <Screen
      {...props}
      definition={definition}
      partition={props.route.resource?.partition}
      overrides={overrides as ResourceOverrides}
    />
  );
  ResourceScreen.displayName = `${definition.name}.${kind}`;
  return ResourceScreen;
}
