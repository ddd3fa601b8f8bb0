export * from './define';
export * from './fields';
export * from './validate';
export * from './registry';
export { PROVIDER_TYPES } from './definitions/provider';
export * from './network';
export { Weekday } from './definitions/access-restriction';
export { AuthenticatorType, type AuthenticatorTypeName } from './definitions/authenticator';
