import { defineResource } from '../define';
import { defineActions, designedActionCall } from '../actions';
import { choicesOf, field } from '../fields';
import { lifecycleChoices } from '../lifecycle';
import { ItemReviewResult } from '../../entities/enums';
import { certificationItemLifecycle } from './certification-states';
import { Permissions } from '../../contract/permissions';

/** Recommendation of an item from simple signals (designed: Entra's "Approve / Deny" recommendations). */
export const ItemRecommendation = { None: 0, Approve: 1, Reject: 2 } as const;
/** Outcome of applying an item's decision (designed). */
export const ItemApplyResult = { NotApplied: 0, Applied: 1, ObjectNotFound: 2, Failed: 3 } as const;

const REVIEWED_BY = 'AccessCertificationDef.Edit';
const justification = (required: boolean) => ({
  Justification: field.longText('Justification', { required, maxLength: 1000 }),
});

/**
 * Items of an access certification campaign (§2.4 `access-certifications/:id/items`): one per reviewed
 * access (a user holding a group, role, application or permission), generated when the campaign starts.
 * A reviewer reaches only their own items (`caller`); holders of AccessCertificationDef.Edit reach all.
 * Decisions are actions on a selection across pages (one justification for all); whether a
 * justification is required is the campaign's setting, checked by the server.
 */
export const certificationItemResource = defineResource({
  name: 'certificationItem',
  domain: 'accessCertifications',
  titles: { one: 'Certification item', many: 'Certification items' },
  id: 'ItemId',
  access: { list: Permissions.AccessCertificationDefList, edit: Permissions.AccessCertificationDefEdit },
  noun: 'certification item',
  fields: {
    AccessCertificationId: field.computed.text('Campaign', { column: 'access_certification_id' }),
    UserId: field.computed.text('User id'),
    UserTitle: field.computed.text('User', {
      sql: '(SELECT coalesce(u.display_name, u.user_name) FROM users u WHERE u.user_id = i.user_id)',
    }),
    ObjectType: field.computed.text('Access type'),
    ObjectId: field.computed.text('Object id'),
    ObjectTitle: field.computed.text('Access'),
    GrantedVia: field.computed.text('Granted through'),
    GrantedSince: field.computed.optionalDateTime('Since'),
    LastUsed: field.computed.optionalDateTime('Last sign-in', {
      sql: '(SELECT u.last_login_date FROM users u WHERE u.user_id = i.user_id)',
    }),
    ReviewerId: field.computed.optionalText('Reviewer id'),
    ReviewerTitle: field.computed.optionalText('Reviewer', {
      sql: '(SELECT coalesce(u.display_name, u.user_name) FROM users u WHERE u.user_id = i.reviewer_id)',
    }),
    State: field.computed.choice('State', lifecycleChoices(certificationItemLifecycle)),
    Result: field.computed.choice('Decision', choicesOf(ItemReviewResult)),
    Justification: field.computed.optionalText('Justification'),
    DecidedDate: field.computed.optionalDateTime('Decided'),
    Recommendation: field.computed.choice('Recommendation', choicesOf(ItemRecommendation)),
    RecommendationReason: field.computed.optionalText('Why'),
    ApplyResult: field.computed.choice(
      'Apply result',
      choicesOf(ItemApplyResult, { NotApplied: 'Not applied', ObjectNotFound: 'Object not found' }),
    ),
    ApplyMessage: field.computed.optionalText('Apply message'),
  },
  titleField: 'UserTitle',
  list: {
    columns: [
      'UserTitle',
      'ObjectTitle',
      'ObjectType',
      'GrantedVia',
      'ReviewerTitle',
      'Recommendation',
      'State',
      'Result',
    ],
    search: ['UserTitle', 'ObjectTitle'],
    filters: ['ReviewerId', 'ApplyResult', 'AccessCertificationId'],
    unsortable: ['UserTitle', 'ReviewerTitle'],
    defaultSort: [{ Column: 'ObjectTitle', Asc: true }],
    emptyText: 'No items to review.',
    // A selection across pages of one campaign's items names the campaign as its Scope.
    scope: { field: 'AccessCertificationId' },
  },
  caller: { field: 'ReviewerId', unless: REVIEWED_BY },
  calls: {
    get: { name: 'itemGet', path: '/access-certification/items/get/:id', isDesigned: true },
    mine: { name: 'myItems', path: '/access-certification/items/mine', isDesigned: true },
  },
  lifecycle: certificationItemLifecycle,
  actions: defineActions({
    approve: {
      title: 'Approve',
      call: designedActionCall('/access-certification/items', 'approve', { selection: true, prefix: 'item' }),
      access: null,
      selection: true,
      states: ['InReview', 'Reviewed'],
      to: 'Reviewed',
      input: justification(false),
    },
    reject: {
      title: 'Reject',
      call: designedActionCall('/access-certification/items', 'reject', { selection: true, prefix: 'item' }),
      access: null,
      selection: true,
      states: ['InReview', 'Reviewed'],
      to: 'Reviewed',
      input: justification(false),
    },
    acceptRecommendations: {
      title: 'Accept recommendations',
      call: designedActionCall('/access-certification/items', 'acceptRecommendations', {
        selection: true,
        prefix: 'item',
      }),
      access: null,
      selection: true,
      states: ['InReview'],
      to: 'Reviewed',
    },
    delegate: {
      title: 'Delegate',
      call: designedActionCall('/access-certification/items', 'delegate', { prefix: 'item' }),
      access: null,
      states: ['InReview'],
      input: {
        ReviewerIds: field.objectList('New reviewer', 'User', { required: true, maxItems: 1 }),
        ...justification(false),
      },
    },
  }),
  store: { table: 'access_certification_items', alias: 'i', idColumn: 'item_id', countsCached: true },
  audit: { targetType: 'AccessCertificationItem' },
});
