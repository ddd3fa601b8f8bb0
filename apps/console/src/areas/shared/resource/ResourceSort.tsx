import { idOf, titleOf, type AnyResource } from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import type { Href } from '../../../routes/links';
import { SortList } from './SortList';
import { resourceClient } from './resource-client';
import { resourceLinks } from './resource-routes';

/** Spec §9 allows up to 1000 rows a request: a manual order covers that many records. */
const ALL = { CurrentPage: 1, ItemPerPage: 1000 } as const;

/**
 * The generic sort page of a resource that keeps a manual order: drag, or Move up / Move down with a
 * live announcement; Save order stores it through the resource's sort call.
 */
export function ResourceSort({
  definition: def,
  partition,
}: ScreenProps & { definition: AnyResource; partition?: string; overrides?: unknown }) {
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition);
  const order = def.order!.field as string;
  return (
    <SortList<Record<string, unknown>>
      title={`Sort ${def.titles.many.toLowerCase()}`}
      load={async () => (await client.list({ ...ALL, Sorts: [{ Column: order, Asc: true }] })).Data?.Data ?? []}
      itemKey={(row) => idOf(def, row)}
      itemLabel={(row) => titleOf(def, row)}
      save={(ids) => client.sort(ids)}
      backHref={links.list?.() ?? ('/' as Href)}
    />
  );
}
