import type { HttpMethod } from '../contract/define';
import type { Grants, RequestInput } from '../contract/access';
import type { AnyField, FieldInput, Fields, FieldValues } from './fields';
import type { AnyLifecycle } from './lifecycle';
import type { ResourceAction } from './actions';
import type { RecordForm } from './record-form';

export { designedCalls, designedChildCall, designedRelationCalls, designedSortCall } from './designed-calls';
// Apart, so the console's first load (routes, identities) carries neither (they serve definitions and screens).
export { defineResource } from './define-resource';
export * from './definition-reading';

/**
 * A resource definition describes one entity kind once: its names and titles, id, fields, list columns
 * (the allow-listed sort and filter columns), permissions, calls, manual order, export columns, audit
 * target and the server's table mapping. Derived from it, never written again by hand:
 * - the contract entries and their zod schemas (`resourceCalls` in the contract),
 * - the server's paged list, get, save, remove, sort and audit (`resourceHandlers` in the server),
 * - the export registry's columns (when `export` is set),
 * - the console's generic List, View, Save and Sort screens and their typed links.
 * Every generic part has override slots (server hooks, console field/cell/tab/action overrides, a whole
 * custom screen), so rich screens stay hand-written and still use the definition for the rest.
 *
 * The definition is plain data with no schema library and no React: the console and the server both
 * import it. See ./README.md for how to add an entity, with a complete example.
 */

/** Where a call of the resource lives: its contract name and its path (§7 path where the spec names one). */
export interface CallRef<N extends string = string> {
  readonly name: N;
  readonly path: string;
  /** @default POST for list, save and sort; GET for get; DELETE for remove */
  readonly method?: HttpMethod;
  /** What the contract says of the call; a default is derived from the resource's titles. */
  readonly summary?: string;
  /** The spec shows no path for this call: its contract summary starts with "Designed:". */
  readonly isDesigned?: boolean;
  /**
   * The contract domain writes this call's entry and handler by hand (application users' get, save and
   * remove): the definition only names it, so the generic screens call it; the generic server tests
   * (CRUD, write samples) leave it to the domain's own tests. @default false
   */
  readonly isHandWritten?: boolean;
  /** The contract domain holding the call when it is not the resource's (a rule's runs are in `ruleRuns`). */
  readonly domain?: string;
  /**
   * The call's path params, each read from the route's param it names (call param → route param), for a
   * record keyed by more than its id (`key`): `{ id: 'id', username: 'username' }`. A save with `params`
   * sends the form's input as its body (the id is not added). @default `{ id }`, the record's id
   */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * The body of a call on a loaded record, each field read from the record (body field → record field):
   * a user's values are removed by `{ UserId }`. @default no body
   */
  readonly recordBody?: Readonly<Record<string, string>>;
}

/** The calls a resource has; a missing one is simply not offered (no remove for system lists, …). */
export interface ResourceCallRefs {
  readonly list?: CallRef;
  readonly get?: CallRef;
  /** Create or update. `isNewQuery`: the spec's `?isNew=true|false` query decides (user sources). */
  readonly save?: CallRef & { readonly isNewQuery?: boolean };
  readonly remove?: CallRef;
  /** Stores a manual order (`Ids` in their new order); needs `order`. */
  readonly sort?: CallRef;
  /** The caller's own records (those whose `caller.field` names them), paged: "items assigned to me". */
  readonly mine?: CallRef;
}

/**
 * A list of another resource's records scoped to a record of this one (campaign → items): paged,
 * filtered, sorted and exported like every list, shown as a tab of the generic view. The child's
 * `caller` rule narrows it for callers who may not see every record.
 */
export interface ResourceChild {
  /** Tab title: 'Items'. */
  readonly title: string;
  /** The child resource's definition. */
  readonly resource: AnyResource;
  /** The child's field that holds this record's id. */
  readonly parentField: string;
  /** The paged list call, `{base}/:id/{key}` (`designedChildCall`). */
  readonly call: CallRef;
}

/**
 * Records that belong to a person (a reviewer's items): callers who lack `unless` reach only the
 * records whose `field` holds their user id — in lists (narrowed), gets and actions (403 otherwise).
 */
export interface ResourceCallerScope {
  readonly field: string;
  /** A permission whose holders reach every record (an administrator). */
  readonly unless?: string;
}

/** Permission strings (spec §6 abbreviations expanded) for each kind of access. */
export interface ResourceAccess {
  readonly list: string;
  /** @default list */
  readonly view?: string;
  readonly edit: string;
  /** @default edit */
  readonly remove?: string;
}

export interface ResourceStore {
  /** Table (trusted, written in code). */
  readonly table: string;
  /** Alias the SQL of columns and joins uses. */
  readonly alias: string;
  /** The uuid primary key column. */
  readonly idColumn: string;
  /** JOINs after the table (trusted), for computed fields such as a referenced record's title. */
  readonly joins?: string;
  /** A column set to now() on every update. */
  readonly touchColumn?: string;
  /**
   * The server creates the table from the definition (and adds columns for new fields) at start,
   * instead of a hand-written migration: uuid key, created and updated dates, one column per stored
   * field, a unique index on the name. Tables written by migrations leave this off.
   */
  readonly isManaged?: boolean;
  /** Remove marks the record (sets this boolean column) instead of deleting it. */
  readonly softDeleteColumn?: string;
  /**
   * The table tells every server of each change (a statement trigger calling portcullis_notify_lists,
   * migration 042), so list totals are kept in the server's count cache instead of counted per page:
   * for tables of many rows (a 100 000-item campaign).
   */
  readonly countsCached?: boolean;
  /**
   * Every join is a LEFT JOIN to a unique key, so the table alone has the list's rows: counts and page
   * keys are then read from the table alone whenever no filter or sort names a joined column (PostgreSQL
   * answers them from an index only; a LEFT JOIN, even one it removes, rules that out). For big tables.
   */
  readonly joinsKeepRows?: boolean;
}

/** A record that keeps the remove refused while it exists (409 naming `what`). */
export interface Dependant {
  /** `SELECT count(*)::int …` with `$1` = the id being removed (trusted, written in code). */
  readonly countSql: string;
  /** Plural noun: '{title} is used by 3 profile sources; change them first.' */
  readonly what: string;
}

/** What a relation's picker may offer: objects the caller may grant (roles, groups, permissions) or manage (users). */
export type GrantableKind = 'roles' | 'groups' | 'permissions' | 'users';

/** The request of a relation's assign and unassign calls, as grant declarations read it. */
export type RelationRequest = RequestInput<{ id: string }, undefined, { ObjectIds: string[] }>;

/**
 * A many-to-many relation of a resource's records to objects (spec §6 object scope: role → members,
 * permissions; permission → members): a link table, the objects it links and how they read. Derived
 * from it: a paged list of the linked objects, assign and unassign calls (declaring `grants`, so the
 * server's no-escalation rules apply), one audit entry per change, and a tab of the generic view.
 * Table and SQL names are trusted (written in code); requests only name ids.
 */
export interface ResourceRelation {
  /** Tab title: 'Members'. */
  readonly title: string;
  /** Lower-case noun of one linked object: 'member'. */
  readonly noun: string;
  /** The link table, its column naming the record and its column naming the object. */
  readonly link: { readonly table: string; readonly owner: string; readonly object: string };
  /** The linked objects: their table, key column (the link's object column names it) and how one reads (SQL on alias `o`). */
  readonly object: {
    readonly table: string;
    readonly key: string;
    readonly name: string;
    readonly title: string;
    /** Object type the picker searches (§7 SearchObjectsByObjectType): 'User', 'Permission'. */
    readonly objectTypeName: string;
    /** The picker offers only objects of this kind the caller may grant or manage. */
    readonly grantKind?: GrantableKind;
    /** Rows link to this view in the console: the user view, or a resource's view by resource name. */
    readonly viewOf?: 'user' | string;
    /** Column headers of the tab. @default 'Title' and 'Name' */
    readonly titleLabel?: string;
    readonly nameLabel?: string;
  };
  /**
   * Adding an object gives it the record itself (members of a role): the console locks adding unless
   * the caller may grant the record (the server refuses it anyway).
   */
  readonly ownerGrantKind?: GrantableKind;
  /** What assigning and unassigning confer or manage (issue 11); every relation changes access. */
  readonly grants: Grants<RelationRequest>;
  /** The relation's calls. */
  readonly calls: { readonly list: CallRef; readonly assign: CallRef; readonly unassign: CallRef };
  /** A URL-hash `action=` that opens the assignment directly on the view (Get Started's 'assign-new-user'). */
  readonly assignAction?: string;
  /** Empty text of the tab. @default 'No {title}.' (lower-cased) */
  readonly emptyText?: string;
}

/** Records of one resource split by a field whose value decides the permissions (providers by Kind). */
export interface ResourcePartition<K extends string = string> {
  readonly field: K;
  readonly access: Readonly<Record<string, ResourceAccess>>;
}

export interface ResourceDefinition<
  F extends Fields = Fields,
  Id extends string = string,
  C extends ResourceCallRefs = ResourceCallRefs,
> {
  /** Unique key of the resource (also what `ref` fields name), e.g. 'content'. */
  readonly name: string;
  /** The contract domain its calls join (`api.{domain}.{call}`), e.g. 'content', 'profiles'. */
  readonly domain: string;
  /** Title of one record and of the list: 'Content', 'Contents'. */
  readonly titles: { readonly one: string; readonly many: string };
  /** Lower-case noun used in sentences: 'content item' ('A content item named "x" already exists.'). */
  readonly noun: string;
  /** One sentence shown under the list's title. */
  readonly description?: string;
  /** What removing a record also does, shown in the confirmation ('Every value … is removed too.'). */
  readonly removeText?: string;
  /** The id field (a Guid), e.g. 'ContentId'. */
  readonly id: Id;
  readonly fields: F;
  /** Field shown as the record's title (links, headings, audit descriptions). */
  readonly titleField: keyof F & string;
  /** Unique, case-insensitive name: a save that repeats it is refused with 409. */
  readonly nameField?: keyof F & string;
  readonly list: {
    /** Columns of the list, in order; all of them are sortable and filterable unless listed below. */
    readonly columns: readonly (keyof F & string)[];
    /** Columns the list's search box looks in (a contains search, §5 operator 4). */
    readonly search?: readonly (keyof F & string)[];
    /** Further allow-listed filter columns (besides columns and search). */
    readonly filters?: readonly (keyof F & string)[];
    /** Columns that cannot be sorted (e.g. counts). */
    readonly unsortable?: readonly (keyof F & string)[];
    /** Columns shown but never filtered on (a free-text problem report). */
    readonly unfilterable?: readonly (keyof F & string)[];
    /** Order of a request without Sorts. */
    readonly defaultSort: readonly { readonly Column: keyof F & string; readonly Asc: boolean }[];
    /** Empty state sentence. @default 'No {many}.' (lower-cased) */
    readonly emptyText?: string;
    /**
     * The list request also carries the spec's `Scope` (§3 "paging plus Scope"), which narrows the list
     * to records whose `field` holds it (resource types by source). A `ref` field takes the record's id.
     */
    readonly scope?: { readonly field: keyof F & string };
    /**
     * The scope names a parent in a tree (groups under groups, §7 GroupDefList "paging plus Scope"): a
     * record's id lists its direct children, `topLevel` the records without a parent, and any other value
     * every record. The Scope is then the spec's number or text, not only an id.
     */
    readonly scopeTree?: { readonly topLevel: string };
    /** Fields a list row carries (the list's select). @default every readable field */
    readonly row?: readonly (keyof F & string)[];
    /** Column headers (and filter labels) where the list says it shorter than the form ('Type' for 'User type'). */
    readonly columnTitles?: Partial<Record<keyof F & string, string>>;
    /**
     * Filters the list's toolbar offers as controls, in order (the console's `filterToolbar`): a choice,
     * a yes/no, a reference (one Select each) or a date range (from and to).
     */
    readonly toolbar?: readonly (keyof F & string)[];
    /** A filter value that means "any" (§9 user type -1): such a filter is dropped like an empty one. */
    readonly anyValues?: Partial<Record<keyof F & string, string | number>>;
    /** The list is empty without a Scope, and a Scope that is not an id names nothing (a recipient list of one send). */
    readonly isScopeRequired?: boolean;
  };
  /** Facts of the view page, in order. @default every readable field but the title */
  readonly facts?: readonly (keyof F & string)[];
  /** Fields of the save form, in order. @default every writable field */
  readonly form?: readonly (keyof F & string)[];
  /**
   * The route params that name one record when its id alone does not (a user's values in a profile:
   * `['id', 'username']`); the record exists when every one is given, and the calls' `params` map them.
   * @default the id (`:id`, or the param named after the id field)
   */
  readonly key?: readonly string[];
  /**
   * The save form's fields come from the loaded record, not from `fields` (a profile's properties are
   * data): see `RecordForm` (record-form.ts). The generic save renders them, checks them and sends `input`.
   */
  readonly recordForm?: RecordForm;
  readonly access: ResourceAccess;
  readonly partition?: ResourcePartition<keyof F & string>;
  readonly calls: C;
  /** Manual order kept in this number field (sort pages; new records go last). */
  readonly order?: { readonly field: keyof F & string };
  readonly store: ResourceStore;
  readonly dependants?: readonly Dependant[];
  /**
   * Saving or removing a record confers or manages access (roles, permission definitions: their state
   * decides what their holders hold). The derived save and remove declare these grants, so the server's
   * no-escalation rules apply and the database lets the write change the access tables (issue 11).
   */
  readonly grants?: Grants;
  /** Many-to-many relations shown as tabs of the view (§6 object scope), keyed by a URL-safe name ('members'). */
  readonly relations?: Readonly<Record<string, ResourceRelation>>;
  /** States, transitions and badge tones of the records (`lifecycle.ts`); the server refuses other transitions. */
  readonly lifecycle?: AnyLifecycle;
  /** Named verbs on a record or a selection (`actions.ts`), keyed by verb. */
  readonly actions?: Readonly<Record<string, ResourceAction>>;
  /** Lists of other resources' records scoped to a record of this one, keyed by a URL-safe name ('items'). */
  readonly children?: Readonly<Record<string, ResourceChild>>;
  /** Records belonging to a person: who reaches which (see ResourceCallerScope). */
  readonly caller?: ResourceCallerScope;
  /** Audit entries of writes name this target type. */
  readonly audit: { readonly targetType: string };
  /**
   * Demo records created on a fresh start (the seed saves them like a user would, without audit).
   * Keep them few: definitions ship to the browser.
   */
  readonly demo?: readonly Readonly<Record<string, unknown>>[];
  /** Exportable with these columns (the export registry derives them). */
  readonly export?: {
    readonly name: string;
    readonly title: string;
    readonly columns: readonly (keyof F & string)[];
    readonly aliases?: readonly string[];
  };
}

/** Any resource definition (for generic code). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDefinition<any, string, ResourceCallRefs>;

/** A record of the resource as the server returns it. */
export type RecordOf<D extends AnyResource> = { [K in D['id']]: string } & FieldValues<D['fields']>;
/** The body of the resource's save call. */
export type SaveInputOf<D extends AnyResource> = { [K in D['id']]?: string } & FieldInput<D['fields']>;

/**
 * A definition with its literal types. The optional members are replaced, not intersected: an
 * intersection with `Record<string, …>` would widen `keyof actions` (and so the contract's call names)
 * to `string`.
 */
export type DefinedResource<F extends Fields, Id extends string, C extends ResourceCallRefs, Dm, P, R, A, Ch> = Omit<
  ResourceDefinition<F, Id, C>,
  'domain' | 'partition' | 'relations' | 'actions' | 'children'
> & {
  readonly domain: Dm;
  readonly partition: P;
  readonly relations: R;
  readonly actions: A;
  readonly children: Ch;
};

/** Permissions of a kind of access, defaults applied. */
export function accessOf(access: ResourceAccess, need: keyof ResourceAccess): string {
  if (need === 'view') return access.view ?? access.list;
  if (need === 'remove') return access.remove ?? access.edit;
  return access[need];
}

/** Every permission a partitioned resource may need for `need` (any one of them lets a caller in). */
export function accessOptions(def: AnyResource, need: keyof ResourceAccess): string[] {
  const all = def.partition ? Object.values(def.partition.access) : [def.access];
  return [...new Set(all.map((a) => accessOf(a, need)))];
}
