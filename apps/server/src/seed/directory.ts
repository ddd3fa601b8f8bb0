import type { Queryable } from '../db/types';

/**
 * Demo records of the directory screens: accounts the sources report but the directory has not
 * imported yet, resource sources and types, owners, a user's devices, aliases, applications,
 * attributes, agreements and resources, content, notification definitions and the bell.
 * Deterministic like the rest of the seed (ids from md5 of a counter).
 */
export async function insertDirectoryExtras(tx: Queryable, userCount: number): Promise<void> {
  await tx.query(
    `UPDATE user_sources SET provider_name = CASE name WHEN 'local' THEN NULL WHEN 'hr-database' THEN 'sql-provider' ELSE 'ldap-provider' END,
            sync_schedule = CASE name WHEN 'local' THEN NULL ELSE '0 */6 * * *' END,
            description = title || ' (demo)'`,
  );
  await tx.query(
    `INSERT INTO source_accounts (user_source_id, source_user_id, user_name, email, display_name, first_name, last_name)
     SELECT md5('source-corporate-ad')::uuid, 'CN=new' || i, 'newhire' || lpad(i::text, 3, '0'), 'new.hire' || i || '@example.com',
            'New Hire ' || i, 'New', 'Hire ' || i
     FROM generate_series(1, 40) AS i`,
  );
  await tx.query(
    `INSERT INTO sources (source_id, name, title, provider_name, description) VALUES
       (md5('rsource-files')::uuid, 'file-shares', 'File shares', 'fileserver-authorization-provider', 'Departmental file servers'),
       (md5('rsource-erp')::uuid, 'erp-database', 'ERP database', 'sql-authorization-provider', NULL),
       (md5('rsource-api')::uuid, 'hr-api', 'HR web API', 'webapi-resource-provider', NULL)`,
  );
  await tx.query(
    `INSERT INTO source_settings (source_id, name, value, is_secret) VALUES
       (md5('rsource-erp')::uuid, 'ConnectionString', 'Host=127.0.0.1;Database=erp', false),
       (md5('rsource-erp')::uuid, 'Password', 'demo-secret', true),
       (md5('rsource-api')::uuid, 'BaseUrl', 'http://127.0.0.1:9/hr', false)`,
  );
  await tx.query(
    `INSERT INTO resource_def_types (resource_def_type_id, name, title, source_id) VALUES
       (md5('rtype-share')::uuid, 'share-folder', 'Share folder', md5('rsource-files')::uuid),
       (md5('rtype-erp-role')::uuid, 'erp-role', 'ERP role', md5('rsource-erp')::uuid),
       (md5('rtype-hr-record')::uuid, 'hr-record', 'HR record', md5('rsource-api')::uuid)`,
  );
  const n = Math.max(1, Math.min(userCount, 200));
  await tx.query(
    `INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type)
     SELECT md5('owner-' || i)::uuid, 'User', md5('user-' || (i + 1))::uuid, md5('user-' || 1)::uuid, 10
     FROM generate_series(1, LEAST($1::int - 1, 20)) AS i`,
    [n],
  );
  await tx.query(
    `INSERT INTO user_devices (device_id, user_id, name, platform, last_seen_date)
     SELECT md5('device-' || i)::uuid, md5('user-' || i)::uuid, 'Phone of user ' || i, (ARRAY['iOS','Android','Windows'])[1 + i % 3], now() - make_interval(hours => i)
     FROM generate_series(1, $1::int) AS i`,
    [n],
  );
  await tx.query(
    `INSERT INTO user_applications (user_id, application_id, login_type)
     SELECT md5('user-' || i)::uuid, md5('app-' || (ARRAY['payroll','crm','wiki','mail'])[1 + i % 4])::uuid, i % 3
     FROM generate_series(1, $1::int) AS i`,
    [n],
  );
  await tx.query(
    `INSERT INTO user_attributes (user_id, name, value)
     SELECT md5('user-' || i)::uuid, a.name, a.name || '-' || i
     FROM generate_series(1, $1::int) AS i, unnest(ARRAY['Department','CostCenter','EmployeeNumber']) AS a(name)`,
    [n],
  );
  await tx.query(
    `INSERT INTO user_agreements (agreement_id, user_id, title, accepted_date)
     SELECT md5('agreement-' || i)::uuid, md5('user-' || i)::uuid, 'Acceptable use policy', now() - make_interval(days => i)
     FROM generate_series(1, $1::int) AS i`,
    [n],
  );
  await tx.query(
    `INSERT INTO user_resources (resource_id, user_id, title, resource_def_type_id, state, date)
     SELECT md5('uresource-' || i || s)::uuid, md5('user-' || i)::uuid, 'Resource ' || i || '-' || s,
            md5('rtype-share')::uuid, s, now() - make_interval(days => i)
     FROM generate_series(1, $1::int) AS i, unnest(ARRAY['Granted','Revoked','Pending']) AS s`,
    [n],
  );
  await tx.query(
    `INSERT INTO contents (content_id, name, title, body) VALUES
       (md5('content-welcome')::uuid, 'welcome', 'Welcome', 'Welcome to the organisation.'),
       (md5('content-aup')::uuid, 'acceptable-use', 'Acceptable use policy', 'Use company systems responsibly.')`,
  );
  await tx.query(
    `INSERT INTO notification_defs (notification_def_id, name, title, channel, subject, body, is_enabled, channels, notify_subjects) VALUES
       (md5('ndef-welcome')::uuid, 'welcome-mail', 'Welcome mail', 'Email', 'Welcome {{FirstName}}', 'Hello {{FirstName}}, welcome aboard.', false, '["Email"]', true)`,
  );
  await tx.query(
    `INSERT INTO notification_deliveries (delivery_id, notification_def_id, title, status, recipient_count, send_date) VALUES
       (md5('delivery-1')::uuid, md5('ndef-welcome')::uuid, 'Welcome mail', 3, 12, now() - interval '1 day')`,
  );
  await tx.query(
    `INSERT INTO notifications (notification_id, user_id, title, body, event_type, type, send_date, is_read)
     SELECT md5('notification-' || i)::uuid, md5('user-admin')::uuid, 'Notice ' || i, 'Seeded notification ' || i, 1, 1 + i % 3,
            now() - make_interval(hours => i), i > 3
     FROM generate_series(1, 6) AS i
     WHERE EXISTS (SELECT 1 FROM users WHERE user_id = md5('user-admin')::uuid)`,
  );
  await insertProfiles(tx, n);
}

/** Providers, an Employee profile with grouped properties and values for the first users, and its source. */
async function insertProfiles(tx: Queryable, n: number): Promise<void> {
  await tx.query(
    `INSERT INTO providers (provider_id, kind, name, title, provider_type, description) VALUES
       (md5('provider-ldap')::uuid, 'user', 'ldap-provider', 'LDAP / Active Directory', 'ldap', 'Reads users from directory servers'),
       (md5('provider-sql')::uuid, 'user', 'sql-provider', 'SQL database', 'sql', NULL),
       (md5('provider-hr')::uuid, 'profile', 'hr-profile-api', 'HR profile API', 'scim', 'Employee data from HR')`,
  );
  await tx.query(
    `INSERT INTO profiles (profile_id, name, title, description) VALUES (md5('profile-employee')::uuid, 'employee', 'Employee', 'Work details of employees')`,
  );
  await tx.query(
    `INSERT INTO profile_property_groups (property_group_id, name, title, sort) VALUES
       (md5('pgroup-work')::uuid, 'work', 'Work', 1), (md5('pgroup-personal')::uuid, 'personal', 'Personal', 2)`,
  );
  await tx.query(
    `INSERT INTO profile_properties (profile_property_id, name, title, property_type, property_group_id, sort, is_required, lookup_values) VALUES
       (md5('pprop-department')::uuid, 'department', 'Department', 1, md5('pgroup-work')::uuid, 1, true, '[]'),
       (md5('pprop-costcenter')::uuid, 'cost-center', 'Cost center', 50, md5('pgroup-work')::uuid, 2, false, '["CC-100","CC-200","CC-300"]'),
       (md5('pprop-startdate')::uuid, 'start-date', 'Start date', 3, md5('pgroup-work')::uuid, 3, false, '[]'),
       (md5('pprop-desk')::uuid, 'desk-number', 'Desk number', 2, md5('pgroup-personal')::uuid, 4, false, '[]')`,
  );
  await tx.query(
    `INSERT INTO profile_values (profile_id, user_id, profile_property_id, value)
     SELECT md5('profile-employee')::uuid, md5('user-' || i)::uuid, md5('pprop-department')::uuid, (ARRAY['Engineering','Sales','Finance'])[1 + i % 3]
     FROM generate_series(1, $1::int) AS i
     UNION ALL
     SELECT md5('profile-employee')::uuid, md5('user-' || i)::uuid, md5('pprop-costcenter')::uuid, (ARRAY['CC-100','CC-200','CC-300'])[1 + i % 3]
     FROM generate_series(1, $1::int) AS i`,
    [Math.min(n, 50)],
  );
  await tx.query(
    `INSERT INTO profile_sources (profile_source_id, name, title, description, profile_id, provider_id) VALUES
       (md5('psource-hr')::uuid, 'hr-employees', 'HR employees', 'Nightly employee import', md5('profile-employee')::uuid, md5('provider-hr')::uuid)`,
  );
}
