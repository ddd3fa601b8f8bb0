export { createServer, type PortcullisServer, type CreateServerOptions } from './server';
export { configFromEnv, type ServerConfig } from './config';
export { openDatabase } from './db/open';
export type { Db, Queryable } from './db/types';
export { seedDemo, insertUsers, createUserWithPermissions, SEED_IDS } from './seed/demo';
export { resolveSessionUser, type SessionUser } from './http/auth';
export { DataDirLockedError } from './db/lock';
export { parseOutboundAllowList } from './outbound/address-policy';
export { defineJob, type JobDefinition } from './jobs/index';
