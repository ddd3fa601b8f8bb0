import type { ResourceAccess } from './define';

/**
 * What names a resource and decides who reaches it: its name, contract domain, titles, id field,
 * access and partitions, the first lines of its definition (definitions/<name>.ts). The generator
 * copies each as data into identities.generated.ts, so that whatever only routes, links or navigates
 * to a resource — the console's route table, loaded with every page — does not ship the details
 * (fields, list, calls, store, demo records) to the browser; the screens that render a resource load
 * its full definition (definition-loaders.generated.ts).
 */
export interface ResourceIdentity<Id extends string = string> {
  /** Unique key of the resource (also what `ref` fields name), e.g. 'content'. */
  readonly name: string;
  /** The contract domain its calls join (`api.{domain}.{call}`), e.g. 'content', 'profiles'. */
  readonly domain: string;
  /** Title of one record and of the list: 'Content', 'Contents'. */
  readonly titles: { readonly one: string; readonly many: string };
  /** The id field (a Guid), e.g. 'ContentId'. */
  readonly id: Id;
  readonly access: ResourceAccess;
  /** Records split by a field whose value decides the permissions (providers by Kind). */
  readonly partition?: { readonly field: string; readonly access: Readonly<Record<string, ResourceAccess>> };
}
