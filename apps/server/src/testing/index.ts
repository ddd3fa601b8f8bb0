export { startThrowawayPostgres, findPostgresBin, type ThrowawayPostgres } from './postgres';
export { createTestServer, type TestServer, type Engine } from './test-server';
