import { Permissions as P } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { one, post, type Attack } from './grant-attack';
import { accessPackageBody } from './access-package-kit';

const PACKAGE_EDITOR = [P.AccessPackageDefList, 'System.Management.AccessPackageDef.Edit'];
const KINDS = ['Applications', 'Groups', 'Roles', 'Permissions'] as const;

/** A package (in a catalog of its own) holding, through the admin, what each kind's attack targets. */
async function packageHolding(
  t: TestServer,
  objects: Partial<Record<(typeof KINDS)[number], string>>,
): Promise<string> {
  const admin = await t.signIn();
  const n = Math.random().toString(36).slice(2, 10);
  const cat = await t.call<Record<string, string>>('POST', '/catalog/save', {
    cookie: admin,
    body: { Title: `Attack ${n}`, Name: `attack-${n}`, IsEnabled: true, OwnerIds: [] },
  });
  const pkg = await t.call<Record<string, string>>('POST', '/access-package/save', {
    cookie: admin,
    body: accessPackageBody({
      Title: `Attack ${n}`,
      Name: `attack-${n}`,
      CatalogId: cat.body.Data!.CatalogId,
      RequestableBy: 0,
    }),
  });
  const id = pkg.body.Data!.AccessPackageId!;
  for (const [kind, objectId] of Object.entries(objects))
    await t.call('POST', `/access-package/${id}/${kind.toLowerCase()}/assign`, {
      cookie: admin,
      body: { ObjectIds: [objectId] },
    });
  return id;
}

/** What each kind's attack puts in or takes out: the super-admin role and its group, User.Delete, an application. */
const targetOf = async (t: TestServer, kind: (typeof KINDS)[number]): Promise<string> => {
  if (kind === 'Roles') return one(t, 'SELECT role_def_id::text FROM role_defs WHERE is_super_admin LIMIT 1');
  if (kind === 'Permissions')
    return one(t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [P.UserDelete]);
  if (kind === 'Groups')
    return one(
      t,
      `SELECT g.group_def_id::text FROM group_defs g JOIN group_grants_of(ARRAY(SELECT group_def_id FROM group_defs)) gg
         ON gg.group_def_id = g.group_def_id WHERE gg.name = '*' LIMIT 1`,
    );
  return one(t, 'SELECT application_id::text FROM applications ORDER BY title LIMIT 1');
};

const contentAttacks = (verb: 'Assign' | 'Unassign'): Record<string, Attack> =>
  Object.fromEntries(
    KINDS.map((kind) => [
      `accessPackages.accessPackage${verb}${kind}`,
      {
        permissions: PACKAGE_EDITOR,
        prepare: async (t) => {
          const target = await targetOf(t, kind);
          return { target, pkg: await packageHolding(t, verb === 'Unassign' ? { [kind]: target } : {}) };
        },
        run: (t, _fx, me, prepared) => {
          const { target, pkg } = prepared as { target: string; pkg: string };
          return post(t, me, `/access-package/${pkg}/${kind.toLowerCase()}/${verb.toLowerCase()}`, {
            ObjectIds: [target],
          });
        },
      } satisfies Attack,
    ]),
  );

/**
 * Escalation attempts on access packages (§2.4): an editor who puts into a package, or takes out of it,
 * what they do not hold; an administrator who assigns a package holding more than they hold, or removes
 * the assignment of a protected account.
 */
export const accessPackageAttacks: Record<string, Attack> = {
  ...contentAttacks('Assign'),
  ...contentAttacks('Unassign'),
  'accessAssignments.assign': {
    permissions: PACKAGE_EDITOR,
    prepare: async (t) => packageHolding(t, { Permissions: await targetOf(t, 'Permissions') }),
    run: (t, _fx, me, pkg) => post(t, me, `/access-package/${String(pkg)}/assign`, { UserIds: [me.userId] }),
  },
  'accessAssignments.remove': {
    permissions: PACKAGE_EDITOR,
    prepare: async (t, fx) => {
      const pkg = await packageHolding(t, {});
      await t.call('POST', `/access-package/${pkg}/assign`, {
        cookie: await t.signIn(),
        body: { UserIds: [fx.adminId] },
      });
      return one(t, 'SELECT assignment_id::text FROM access_package_assignments WHERE access_package_id = $1', [pkg]);
    },
    run: (t, _fx, me, assignment) => post(t, me, `/access-package/assignment/remove/${String(assignment)}`, {}),
  },
};
