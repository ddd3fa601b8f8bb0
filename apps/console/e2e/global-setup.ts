import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createServer, createUserWithPermissions, parseOutboundAllowList } from '@portcullis/server';
import { startMailServer } from '@portcullis/server/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { user: string; password: string };
    limited: { user: string; password: string };
    helpdesk: { user: string; password: string };
    mfaUser: { user: string; password: string; id: string };
    sessionUser: { user: string; password: string };
    enrolUser: { user: string; password: string };
    /** The folder the loopback mail server writes each received message to, as JSON (workflow-kit.ts reads it). */
    mailbox: string;
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
  // The loopback SMTP server notifications are e-mailed through (issue 27). It runs in this process and
  // the tests in their own workers, so each message it receives is handed over as a file (workflow-kit.ts reads them).
  const mailbox = mkdtempSync(path.join(tmpdir(), 'portcullis-e2e-mail-'));
  let mailCount = 0;
  const mailServer = startMailServer((mail) => {
    const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
    const message = { to, from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    const file = path.join(mailbox, `${String(++mailCount).padStart(4, '0')}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(message));
    renameSync(`${file}.part`, file); // a reader never sees half a message
  });
  const smtpPort = await mailServer.listen();
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
    smtp: { host: '127.0.0.1', port: smtpPort, isSecure: false, from: 'portcullis@e2e.example.com' },
    // Webhook retries on a short clock (at once, then after a second), disabled after two failed
    // deliveries: the policy's rules, in a test's time.
    webhooks: { retryDelaysSeconds: [0, 1], disableAfterFailures: 2 },
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
  project.provide('mailbox', mailbox);
  return async () => {
    await server.close();
    await mailServer.close();
    rmSync(mailbox, { recursive: true, force: true });
  };
}
