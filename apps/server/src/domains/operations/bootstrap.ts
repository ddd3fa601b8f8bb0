import type { BootstrapChecklist, BootstrapStep } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';

/** The console's own system application (migration 015), which does not count as one the operator created. */
const CONSOLE_APPLICATION_ID = '00000000-0000-4000-8000-000000000030';

/** Whether any user holds super-admin rights (the flag or a super-admin role). */
export async function administratorExists(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM users u WHERE u.is_super_admin
          OR EXISTS (SELECT 1 FROM user_roles ur JOIN role_defs r ON r.role_def_id = ur.role_def_id
                      WHERE ur.user_id = u.user_id AND r.is_super_admin)) AS exists`,
  );
  return row?.exists ?? false;
}

/**
 * The first-run checklist, each step read from the records (Okta's and Entra ID's setup guides do the
 * same): an administrator exists; a user source besides the built-in local one; an enabled second
 * factor (an authenticator other than the password); an application besides the console itself.
 */
export async function loadBootstrap(db: Queryable): Promise<BootstrapChecklist> {
  const [row] = await db.query<{ sources: number; mfa: number; applications: number }>(
    `SELECT (SELECT count(*)::int FROM user_sources WHERE NOT is_removed AND name <> 'local') AS sources,
            (SELECT count(*)::int FROM authenticators WHERE is_enabled AND authenticator_type <> 'Password') AS mfa,
            (SELECT count(*)::int FROM applications WHERE application_id <> $1) AS applications`,
    [CONSOLE_APPLICATION_ID],
  );
  const hasAdmin = await administratorExists(db);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}.`;
  const steps: BootstrapStep[] = [
    {
      Key: 'AdministratorCreated',
      Title: 'Administrator created',
      IsDone: hasAdmin,
      Detail: hasAdmin ? 'A super admin exists.' : 'No administrator yet: create one on Setup.',
    },
    {
      Key: 'SourceConfigured',
      Title: 'User source configured',
      IsDone: (row?.sources ?? 0) > 0,
      Detail: count(row?.sources ?? 0, 'user source besides the local users', 'user sources besides the local users'),
    },
    {
      Key: 'MfaConfigured',
      Title: 'MFA configured',
      IsDone: (row?.mfa ?? 0) > 0,
      Detail: count(row?.mfa ?? 0, 'enabled second-factor authenticator', 'enabled second-factor authenticators'),
    },
    {
      Key: 'ApplicationCreated',
      Title: 'Application created',
      IsDone: (row?.applications ?? 0) > 0,
      Detail: count(row?.applications ?? 0, 'application besides the console', 'applications besides the console'),
    },
  ];
  return { Steps: steps, IsComplete: steps.every((s) => s.IsDone) };
}
