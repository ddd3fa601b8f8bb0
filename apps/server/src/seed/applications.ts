import { ApplicationKeyType, ApplicationType } from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';
import { generateKeyMaterial } from '../domains/applications/key-material';

/** The demo applications: name (their ids are md5('app-' || name)), proper title, type and what they are. */
export const DEMO_APPLICATIONS = [
  { name: 'payroll', title: 'Payroll', type: ApplicationType.Web, description: 'Salaries, payslips and tax forms.' },
  { name: 'crm', title: 'CRM', type: ApplicationType.Web, description: 'Customers, leads and opportunities.' },
  { name: 'wiki', title: 'Wiki', type: ApplicationType.Web, description: 'The company handbook and team pages.' },
  { name: 'mail', title: 'Mail', type: ApplicationType.Web, description: 'E-mail and calendars.' },
  { name: 'vpn', title: 'VPN', type: ApplicationType.Desktop, description: 'Remote access to the office network.' },
  { name: 'ticketing', title: 'Ticketing', type: ApplicationType.Web, description: 'The service desk.' },
  {
    name: 'internal-api',
    title: 'Internal API',
    type: ApplicationType.Api,
    description: 'Services that call each other.',
  },
  { name: 'expenses', title: 'Expenses', type: ApplicationType.Mobile, description: 'Receipts and travel claims.' },
] as const;

/** Keys of the demo: real material for each type, some expired (the awareness card has rows). */
const DEMO_KEYS: ReadonlyArray<{
  app: string;
  type: number;
  title: string;
  settings: Record<string, unknown>;
  /** Days from now; negative: expired. */
  days: number | null;
}> = [
  {
    app: 'payroll',
    type: ApplicationKeyType.Saml,
    title: 'Payroll SSO',
    days: 400,
    settings: {
      EntityId: 'https://payroll.example.com/saml',
      AcsUrl: 'https://payroll.example.com/saml/acs',
      NameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    },
  },
  { app: 'payroll', type: ApplicationKeyType.Rest, title: 'Export job', days: -12, settings: {} },
  {
    app: 'crm',
    type: ApplicationKeyType.OpenId,
    title: 'CRM sign-in',
    days: 200,
    settings: {
      RedirectUris: ['https://crm.example.com/oidc/callback'],
      Scopes: ['openid', 'profile', 'email'],
    },
  },
  { app: 'crm', type: ApplicationKeyType.Jwt, title: 'CRM API tokens', days: 20, settings: { Algorithm: 'ES256' } },
  {
    app: 'wiki',
    type: ApplicationKeyType.OAuth,
    title: 'Wiki integration',
    days: -3,
    settings: {
      RedirectUris: ['https://wiki.example.com/oauth/callback'],
      Scopes: ['pages:read'],
    },
  },
  {
    app: 'mail',
    type: ApplicationKeyType.Ldap,
    title: 'Address book',
    days: null,
    settings: {
      BaseDn: 'ou=people,dc=portcullis',
    },
  },
  {
    app: 'vpn',
    type: ApplicationKeyType.Radius,
    title: 'VPN concentrator',
    days: 300,
    settings: {
      ClientAddress: '10.20.0.0/24',
    },
  },
  {
    app: 'ticketing',
    type: ApplicationKeyType.AccessGateway,
    title: 'Published desk',
    days: null,
    settings: {
      ExternalUrl: 'https://desk.example.com',
      InternalUrl: 'http://desk.internal:8080',
      IdentityHeader: 'X-Portcullis-User',
    },
  },
  {
    app: 'internal-api',
    type: ApplicationKeyType.AuthNZ,
    title: 'Decisions',
    days: null,
    settings: {
      Audience: 'urn:portcullis:internal-api',
      DecisionCacheSeconds: 60,
    },
  },
  { app: 'internal-api', type: ApplicationKeyType.Rest, title: 'Batch jobs', days: -40, settings: {} },
  {
    app: 'expenses',
    type: ApplicationKeyType.OAuth,
    title: 'Mobile app',
    days: 90,
    settings: {
      RedirectUris: ['http://127.0.0.1/callback'],
      Scopes: ['expenses:write'],
    },
  },
];

/** The demo applications, in order (before sessions and audit entries refer to them). */
export async function insertApplications(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO applications (application_id, name, title, application_type, is_sso, description, home_url, sort_order)
     SELECT md5('app-' || a.name)::uuid, a.name, a.title, a.type, a.name <> 'internal-api', a.description,
            CASE WHEN a.type IN (1, 4) THEN NULL ELSE 'https://' || a.name || '.example.com' END, a.n
     FROM json_to_recordset($1::json) AS a(name text, title text, type smallint, description text, n int)`,
    [JSON.stringify(DEMO_APPLICATIONS.map((a, i) => ({ ...a, n: i + 1 })))],
  );
}

/** Keys with generated material, group members and account names of the demo applications. */
export async function insertApplicationExtras(tx: Queryable, secretKey: Buffer): Promise<void> {
  for (const key of DEMO_KEYS) {
    const app = DEMO_APPLICATIONS.find((a) => a.name === key.app)!;
    const expiration = key.days === null ? null : new Date(Date.now() + key.days * 24 * 3600 * 1000);
    const material = await generateKeyMaterial(
      { keyType: key.type, applicationName: app.name, applicationTitle: app.title, settings: key.settings, expiration },
      secretKey,
    );
    await tx.query(
      `INSERT INTO application_keys (application_key_id, application_id, key_type, title, expiration_date, settings,
         secret_hash, secret_hint, sealed_secret, created_date)
       VALUES (md5('key-' || $1 || $2)::uuid, md5('app-' || $1)::uuid, $3, $2, $4, $5::jsonb, $6, $7, $8, now() - interval '200 days')`,
      [
        key.app,
        key.title,
        key.type,
        expiration,
        JSON.stringify({ ...key.settings, ...material.settings }),
        material.secretHash,
        material.secretHint,
        material.sealedSecret,
      ],
    );
  }
  await tx.query(
    `INSERT INTO group_applications (application_id, group_def_id) VALUES
       (md5('app-crm')::uuid, md5('group-sales')::uuid), (md5('app-wiki')::uuid, md5('group-engineering')::uuid),
       (md5('app-ticketing')::uuid, md5('group-support')::uuid), (md5('app-payroll')::uuid, md5('group-finance')::uuid)`,
  );
  await tx.query(
    `UPDATE user_applications ua SET account_name = split_part(u.email, '@', 1),
       valid_until = CASE WHEN u.user_name LIKE '%3' THEN now() + interval '20 days' END
     FROM users u WHERE u.user_id = ua.user_id AND u.email IS NOT NULL`,
  );
}
