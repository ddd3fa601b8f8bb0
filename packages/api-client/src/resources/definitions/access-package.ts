import { PACKAGE_OBJECT_KINDS, RequestableBy, type PackageObjectKind } from '../../entities/governance';
import { defineResource, designedCalls, designedRelationCalls, type ResourceRelation } from '../define';
import { field } from '../fields';
import { definitionState } from './security-shared';
import { Permissions } from '../../contract/permissions';

const APPROVAL_STAGES = [
  { value: 0, title: 'No approval' },
  { value: 1, title: 'One stage' },
  { value: 2, title: 'Two stages' },
  { value: 3, title: 'Through an approval flow' },
] as const;

/** How each bundled kind is linked and read (§6 scopes; the link tables are in migration 060). */
const KIND: Record<
  PackageObjectKind,
  { table: string; key: string; title: string; noun: string; type: string; view?: string }
> = {
  applications: {
    table: 'applications',
    key: 'application_id',
    title: 'Applications',
    noun: 'application',
    type: 'Application',
    view: 'application',
  },
  groups: { table: 'group_defs', key: 'group_def_id', title: 'Groups', noun: 'group', type: 'Group' },
  roles: { table: 'role_defs', key: 'role_def_id', title: 'Roles', noun: 'role', type: 'Role', view: 'roleDef' },
  permissions: {
    table: 'permission_defs',
    key: 'permission_def_id',
    title: 'Permissions',
    noun: 'permission',
    type: 'Permission',
    view: 'permissionDef',
  },
};

const GRANT_KIND = { applications: undefined, groups: 'groups', roles: 'roles', permissions: 'permissions' } as const;

const bundled = <const K extends PackageObjectKind>(kind: K) => {
  const k = KIND[kind];
  return {
    title: k.title,
    noun: k.noun,
    link: { table: `access_package_${kind}`, owner: 'access_package_id', object: k.key },
    object: {
      table: k.table,
      key: k.key,
      name: 'o.name',
      title: 'o.title',
      objectTypeName: k.type,
      ...(GRANT_KIND[kind] ? { grantKind: GRANT_KIND[kind] } : {}),
      ...(k.view ? { viewOf: k.view } : {}),
    },
    // Changing a package's contents changes nobody's access (assignments keep what they were given);
    // the server still refuses contents its editor does not hold (access-packages domain), so a package
    // cannot carry access past the no-escalation rule to a request.
    grants: { confers: [] },
    calls: designedRelationCalls('/access-package', kind, 'accessPackage'),
    emptyText: `This package holds no ${k.title.toLowerCase()}.`,
  } satisfies ResourceRelation;
};

const countOf = (kind: PackageObjectKind) =>
  `(SELECT count(*)::int FROM access_package_${kind} x WHERE x.access_package_id = p.access_package_id)`;

/**
 * Access packages (spec §2.4 access-packages, AccessPackageDef.List; designed calls): bundles of
 * applications, groups, roles and permissions (§6 user object scope) that a user is assigned as one,
 * with a request policy, as in Entra ID entitlement management:
 * - availability: `ValidFrom`/`ValidUntil` bound when it may be requested or assigned;
 * - who may request it (no one — administrators assign —, all users, or members of chosen groups);
 * - approval in 0, 1 or 2 stages; a stage's approvers are the users chosen for it, else the package's
 *   owners (§4 GovernanceOwner object owners), else the catalog's owners, else the fallback approvers;
 * - how long an assignment lasts (`AssignmentDays`, empty: until removed); a job removes expired ones.
 * Assigning grants the contents through the same links the user view edits; removing takes back only
 * what no other source (a direct grant, another package) also gives (server: domains/access-packages).
 */
export const accessPackageResource = defineResource({
  name: 'accessPackage',
  domain: 'accessPackages',
  titles: { one: 'Access package', many: 'Access packages' },
  id: 'AccessPackageId',
  access: { list: Permissions.AccessPackageDefList, edit: Permissions.AccessPackageDefEdit },
  noun: 'access package',
  description: 'Bundles of applications, groups, roles and permissions users request or are assigned together.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    CatalogId: field.ref('Catalog', 'catalog', { required: true }),
    CatalogTitle: field.computed.optionalText('Catalog', { sql: 'c.title' }),
    State: definitionState(),
    ValidFrom: field.dateTime('Available from', { help: 'Empty: available now.' }),
    ValidUntil: field.dateTime('Available until', { help: 'Empty: no end.' }),
    RequestableBy: field.choice(
      'Who may request',
      [
        { value: RequestableBy.None, title: 'No one (administrators assign it)' },
        { value: RequestableBy.AllUsers, title: 'All users' },
        { value: RequestableBy.Groups, title: 'Members of chosen groups' },
      ],
      { required: true, initial: RequestableBy.None },
    ),
    RequestorGroupIds: field.objectList('Requesting groups', 'group', {
      required: true,
      shownWhen: { RequestableBy: [RequestableBy.Groups] },
    }),
    ApprovalStages: field.choice('Approval', APPROVAL_STAGES, { required: true, initial: 1 }),
    // Issue 27: the flow's stages, approvers and form replace the stages below (requests.ts, request-flow.ts).
    FlowId: field.ref('Approval flow', 'flow', { required: true, shownWhen: { ApprovalStages: [3] } }),
    FirstApproverIds: field.objectList('First stage approvers', 'user', {
      shownWhen: { ApprovalStages: [1, 2] },
      help: "Empty: the package's owners, else the catalog's owners.",
    }),
    SecondApproverIds: field.objectList('Second stage approvers', 'user', {
      shownWhen: { ApprovalStages: [2] },
      help: "Empty: the package's owners, else the catalog's owners.",
    }),
    FallbackApproverIds: field.objectList('Fallback approvers', 'user', {
      shownWhen: { ApprovalStages: [1, 2] },
      help: 'Decide a stage whose approvers resolve to no one.',
    }),
    RequireJustification: field.boolean('Require justification', { initial: true }),
    Questions: field.textList('Questions to the requester', { maxItems: 10, help: 'One question per line.' }),
    AssignmentDays: field.number('Assignment lasts (days)', {
      min: 1,
      max: 3650,
      integer: true,
      help: 'Empty: until removed.',
    }),
    ObjectCount: field.computed.number('Objects', {
      sql: `(${PACKAGE_OBJECT_KINDS.map(countOf).join(' + ')})`,
    }),
    AssignmentCount: field.computed.number('Assignments', {
      sql: '(SELECT count(*)::int FROM access_package_assignments a WHERE a.access_package_id = p.access_package_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'CatalogTitle', 'State', 'RequestableBy', 'ObjectCount', 'AssignmentCount'],
    search: ['Title', 'Name'],
    filters: ['CatalogId', 'CreatedDate'],
    unsortable: ['ObjectCount', 'AssignmentCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/access-package', 'accessPackage'),
  store: {
    table: 'access_packages',
    alias: 'p',
    idColumn: 'access_package_id',
    joins: 'JOIN catalogs c ON c.catalog_id = p.catalog_id',
    touchColumn: 'updated_date',
  },
  dependants: [
    {
      countSql: 'SELECT count(*)::int FROM access_package_assignments WHERE access_package_id = $1',
      what: 'assignments',
    },
  ],
  relations: {
    applications: bundled('applications'),
    groups: bundled('groups'),
    roles: bundled('roles'),
    permissions: bundled('permissions'),
  },
  audit: { targetType: 'AccessPackage' },
  export: {
    name: 'AccessPackages',
    title: 'Access packages',
    columns: ['Title', 'Name', 'CatalogTitle', 'State', 'RequestableBy', 'ApprovalStages', 'AssignmentDays'],
    aliases: ['access-packages'],
  },
  removeText: 'A package that is still assigned cannot be removed.',
  demo: [
    {
      Title: 'Directory readers',
      Name: 'directory-readers',
      CatalogId: 'catalog:general',
      State: 1,
      RequestableBy: RequestableBy.AllUsers,
      ApprovalStages: 1,
      RequireJustification: true,
      Questions: [],
    },
  ],
});
