import { configFromEnv } from './engine/config/server-config';
import { createServer } from './server';
import { DataDirLockedError } from './db/lock';
import { SecretKeyMismatchError } from './engine/secrets/secret-key-check';

const config = configFromEnv();
try {
  const server = await createServer({ ...config, logger: process.env.PORTCULLIS_LOG === '1' });
  console.log(`Portcullis is running at ${server.url}`);
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  if (server.setupToken) {
    // The token is printed on purpose (it is the operator's proof of holding the server): never logged to the database.
    console.log(`No administrator yet. Create one at ${server.url}/system/setup with the one-time setup token:`);
    console.log(`  ${server.setupToken}`);
    console.log('Or start a fresh data directory with PORTCULLIS_ADMIN_PASSWORD to create "admin" with that password.');
  } else if (config.adminPassword) {
    console.log(`Sign in as "${config.adminUser}" with the password from PORTCULLIS_ADMIN_PASSWORD.`);
  }
  // A stop request is a clean end (exit 0, so `pnpm demo` prints no failure on Ctrl-C). Repeats
  // while closing are ignored: a second Ctrl-C must not cut the database close short.
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal}: closing the database cleanly…`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof SecretKeyMismatchError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
