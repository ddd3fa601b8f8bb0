export { startThrowawayPostgres, findPostgresBin, type ThrowawayPostgres } from './postgres';
export { createTestServer, type TestServer, type Engine } from './test-server';
export { signTestLicence, TEST_ONLY_LICENCE_PUBLIC_KEY } from './licence-test-keys';
export { makeCertificatePem } from './test-certificates';
export { startMailServer, SMTP_PASSWORD } from './mail-server';
export { addBaselineRoute } from './baseline-route';
