/**
 * Resources whose calls join a hand-written contract domain (its file in contract/ spreads
 * `resourceCalls`). One line each: the registry and the package's exports read this module whole.
 */
export { authenticatorResource } from './authenticator';
export { applicationResource } from './application';
export { applicationKeyResource } from './application-key';
export { applicationUserResource } from './application-user';
export { contentResource } from './content';
export { profileResource } from './profile';
export { profilePropertyResource } from './profile-property';
export { profileSourceResource } from './profile-source';
export { propertyGroupResource } from './property-group';
export { providerResource } from './provider';
export { userSourceResource } from './user-source';
export { sourceResource } from './source';
export { resourceDefTypeResource } from './resource-def-type';
export { resourceDefResource } from './resource-def';
export { provisionProviderResource } from './provision-provider';
export { provisionServiceResource } from './provision-service';
export { webhookResource } from './webhook';
export { webhookDeliveryResource } from './webhook-delivery';
export { accessRequestResource } from './access-request';
export { groupDefResource } from './group-def';
export { userResource } from './user';
export { automationRuleResource } from './automation-rule';
export { notificationDefResource } from './notification-def';
export { notificationDeliveryResource, notificationRecipientResource } from './notification-delivery';
