import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createServer, createUserWithPermissions } from '@portcullis/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { user: string; password: string };
    limited: { user: string; password: string };
    helpdesk: { user: string; password: string };
  }
}

export const ADMIN = { user: 'admin', password: 'E2e#Admin-Password1' };
export const LIMITED = { user: 'listonly', password: 'E2e#Limited-Password1' };
/** The issue 11 helpdesk: it may manage ordinary users, not the super admin. */
export const HELPDESK = { user: 'helpdesk', password: 'E2e#Helpdesk-Password1' };

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
  return () => server.close();
}
