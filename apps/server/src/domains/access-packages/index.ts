export { accessAssignmentsHandlers } from './assignments';
export { accessRequestsHandlers } from './requests';
export { accessPackageHooks } from './contents-guard';
export { deliverPackage, revokeAssignment } from './grants';
export { ownersOf } from './owners';
export { packageExpiryJob, PACKAGE_EXPIRY_CRON, removeExpiredAssignments } from './expiry';
