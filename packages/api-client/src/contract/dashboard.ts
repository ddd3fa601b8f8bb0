import { z } from 'zod';
import { call, responds } from './define';
import { PagedRequestSchema } from './paging';
import type { PagedData } from './envelope';
import type {
  DashboardStatistics,
  ExpiredKeyRow,
  FailedSourceRow,
  UserStatistics,
  UserSummaryRow,
} from '../entities/core';
import { dashboardPermission } from './application';

const userCard = (path: string, summary: string) =>
  call({
    method: 'POST',
    path,
    access: dashboardPermission,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<UserSummaryRow>>(),
    summary,
  });

/** Spec §7 Dashboard. The awareness lists take a paging envelope without Scope. */
export const dashboard = {
  statistics: call({
    method: 'GET',
    path: '/dashboard/Statistics',
    access: dashboardPermission,
    isWrite: false,
    data: responds<DashboardStatistics>(),
    summary: 'Overview boxes, top locations and agent counts.',
  }),
  userStatistics: call({
    method: 'POST',
    path: '/dashboard/UserStatistics',
    access: dashboardPermission,
    isWrite: false,
    body: z.strictObject({}).optional(),
    data: responds<UserStatistics>(),
    summary: 'First five rows and counts of each awareness card.',
  }),
  lockedUsers: userCard('/dashboard/LockedUsers', 'Users locked out after repeated failed sign-ins.'),
  successedLoginUsers: userCard('/dashboard/SuccessedLoginUsers', 'Latest successful logins.'),
  failedLoginUsers: userCard('/dashboard/FailedLoginUsers', 'Users whose last login failed.'),
  mfaDisabledUsers: userCard('/dashboard/MFADisabledUsers', 'Users without MFA.'),
  expiredApplicationKeys: call({
    method: 'POST',
    path: '/dashboard/ExpiredApplicationKeys',
    access: dashboardPermission,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<ExpiredKeyRow>>(),
    summary: 'Application keys past their expiration date.',
  }),
  failedSyncSources: call({
    method: 'POST',
    path: '/dashboard/FailedSyncSources',
    access: dashboardPermission,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<FailedSourceRow>>(),
    summary: 'User sources whose last synchronisation failed.',
  }),
} as const;
