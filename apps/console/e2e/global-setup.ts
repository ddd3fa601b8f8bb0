import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createServer, createUserWithPermissions, parseOutboundAllowList } from '@portcullis/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { user: string; password: string };
    limited: { user: string; password: string };
    helpdesk: { user: string; password: string };
    mfaUser: { user: string; password: string; id: string };
    sessionUser: { user: string; password: string };
    enrolUser: { user: string; password: string };
  }
}

export const ADMIN = { user: 'admin', password: 'E2e#Admin-Password1' };
export const LIMITED = { user: 'listonly', password: 'E2e#Limited-Password1' };
/** The issue 11 helpdesk: it may manage ordinary users, not the super admin. */
export const HELPDESK = { user: 'helpdesk', password: 'E2e#Helpdesk-Password1' };
/** A user who enrols an authenticator app in the sign-in security flow (issue 15). */
export const MFA_USER = { user: 'mfa.e2e', password: 'E2e#Mfa-Password1' };
/** The sessions e2e's second browser: a user no other test signs in, so its live sessions are that test's own. */
export const SESSION_USER = { user: 'sessions.e2e', password: 'E2e#Sessions-Password1' };
/** An administrator with no second factor, whom MFA enforcement makes enrol one at sign-in (issue 28). */
export const ENROL_USER = { user: 'enrol.e2e', password: 'E2e#Enrol-Password1' };

/**
 * Starts the real server (embedded PGlite, seeded) serving the built console, and a user holding only
 * System.Management.User.List. The console must be built first (`pnpm --filter @portcullis/console build`).
 */
export default async function setup(project: TestProject) {
  const consoleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  if (!existsSync(path.join(consoleDir, 'index.html'))) {
    throw new Error(`The console is not built (${consoleDir}): run pnpm --filter @portcullis/console build first.`);
  }
  const server = await createServer({
    port: 0,
    seedUsers: 500,
    adminUser: ADMIN.user,
    adminPassword: ADMIN.password,
    consoleDir,
    // The browser connects from 127.0.0.1; sign-in security tests name other loopback addresses in X-Forwarded-For.
    trustProxy: '127.0.0.1',
    // The source connection tests reach a loopback API (issue 23: the outbound guard refuses it by default).
    outboundAllow: parseOutboundAllowList('127.0.0.0/8,::1'),
  });
  await createUserWithPermissions(server.db, LIMITED.user, LIMITED.password, ['System.Management.User.List']);
  await createUserWithPermissions(server.db, HELPDESK.user, HELPDESK.password, [
    'System.Management.User.List',
    'System.Management.User.View',
    'System.Management.User.Edit',
  ]);
  project.provide('baseUrl', server.url);
  project.provide('admin', ADMIN);
  project.provide('limited', LIMITED);
  project.provide('helpdesk', HELPDESK);
  const mfaUserId = await createUserWithPermissions(server.db, MFA_USER.user, MFA_USER.password, [
    'System.Management.Dashboard',
  ]);
  project.provide('mfaUser', { ...MFA_USER, id: mfaUserId });
  await createUserWithPermissions(server.db, SESSION_USER.user, SESSION_USER.password, ['System.Management.User.List']);
  project.provide('sessionUser', SESSION_USER);
  await createUserWithPermissions(server.db, ENROL_USER.user, ENROL_USER.password, ['System.Management.Dashboard']);
  project.provide('enrolUser', ENROL_USER);
  return () => server.close();
}
