import { Permissions } from '../contract/permissions';
import { defineIdentity } from './identities';

/**
 * Identities of kinds with no route of their own (keys and users of an application, requests, profile
 * values, certification items, deliveries): apart from identities.ts, which the console's route table
 * loads on every page, so they load only with the definitions and screens that show them.
 */
/** Keys of an application (§2.6): listed per application; written through the applications domain's key calls. */
export const applicationKeyIdentity = defineIdentity({
  name: 'applicationKey',
  domain: 'applications',
  titles: { one: 'Application key', many: 'Application keys' },
  id: 'ApplicationKeyId',
  access: { list: Permissions.ApplicationView, edit: Permissions.ApplicationEdit },
});

/** Users of an application (§2.6): listed per application and per user (UserView → Applications). */
export const applicationUserIdentity = defineIdentity({
  name: 'applicationUser',
  domain: 'applications',
  titles: { one: 'Application user', many: 'Application users' },
  id: 'ApplicationUserId',
  access: { list: Permissions.ApplicationView, edit: Permissions.ApplicationEdit },
});

/**
 * Access requests (§2.5 /userauthrequests/list): their list and get are hand-written (the caller's
 * views), their approve, deny and cancel are the definition's actions, open to who the record names.
 */
export const accessRequestIdentity = defineIdentity({
  name: 'accessRequest',
  domain: 'accessRequests',
  titles: { one: 'Access request', many: 'Access requests' },
  id: 'AccessRequestId',
  access: { list: Permissions.UserAuthRequestList, edit: Permissions.UserAuthRequestList },
});

export const profileIdentity = defineIdentity({
  name: 'profile',
  domain: 'profiles',
  titles: { one: 'Profile', many: 'Profiles' },
  id: 'ProfileId',
  access: { list: Permissions.ProfileList, edit: Permissions.ProfileEdit },
});

export const certificationItemIdentity = defineIdentity({
  name: 'certificationItem',
  domain: 'accessCertifications',
  titles: { one: 'Certification item', many: 'Certification items' },
  id: 'ItemId',
  access: { list: Permissions.AccessCertificationDefList, edit: Permissions.AccessCertificationDefEdit },
});

export const webhookDeliveryIdentity = defineIdentity({
  name: 'webhookDelivery',
  domain: 'webhooks',
  titles: { one: 'Webhook delivery', many: 'Webhook deliveries' },
  id: 'DeliveryId',
  access: { list: Permissions.WebhookList, edit: Permissions.WebhookEdit },
});

export const notificationRecipientIdentity = defineIdentity({
  name: 'notificationRecipient',
  domain: 'notifications',
  titles: { one: 'Delivery', many: 'Deliveries' },
  id: 'RecipientDeliveryId',
  access: { list: Permissions.NotificationList, edit: Permissions.RuleEdit },
});
