import { Permissions } from '../contract/permissions';
import { AuditInformationType, UserType } from '../entities/enums';
import { defineReport, type ReportDefinition, type ReportName } from './types';
import { choicesOf, count, date, labelsOf, perCategory, perDay, text, words } from './report-fields';
import {
  orphanAccountsReport,
  orphanGroupsReport,
  orphanPermissionsReport,
  orphanRolesReport,
  similarGroupReport,
} from './orphan-definitions';

export { orphanAccountsReport, orphanGroupsReport, orphanPermissionsReport, orphanRolesReport, similarGroupReport };

/**
 * Identity matrix: one row per user and object they hold, saying how it was granted. Decision (the
 * spec is silent on the layout): the matrix is read as pairs (user, object, how) — paged on the
 * pairs, which pages users and objects together — so it filters, sorts and exports like every report;
 * Entra's and Okta's access reports list assignments the same way.
 */
export const identityMatrixReport = defineReport({
  name: 'identity-matrix',
  title: 'Identity Matrix',
  description: 'Who holds which application, group or role, and how it was granted.',
  permission: Permissions.ReportIdentityMatrix,
  columns: {
    RowId: text('Row'),
    UserName: text('User'),
    SourceTitle: text('Source'),
    ObjectKind: text('Object type'),
    ObjectTitle: text('Object'),
    GrantedBy: text('Granted by'),
    Via: text('Through'),
  },
  rowKey: 'RowId',
  defaultSort: { Column: 'UserName', Asc: true },
  searchColumns: ['UserName', 'ObjectTitle'],
  parameters: [
    { column: 'ObjectKind', title: 'Object type', kind: 'choice', choices: words('Application', 'Group', 'Role') },
    { column: 'GrantedBy', title: 'Granted by', kind: 'choice', choices: words('Direct', 'Group', 'Role', 'Package') },
    { column: 'SourceTitle', title: 'Source', kind: 'text' },
    { column: 'ObjectTitle', title: 'Object', kind: 'text' },
  ],
  chart: perCategory('Granted by', 'Assignments', 'Object type'),
  exportName: 'IdentityMatrixReport',
  emptyText: 'No one holds access matching these filters.',
});

/** Audit: every audit entry, refused attempts (AccessRefused) included; events per day by type. */
export const auditReport = defineReport({
  name: 'audit',
  title: 'Audit',
  description: 'Audit events by type, information type, actor, target and date; refused attempts included.',
  permission: Permissions.ReportAudit,
  columns: {
    AuditId: text('Audit id'),
    CreatedDate: date('Date'),
    Type: text('Type'),
    InformationType: { title: 'Information type', type: 'number', labels: labelsOf(AuditInformationType) },
    Description: text('Description'),
    ActorUserName: text('Actor'),
    TargetType: text('Target type'),
    TargetId: text('Target'),
  },
  rowKey: 'AuditId',
  defaultSort: { Column: 'CreatedDate', Asc: false },
  searchColumns: ['Description', 'ActorUserName', 'TargetId'],
  parameters: [
    { column: 'Type', title: 'Type', kind: 'text' },
    { column: 'InformationType', title: 'Information type', kind: 'choice', choices: choicesOf(AuditInformationType) },
    { column: 'ActorUserName', title: 'Actor', kind: 'text' },
    { column: 'TargetType', title: 'Target type', kind: 'text' },
    { column: 'CreatedDate', title: 'Date', kind: 'dateRange' },
  ],
  chart: perDay('Events', 'Type'),
  exportName: 'AuditReport',
  emptyText: 'No audit events match these filters.',
});

/** Enrollment: MFA enrolments by authenticator type and source over time; users with none are listed as None. */
export const enrollmentReport = defineReport({
  name: 'enrollment',
  title: 'Enrollment',
  description: 'MFA enrolments by authenticator type and source over time, and who has none.',
  permission: Permissions.ReportEnrollment,
  columns: {
    RowId: text('Row'),
    UserName: text('User'),
    SourceTitle: text('Source'),
    AuthenticatorType: text('Authenticator type'),
    Authenticator: text('Authenticator'),
    State: text('State'),
    EnrolledDate: date('Enrolled'),
  },
  rowKey: 'RowId',
  defaultSort: { Column: 'UserName', Asc: true },
  searchColumns: ['UserName'],
  parameters: [
    { column: 'State', title: 'State', kind: 'choice', choices: words('Active', 'Pending', 'None') },
    {
      column: 'AuthenticatorType',
      title: 'Authenticator type',
      kind: 'choice',
      choices: words('Totp', 'WebAuthn', 'Sms', 'Email'),
    },
    { column: 'SourceTitle', title: 'Source', kind: 'text' },
    { column: 'EnrolledDate', title: 'Enrolled', kind: 'dateRange' },
  ],
  chart: perDay('Enrolments', 'Authenticator type'),
  exportName: 'EnrollmentReport',
  emptyText: 'No enrolments match these filters.',
});

/** User: created, active, disabled, locked and never-signed-in users over time, by source and type. */
export const userReport = defineReport({
  name: 'user',
  title: 'User',
  description: 'Users created over time by state (active, disabled, locked), source and type; who never signed in.',
  permission: Permissions.ReportUser,
  columns: {
    UserId: text('User id'),
    UserName: text('User name'),
    DisplayName: text('Display name'),
    SourceTitle: text('Source'),
    UserType: { title: 'Type', type: 'number', labels: labelsOf(UserType) },
    State: text('State'),
    HasNeverSignedIn: { title: 'Never signed in', type: 'boolean' },
    CreatedDate: date('Created'),
    LastLoginDate: date('Last sign-in'),
  },
  rowKey: 'UserId',
  defaultSort: { Column: 'CreatedDate', Asc: false },
  searchColumns: ['UserName', 'DisplayName'],
  parameters: [
    { column: 'State', title: 'State', kind: 'choice', choices: words('Active', 'Disabled', 'Locked') },
    {
      column: 'HasNeverSignedIn',
      title: 'Never signed in',
      kind: 'choice',
      choices: [
        { value: 'true', title: 'Never signed in' },
        { value: 'false', title: 'Signed in' },
      ],
    },
    { column: 'UserType', title: 'Type', kind: 'choice', choices: choicesOf(UserType) },
    { column: 'SourceTitle', title: 'Source', kind: 'text' },
    { column: 'CreatedDate', title: 'Created', kind: 'dateRange' },
  ],
  chart: perDay('Users created', 'State'),
  exportName: 'UserReport',
  emptyText: 'No users match these filters.',
});

/** User source: users per source, last sync and whether it failed. */
export const userSourceReport = defineReport({
  name: 'usersource',
  title: 'User Source',
  description: 'Users per source, the last synchronisation and whether it failed.',
  permission: Permissions.ReportUserSource,
  columns: {
    UserSourceId: text('Source id'),
    Title: text('Source'),
    Name: text('Name'),
    UserCount: count('Users'),
    DisabledUserCount: count('Disabled users'),
    LastSyncUpdateDate: date('Last sync'),
    IsLastSyncFailed: { title: 'Last sync failed', type: 'boolean' },
  },
  rowKey: 'UserSourceId',
  defaultSort: { Column: 'UserCount', Asc: false },
  searchColumns: ['Title', 'Name'],
  parameters: [
    {
      column: 'IsLastSyncFailed',
      title: 'Last sync',
      kind: 'choice',
      choices: [
        { value: 'true', title: 'Failed' },
        { value: 'false', title: 'Succeeded' },
      ],
    },
  ],
  chart: perCategory('Source', 'Users', null),
  exportName: 'UserSourceReport',
  emptyText: 'No sources match these filters.',
});

/** Sessions (§2.11 session/:applicationId?/:isExpired?): by application, country and day; expired against active. */
export const sessionReport = defineReport({
  name: 'session',
  title: 'Session',
  description: 'Sessions by application, country and day; expired against active.',
  permission: Permissions.ReportSession,
  columns: {
    SessionId: text('Session id'),
    UserName: text('User'),
    ApplicationId: text('Application id'),
    ApplicationTitle: text('Application'),
    CountryCode: text('Country'),
    State: text('State'),
    CreatedDate: date('Started'),
    LastActivityDate: date('Last activity'),
  },
  rowKey: 'SessionId',
  defaultSort: { Column: 'CreatedDate', Asc: false },
  searchColumns: ['UserName', 'ApplicationTitle'],
  parameters: [
    { column: 'State', title: 'State', kind: 'choice', choices: words('Active', 'Expired') },
    { column: 'ApplicationTitle', title: 'Application', kind: 'text' },
    { column: 'CountryCode', title: 'Country', kind: 'text' },
    { column: 'CreatedDate', title: 'Started', kind: 'dateRange' },
  ],
  chart: perDay('Sessions', 'State'),
  exportName: 'SessionReport',
  emptyText: 'No sessions match these filters.',
});

/** Application sessions: sessions per application and country, active against expired. */
export const applicationSessionReport = defineReport({
  name: 'applicationsession',
  title: 'Application Session',
  description: 'Sessions per application and country, active against expired.',
  permission: Permissions.ReportApplicationSession,
  columns: {
    RowId: text('Row'),
    ApplicationTitle: text('Application'),
    CountryCode: text('Country'),
    State: text('State'),
    SessionCount: count('Sessions'),
    LastActivityDate: date('Last activity'),
  },
  rowKey: 'RowId',
  defaultSort: { Column: 'SessionCount', Asc: false },
  searchColumns: ['ApplicationTitle'],
  parameters: [
    { column: 'State', title: 'State', kind: 'choice', choices: words('Active', 'Expired') },
    { column: 'ApplicationTitle', title: 'Application', kind: 'text' },
    { column: 'CountryCode', title: 'Country', kind: 'text' },
  ],
  chart: perCategory('Application', 'Sessions', 'State'),
  exportName: 'ApplicationSessionReport',
  emptyText: 'No sessions match these filters.',
});

/** Agreements: who accepted which agreement and when. */
export const agreementReport = defineReport({
  name: 'agreement',
  title: 'Agreement',
  description: 'Which users accepted which agreements, and when.',
  permission: Permissions.ReportAgreement,
  columns: {
    AgreementId: text('Acceptance id'),
    Agreement: text('Agreement'),
    UserName: text('User'),
    SourceTitle: text('Source'),
    AcceptedDate: date('Accepted'),
  },
  rowKey: 'AgreementId',
  defaultSort: { Column: 'AcceptedDate', Asc: false },
  searchColumns: ['Agreement', 'UserName'],
  parameters: [
    { column: 'Agreement', title: 'Agreement', kind: 'text' },
    { column: 'SourceTitle', title: 'Source', kind: 'text' },
    { column: 'AcceptedDate', title: 'Accepted', kind: 'dateRange' },
  ],
  chart: perDay('Acceptances', 'Agreement'),
  exportName: 'AgreementReport',
  emptyText: 'No acceptances match these filters.',
});

/** Automation: rule runs with users in and out, errors; runs per day by rule. */
export const automationReport = defineReport({
  name: 'Automation',
  title: 'Automation',
  description: 'Rule runs with the users each brought in and out, and their errors.',
  permission: Permissions.ReportAutomation,
  columns: {
    RunId: text('Run id'),
    RuleTitle: text('Rule'),
    Trigger: text('Trigger'),
    StartedDate: date('Started'),
    FinishedDate: date('Finished'),
    UsersIn: count('Users in'),
    UsersOut: count('Users out'),
    Errors: count('Errors'),
    ErrorText: text('Error'),
  },
  rowKey: 'RunId',
  defaultSort: { Column: 'StartedDate', Asc: false },
  searchColumns: ['RuleTitle'],
  parameters: [
    { column: 'RuleTitle', title: 'Rule', kind: 'text' },
    { column: 'Trigger', title: 'Trigger', kind: 'text' },
    { column: 'StartedDate', title: 'Started', kind: 'dateRange' },
  ],
  chart: perDay('Runs', 'Rule'),
  exportName: 'AutomationReport',
  emptyText:
    'No rule runs yet. Each time an automation rule runs (on its schedule or by hand), its run appears here with the users it brought in and out.',
});

/** Every report, by name (a name without a definition does not compile). */
export const REPORTS: Readonly<Record<ReportName, ReportDefinition>> = {
  'identity-matrix': identityMatrixReport,
  audit: auditReport,
  enrollment: enrollmentReport,
  user: userReport,
  usersource: userSourceReport,
  session: sessionReport,
  applicationsession: applicationSessionReport,
  agreement: agreementReport,
  Automation: automationReport,
  similargroup: similarGroupReport,
  'orphan-accounts': orphanAccountsReport,
  'orphan-roles': orphanRolesReport,
  'orphan-permissions': orphanPermissionsReport,
  'orphan-groups': orphanGroupsReport,
};
