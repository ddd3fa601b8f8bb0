-- The app URLs (spec §2.1) derive from where the server is reached unless configured: the fixed
-- 8080 addresses earlier seeds stored are dropped, so a data directory seeded before follows PORT too.
DELETE FROM configuration
 WHERE (key = 'ApiAppUrl' AND value = 'http://127.0.0.1:8080/api')
    OR (key = 'ManagementAppUrl' AND value = 'http://127.0.0.1:8080')
    OR (key = 'AccountAppUrl' AND value = 'http://127.0.0.1:8080/account');
