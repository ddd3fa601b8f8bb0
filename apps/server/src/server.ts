import { fillUserNameSkeletons } from './names/user-name-skeletons';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '@portcullis/api-client/contract';
import type { Db } from './db/types';
import { openDatabase } from './db/open';
import type { ServerConfig } from './config';
import { configFromEnv } from './config';
import type { ServerContext } from './context';
import { handlers } from './domains/index';
import { addSecurityHeaders } from './http/security';
import { registerConsoleStatic } from './http/console-static';
import { installJsonBodyParser } from './http/json-body';
import { clientErrorHandler, frameworkErrors, limitUrlLength, MAX_PARAM_LENGTH } from './http/limits';
import { installErrorHandlers, registerContract } from './http/register';
import { registerOpenApi } from './openapi/routes';
import { isSeeded, seedDemo } from './seed/demo';
import { ensureProductPermissions } from './seed/security';
import { loadSecretKey } from './http/secrets';
import { checkSharedSecretKey } from './http/secret-key-check';
import {
  exportJob,
  exportRetentionJob,
  exportsDir,
  failUnfinishedExports,
  removeExpiredExports,
  RETENTION_CRON,
} from './domains/export/index';
import { JobQueue, type JobDefinition, type JobQueueTuning } from './jobs/index';
import { generatePassword } from './http/passwords';
import { LISTS_CHANNEL, ReadCache } from './http/static-cache';
import { PACKAGE_EXPIRY_CRON, packageExpiryJob } from './domains/access-packages/expiry';
import { certificationGenerateJob } from './domains/certifications/generate';
import { SIGN_IN_THROTTLE_SWEEP_CRON, SignInThrottle, signInThrottleSweepJob } from './http/sign-in-throttle';
import { attachConsoleHubs, createHubMessenger, relayConsoleChanges, type HubServer } from './hubs/index';
import { provisionAccountJob } from './domains/provisioning/index';

export const DEFAULT_CONSOLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../console/dist');

export interface PortcullisServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** http://host:port once listening. */
  url: string;
  /** The admin password when this start generated it (first start without PORTCULLIS_ADMIN_PASSWORD). */
  generatedAdminPassword: string | undefined;
  /** The /hubs/export and /hubs/excel live connections. */
  hubs: HubServer;
  /** The background job queue. */
  jobs: JobQueue;
  /** Seals shared-account passwords (tests seal fixtures with it). */
  secretKey: Buffer;
  close(): Promise<void>;
}

export interface CreateServerOptions extends Partial<ServerConfig> {
  /** Log requests (off in tests). */
  logger?: boolean;
  /** Do not listen (tests that use `app.inject`). */
  listen?: boolean;
  /** Shorter keep-alive and client timeouts for hub tests. */
  hubTuning?: { keepAliveMs?: number; clientTimeoutMs?: number };
  /** Faster expiry, maintenance and polling of the job queue (tests of recovery). */
  jobTuning?: Partial<JobQueueTuning>;
  /** Job definitions registered beside the server's own (tests). */
  extraJobs?: readonly JobDefinition[];
}

/** Every kind of background work the server runs (jobs/, README "Background jobs"). */
const SERVER_JOBS: readonly JobDefinition[] = [
  exportJob,
  exportRetentionJob,
  signInThrottleSweepJob,
  provisionAccountJob,
  certificationGenerateJob,
  packageExpiryJob,
];

/**
 * The address a browser on this machine uses for a listening socket: an unspecified host (all
 * interfaces) is reached as localhost; IPv6 literals are bracketed.
 */
export function listeningUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Fastify's trustProxy: a hop count becomes "trust the first n hops" (its types take no number). */
/** Distinct list filters whose totals are kept (a few kB each at most). */
const LIST_COUNT_ENTRIES = 1000;

const fastifyTrustProxy = (value: ServerConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : (value ?? false);

/** Opens the database, seeds it on first start, registers every contract call and listens. */
export async function createServer(options: CreateServerOptions = {}): Promise<PortcullisServer> {
  const config: ServerConfig = { ...configFromEnv({}), dataDir: undefined, ...options };
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secretKey = loadSecretKey(config.dataDir);
  let generatedAdminPassword: string | undefined;
  try {
    await checkSharedSecretKey(db, secretKey);
    if (!(await isSeeded(db))) {
      const adminPassword = config.adminPassword ?? (generatedAdminPassword = generatePassword(16));
      await seedDemo(db, { users: config.seedUsers, adminUser: config.adminUser, adminPassword, secretKey });
    }
    await ensureProductPermissions(db);
    await fillUserNameSkeletons(db);
    await removeExpiredExports(db, exportsDir(config));
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger
      ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  const context: ServerContext = {
    db,
    config,
    cache: new ReadCache(),
    listCounts: new ReadCache({ channel: LISTS_CHANNEL, maxEntries: LIST_COUNT_ENTRIES }),
    hubs: null,
    jobs: null,
    secretKey,
    publicUrl: config.publicUrl ?? '',
    signInThrottle: new SignInThrottle(db, config.signInThrottle),
  };
  const stopFollowingCounts = await context.cache.followChanges(db);
  const stopFollowingLists = await context.listCounts.followChanges(db);
  addSecurityHeaders(app);
  limitUrlLength(app);
  const consoleDir = config.consoleDir ?? DEFAULT_CONSOLE_DIR;
  const hasConsole = existsSync(path.join(consoleDir, 'index.html'));
  // Only /User/Import reads multipart bodies (one CSV file); other calls refuse them as bodies they do not take.
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  if (hasConsole) await registerConsoleStatic(app, consoleDir);
  installJsonBodyParser(app);
  installErrorHandlers(app, { serveConsoleIndex: hasConsole });
  registerContract(app, contract, handlers, context);
  registerOpenApi(app, contract);
  const hubs = attachConsoleHubs(app, db, options.hubTuning);
  const stopRelayingConsoleChanges = await relayConsoleChanges(db, hubs, context.cache);
  let jobs: JobQueue;
  try {
    context.hubs = await createHubMessenger(db, hubs, {
      keepAliveMs: options.hubTuning?.keepAliveMs,
      onError: (error) => app.log.warn({ err: error }, 'hub backplane'),
    });
    jobs = await JobQueue.start(context, [...SERVER_JOBS, ...(options.extraJobs ?? [])], options.jobTuning, (error) =>
      app.log.warn({ err: error }, 'job queue'),
    );
    context.jobs = jobs;
    await jobs.schedule(exportRetentionJob, RETENTION_CRON, {});
    await jobs.schedule(signInThrottleSweepJob, SIGN_IN_THROTTLE_SWEEP_CRON, {});
    await jobs.schedule(packageExpiryJob, PACKAGE_EXPIRY_CRON, {});
    // Exports no queue job will finish (left by an earlier version's in-memory runner) are marked Failed.
    await failUnfinishedExports(db, exportsDir(config));
  } catch (error) {
    await context.jobs?.stop();
    await context.hubs?.stop();
    await hubs.close();
    await stopRelayingConsoleChanges();
    await db.close();
    throw error;
  }

  let url = '';
  if (options.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    if (address && typeof address === 'object') url = listeningUrl(config.host, address.port);
    context.publicUrl = config.publicUrl ?? url;
  }

  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    config,
    url,
    generatedAdminPassword,
    hubs,
    jobs,
    secretKey: context.secretKey,
    close: () =>
      (closing ??= (async () => {
        // Running jobs are given back to the queue first, while the database and the hubs are still open.
        await jobs.stop();
        await context.hubs?.stop();
        await hubs.close();
        await app.close();
        await stopFollowingCounts();
        await stopFollowingLists();
        await stopRelayingConsoleChanges();
        await db.close();
      })()),
  };
}
