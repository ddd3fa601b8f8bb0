/**
 * Resources whose contract domain is derived whole from their definitions (`resourceDomains`): the
 * contract, the client and the server's handlers pick them up with no further file. One line each: the
 * registry and the package's exports read this module whole.
 */
export { browserResource } from './browser';
export { platformResource } from './platform';
export { zoneDefResource } from './zone-def';
export { zoneResource } from './zone';
export { accessRestrictionResource } from './access-restriction';
export { permissionDefResource } from './permission-def';
export { roleDefResource } from './role-def';
export { passwordPolicyResource } from './password-policy';
export { languageResource } from './language';
export { catalogResource } from './catalog';
export { accessPackageResource } from './access-package';
export { accessCertificationResource } from './access-certification';
export { certificationItemResource } from './certification-item';
export { formDefResource } from './form-def';
export { flowResource } from './flow';
export { flowItemResource } from './flow-item';
export { flagDefResource } from './flag-def';
export { flagResource } from './flag';
