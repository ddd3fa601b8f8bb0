import { defineResource, designedCalls, designedChildCall } from '../define';
import { defineActions, designedActionCall } from '../actions';
import { choicesOf, field } from '../fields';
import { lifecycleChoices } from '../lifecycle';
import { CertificationPerspective, ReviewerType } from '../../entities/enums';
import { certificationLifecycle } from './certification-states';
import { certificationItemResource } from './certification-item';
import { Permissions } from '../../contract/permissions';

/** What a campaign reviews (designed; Entra: all users, a group, an application; Okta: a resource or a rule). */
export const CertificationScope = { Everything: 0, Group: 1, Application: 2, Rule: 3 } as const;
/** What happens to items nobody decided when the campaign ends (Entra "If reviewers don't respond"). */
export const CertificationEndBehaviour = { Keep: 0, Remove: 1, Recommendation: 2 } as const;

/** The Entra warning shown when untouched access is removed automatically. */
export const REMOVE_WITH_AUTO_APPLY_WARNING =
  'Access nobody reviewed will be removed automatically when the campaign ends. Make sure reviewers know the deadline.';

const EDIT = Permissions.AccessCertificationDefEdit;
const base = '/access-certification';

/**
 * Access certification campaigns (§2.4, AccessCertificationDef.List; `access-certification/defs/save`):
 * what is reviewed (perspective and scope), by whom (the nine §4 reviewer types, resolved to people from
 * managers — a user's DirectManager owner — and object owners, with fallback reviewers), for how long,
 * how often (cron), with which rules (justifications, self-review), and what happens to untouched
 * items. Its run follows `certificationLifecycle`; the verbs are actions and its items a child list.
 */
export const accessCertificationResource = defineResource({
  name: 'accessCertification',
  domain: 'accessCertifications',
  titles: { one: 'Access certification', many: 'Access certifications' },
  id: 'AccessCertificationId',
  access: { list: Permissions.AccessCertificationDefList, edit: Permissions.AccessCertificationDefEdit },
  noun: 'campaign',
  description: 'Campaigns in which reviewers confirm or remove who holds which access.',
  removeText: 'Its items and decisions are removed too; access already removed stays removed.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    Perspective: field.choice('Perspective', choicesOf(CertificationPerspective), {
      required: true,
      initial: CertificationPerspective.Group,
      help: 'User reviews every access of the users in scope; the others review one kind of access.',
    }),
    ScopeKind: field.choice('Scope', choicesOf(CertificationScope), { required: true, initial: 0 }),
    ScopeGroupIds: field.objectList('Group', 'Group', { maxItems: 1, required: true, shownWhen: { ScopeKind: [1] } }),
    ScopeApplicationIds: field.objectList('Application', 'Application', {
      maxItems: 1,
      required: true,
      shownWhen: { ScopeKind: [2] },
    }),
    ScopeRuleIds: field.objectList('Rule', 'Rule', {
      maxItems: 1,
      required: true,
      shownWhen: { ScopeKind: [3] },
      help: 'Users the rule passes are reviewed.',
    }),
    ReviewerType: field.choice(
      'Reviewers',
      choicesOf(ReviewerType, { OwnerScope: 'Owners of the scope', OwnerPerspective: 'Owners of the access' }),
      {
        required: true,
        initial: ReviewerType.Manager,
      },
    ),
    ReviewerIds: field.objectList('Reviewers', 'User', {
      maxItems: 20,
      required: true,
      shownWhen: { ReviewerType: [0] },
    }),
    ReviewerGroupIds: field.objectList('Reviewer group', 'Group', {
      maxItems: 1,
      required: true,
      shownWhen: { ReviewerType: [7] },
      help: 'Members of this group review every item.',
    }),
    ReviewerAttribute: field.text('Reviewer attribute', {
      required: true,
      maxLength: 100,
      shownWhen: { ReviewerType: [6] },
      help: "The user attribute holding the user name of each user's reviewer.",
    }),
    FallbackReviewerIds: field.objectList('Fallback reviewers', 'User', {
      maxItems: 20,
      help: 'They review items for which no reviewer resolves.',
    }),
    DurationDays: field.number('Duration (days)', { required: true, min: 1, max: 180, integer: true, initial: 14 }),
    Recurrence: field.cron('Recurrence', { help: 'A cron schedule that starts the campaign again; empty: once.' }),
    ReminderDays: field.number('Reminder (days before the end)', { min: 1, max: 30, integer: true }),
    JustificationOnApprove: field.boolean('Justification required to approve'),
    JustificationOnReject: field.boolean('Justification required to reject', { initial: true }),
    AllowSelfReview: field.boolean('Reviewers may review their own access'),
    EndBehaviour: field.choice(
      'If reviewers do not respond',
      choicesOf(CertificationEndBehaviour, {
        Keep: 'Keep access',
        Remove: 'Remove access',
        Recommendation: 'Take the recommendation',
      }),
      {
        required: true,
        initial: 0,
      },
    ),
    AutoApply: field.boolean('Apply decisions automatically at the end', {
      help: REMOVE_WITH_AUTO_APPLY_WARNING,
    }),
    State: field.computed.choice('State', lifecycleChoices(certificationLifecycle)),
    StartDate: field.computed.optionalDateTime('Started'),
    EndDate: field.computed.optionalDateTime('Ends'),
    AbortReason: field.computed.optionalText('Abort reason'),
    ItemCount: field.computed.number('Items', {
      sql: '(SELECT count(*)::int FROM access_certification_items x WHERE x.access_certification_id = c.access_certification_id)',
    }),
    ReviewedCount: field.computed.number('Reviewed', {
      sql: '(SELECT count(*)::int FROM access_certification_items x WHERE x.access_certification_id = c.access_certification_id AND x.state = 2)',
    }),
    RemovedCount: field.computed.number('Removed', {
      sql: '(SELECT count(*)::int FROM access_certification_items x WHERE x.access_certification_id = c.access_certification_id AND x.apply_result = 1)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Perspective', 'ReviewerType', 'State', 'EndDate', 'ItemCount', 'ReviewedCount'],
    search: ['Title', 'Name'],
    filters: ['CreatedDate'],
    unsortable: ['ItemCount', 'ReviewedCount'],
    defaultSort: [{ Column: 'CreatedDate', Asc: false }],
    emptyText: 'No access certifications yet.',
  },
  facts: [
    'State',
    'Perspective',
    'ScopeKind',
    'ReviewerType',
    'StartDate',
    'EndDate',
    'ItemCount',
    'ReviewedCount',
    'RemovedCount',
    'AbortReason',
    'EndBehaviour',
    'Recurrence',
  ],
  calls: { ...designedCalls(base), save: { name: 'save', path: `${base}/defs/save`, isDesigned: true } },
  store: {
    table: 'access_certifications',
    alias: 'c',
    idColumn: 'access_certification_id',
    touchColumn: 'updated_date',
  },
  lifecycle: certificationLifecycle,
  actions: defineActions({
    start: {
      title: 'Start',
      call: designedActionCall(base, 'start'),
      access: EDIT,
      states: ['Unknown'],
      to: 'PendingService',
      doneText: 'Campaign started: its items are being generated.',
    },
    close: {
      title: 'Close',
      call: designedActionCall(base, 'close'),
      access: EDIT,
      states: ['Ready'],
      to: 'Completed',
      isDestructive: true,
      confirmText: 'Close this campaign? Reviewers can no longer decide; untouched items follow its end setting.',
    },
    apply: {
      title: 'Apply',
      call: designedActionCall(base, 'apply'),
      access: EDIT,
      states: ['Completed'],
      to: 'PendingAction',
      isDestructive: true,
      confirmText: 'Apply the decisions? Rejected access is removed.',
      // Removing access goes through the no-escalation guard of whoever applies (issue 11).
      grants: { confers: ['user', 'group', 'role', 'application', 'permission'] },
    },
    cancel: {
      title: 'Cancel',
      call: designedActionCall(base, 'cancel'),
      access: EDIT,
      states: ['Unknown', 'PendingService', 'Ready'],
      to: 'Cancel',
      isDestructive: true,
      confirmText: 'Cancel this campaign? Its decisions are kept but never applied.',
    },
  }),
  children: {
    items: {
      title: 'Items',
      resource: certificationItemResource,
      parentField: 'AccessCertificationId',
      call: designedChildCall(base, 'items'),
    },
  },
  audit: { targetType: 'AccessCertification' },
});
