import { Permissions } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Reports (spec §2.11). */
export const reportRoutes = {
  path: areaPaths.reports,
  name: 'Reports',
  title: 'Reports',
  sort: 12,
  children: [
    {
      path: 'identity-matrix',
      name: 'IdentityMatrixReport',
      title: 'Identity Matrix',
      sort: 1,
      permission: Permissions.ReportIdentityMatrix,
      isDefault: true,
    },
    { path: 'audit', name: 'AuditReport', title: 'Audit', sort: 2, permission: Permissions.ReportAudit },
    {
      path: 'enrollment',
      name: 'EnrollmentReport',
      title: 'Enrollment',
      sort: 3,
      permission: Permissions.ReportEnrollment,
    },
    { path: 'user', name: 'UserReport', title: 'User', sort: 4, permission: Permissions.ReportUser },
    {
      path: 'usersource',
      name: 'UserSourceReport',
      title: 'User Source',
      sort: 5,
      permission: Permissions.ReportUserSource,
    },
    {
      path: 'session/:applicationId?/:isExpired?',
      name: 'SessionReport',
      title: 'Session',
      sort: 6,
      permission: Permissions.ReportSession,
      isVisible: true,
    },
    {
      path: 'applicationsession',
      name: 'ApplicationSessionReport',
      title: 'Application Session',
      sort: 7,
      permission: Permissions.ReportApplicationSession,
    },
    {
      path: 'agreement',
      name: 'AgreementReport',
      title: 'Agreement',
      sort: 8,
      permission: Permissions.ReportAgreement,
    },
    {
      path: 'Automation',
      name: 'AutomationReport',
      title: 'Automation',
      sort: 9,
      permission: Permissions.ReportAutomation,
    },
    {
      path: 'similargroup',
      name: 'SimilarGroupReport',
      title: 'Similar Groups',
      sort: 10,
      permission: Permissions.ReportSimilarGroup,
    },
    {
      path: 'orphan-accounts',
      name: 'OrphanAccountsReport',
      title: 'Orphan Accounts',
      sort: 11,
      permission: Permissions.ReportOrphanAccounts,
    },
    {
      path: 'orphan-roles',
      name: 'OrphanRolesReport',
      title: 'Orphan Roles',
      sort: 12,
      permission: Permissions.ReportOrphanRoles,
    },
    {
      path: 'orphan-permissions',
      name: 'OrphanPermissionsReport',
      title: 'Orphan Permissions',
      sort: 13,
      permission: Permissions.ReportOrphanPermissions,
    },
    {
      path: 'orphan-groups',
      name: 'OrphanGroupsReport',
      title: 'Orphan Groups',
      sort: 14,
      permission: Permissions.ReportOrphanGroups,
    },
    {
      path: 'exports',
      name: 'Exports',
      title: 'Exports',
      sort: 15,
      permission: Permissions.ReportExports,
      screen: 'ExportsPage',
    },
  ],
} as const satisfies RouteDef;
