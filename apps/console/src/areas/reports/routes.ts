import { permission as p } from '@portcullis/api-client';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Reports (spec §2.11). */
export const reportRoutes = {
  path: '/reports',
  name: 'Reports',
  title: 'Reports',
  sort: 12,
  children: [
    {
      path: 'identity-matrix',
      name: 'IdentityMatrixReport',
      title: 'Identity Matrix',
      sort: 1,
      permission: p('Report.IdentityMatrix'),
      isDefault: true,
    },
    { path: 'audit', name: 'AuditReport', title: 'Audit', sort: 2, permission: p('Report.Audit') },
    { path: 'enrollment', name: 'EnrollmentReport', title: 'Enrollment', sort: 3, permission: p('Report.Enrollment') },
    { path: 'user', name: 'UserReport', title: 'User', sort: 4, permission: p('Report.User') },
    { path: 'usersource', name: 'UserSourceReport', title: 'User Source', sort: 5, permission: p('Report.UserSource') },
    {
      path: 'session/:applicationId?/:isExpired?',
      name: 'SessionReport',
      title: 'Session',
      sort: 6,
      permission: p('Report.Session'),
      isVisible: true,
    },
    {
      path: 'applicationsession',
      name: 'ApplicationSessionReport',
      title: 'Application Session',
      sort: 7,
      permission: p('Report.ApplicationSession'),
    },
    { path: 'agreement', name: 'AgreementReport', title: 'Agreement', sort: 8, permission: p('Report.Agreement') },
    { path: 'Automation', name: 'AutomationReport', title: 'Automation', sort: 9, permission: p('Report.Automation') },
    {
      path: 'similargroup',
      name: 'SimilarGroupReport',
      title: 'Similar Groups',
      sort: 10,
      permission: p('Report.SimilarGroup'),
    },
    {
      path: 'orphan-accounts',
      name: 'OrphanAccountsReport',
      title: 'Orphan Accounts',
      sort: 11,
      permission: p('Report.OrphanAccounts'),
    },
    {
      path: 'orphan-roles',
      name: 'OrphanRolesReport',
      title: 'Orphan Roles',
      sort: 12,
      permission: p('Report.OrphanRoles'),
    },
    {
      path: 'orphan-permissions',
      name: 'OrphanPermissionsReport',
      title: 'Orphan Permissions',
      sort: 13,
      permission: p('Report.OrphanPermissions'),
    },
    {
      path: 'orphan-groups',
      name: 'OrphanGroupsReport',
      title: 'Orphan Groups',
      sort: 14,
      permission: p('Report.OrphanGroups'),
    },
    {
      path: 'exports',
      name: 'Exports',
      title: 'Exports',
      sort: 15,
      permission: p('Report.Exports'),
      screen: 'ExportsPage',
    },
  ],
} as const satisfies RouteDef;
