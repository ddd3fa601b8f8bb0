import { fillUserNameSkeletons } from './engine/names/user-name-skeletons';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '@portcullis/api-client/contract';
import type { Db } from './db/types';
import { openDatabase } from './engine/open-database';
import { installTraceRecording, measureQueries } from './domains/tracing/index';
import type { ServerConfig } from './engine/config/server-config';
import { configFromEnv } from './engine/config/server-config';
import type { ServerContext } from './engine/context';
import { handlers } from './domains/index';
import { addSecurityHeaders } from './http/security';
import { registerConsoleStatic } from './http/console-static';
import { installJsonBodyParser } from './http/json-body';
import { clientErrorHandler, frameworkErrors, limitUrlLength, MAX_PARAM_LENGTH } from './http/limits';
import { installErrorHandlers, registerContract } from './http/register';
import { registerOpenApi } from './openapi/routes';
import { isSeeded, seedDemo } from './seed/demo';
import { ensureProductPermissions } from './seed/security';
import { loadSecretKey } from './engine/secrets/secrets';
import { checkSharedSecretKey } from './engine/secrets/secret-key-check';
import {
  exportJob,
  exportRetentionJob,
  exportsDir,
  failUnfinishedExports,
  removeExpiredExports,
  RETENTION_CRON,
} from './domains/export/index';
import { JobQueue, type JobDefinition, type JobQueueTuning } from './engine/jobs/index';
import { LISTS_CHANNEL, ReadCache } from './engine/cache/static-cache';
import { PACKAGE_EXPIRY_CRON, packageExpiryJob } from './domains/access-packages/expiry';
import { indexRebuildJob, retentionPurgeJob, RETENTION_PURGE_CRON } from './domains/maintenance/index';
import { similarGroupsJob } from './domains/reports/similar-groups-job';
import { webhookDeliveryJob, webhookRetentionJob, WEBHOOK_RETENTION_CRON } from './domains/webhooks/index';
import { certificationGenerateJob } from './domains/certifications/generate';
import { CERTIFICATION_SWEEP_CRON, certificationSweepJob } from './domains/certifications/schedule';
import { FLOW_ESCALATION_CRON, flowEscalationJob } from './domains/flows/escalation-job';
import { SIGN_IN_THROTTLE_SWEEP_CRON, SignInThrottle, signInThrottleSweepJob } from './engine/auth/sign-in-throttle';
import { NOTIFICATION_SWEEP_CRON, notificationDeliveryJob, notificationSweepJob } from './domains/notifications/index';
import { attachConsoleHubs, createHubMessenger, relayConsoleChanges, type HubServer } from './engine/hubs/index';
import { provisionAccountJob } from './domains/provisioning/index';
import {
  createServerLogger,
  describeServices,
  HEARTBEAT_INTERVAL_MS,
  installRequestLogging,
  LogSink,
  openSetupIfFresh,
  ServerRegistry,
} from './domains/operations/index';
import type { Writable } from 'node:stream';
import {
  deliverRuleEventsOnTransitions,
  followUserChanges,
  RULE_EVALUATION_CRON,
  ruleEvaluationJob,
} from './domains/automation/index';

export const DEFAULT_CONSOLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../console/dist');

export interface PortcullisServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** http://host:port once listening. */
  url: string;
  /**
   * The one-time setup token when no administrator exists (a fresh install started without
   * PORTCULLIS_ADMIN_PASSWORD): main.ts prints it; the first administrator is created with it on Setup.
   */
  setupToken: string | null;
  /** This process's row in server_processes (heartbeat, drain). */
  registry: ServerRegistry;
  /** The database destination of the logs. */
  logSink: LogSink;
  /** The /hubs/export and /hubs/excel live connections. */
  hubs: HubServer;
  /** The background job queue. */
  jobs: JobQueue;
  /** Seals shared-account passwords (tests seal fixtures with it). */
  secretKey: Buffer;
  close(): Promise<void>;
}

export interface CreateServerOptions extends Partial<ServerConfig> {
  /** Also write the logs to stdout (PORTCULLIS_LOG=1); they always go to the database. */
  logger?: boolean;
  /** Another destination of every log line (tests capture and grep it). */
  logStream?: Writable;
  /** Log rows kept in the database (domains/operations/log-sink.ts). */
  logRowCap?: number;
  /** Heartbeat interval of this process's registry row (tests shorten it). */
  heartbeatIntervalMs?: number;
  /** Do not listen (tests that use `app.inject`). */
  listen?: boolean;
  /** Shorter keep-alive and client timeouts for hub tests. */
  hubTuning?: { keepAliveMs?: number; clientTimeoutMs?: number };
  /** Faster expiry, maintenance and polling of the job queue (tests of recovery). */
  jobTuning?: Partial<JobQueueTuning>;
  /** Job definitions registered beside the server's own (tests). */
  extraJobs?: readonly JobDefinition[];
  /**
   * Evaluate automation rules on their schedule and after user changes; tests of manual runs turn it
   * off so that no background run moves their users first.
   * @default true
   */
  automaticRuleRuns?: boolean;
}

/** Every kind of background work the server runs (jobs/, README "Background jobs"). */
const SERVER_JOBS: readonly JobDefinition[] = [
  exportJob,
  exportRetentionJob,
  signInThrottleSweepJob,
  provisionAccountJob,
  certificationGenerateJob,
  certificationSweepJob,
  packageExpiryJob,
  ruleEvaluationJob,
  flowEscalationJob,
  webhookDeliveryJob,
  webhookRetentionJob,
  retentionPurgeJob,
  indexRebuildJob,
  notificationDeliveryJob,
  notificationSweepJob,
  similarGroupsJob,
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
  const db = measureQueries(await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const secretKey = loadSecretKey(config.dataDir);
  let setupToken: string | null = null;
  try {
    await checkSharedSecretKey(db, secretKey);
    if (!(await isSeeded(db))) {
      // Without PORTCULLIS_ADMIN_PASSWORD the first administrator is created on Setup (below).
      await seedDemo(db, {
        users: config.seedUsers,
        adminUser: config.adminUser,
        adminPassword: config.adminPassword,
        secretKey,
      });
    }
    setupToken = await openSetupIfFresh(db);
    await ensureProductPermissions(db);
    await fillUserNameSkeletons(db);
    await removeExpiredExports(db, exportsDir(config));
  } catch (error) {
    await db.close();
    throw error;
  }

  const logSink = new LogSink(db, options.logRowCap);
  const app = Fastify({
    loggerInstance: createServerLogger({ sink: logSink, toStdout: options.logger === true, extra: options.logStream }),
    logController: new LogController({ disableRequestLogging: true }),
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
    operations: { registry: null, logSink },
  };
  const stopFollowingCounts = await context.cache.followChanges(db);
  const stopFollowingLists = await context.listCounts.followChanges(db);
  addSecurityHeaders(app);
  installRequestLogging(app);
  installTraceRecording(app, db);
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
  let registry: ServerRegistry;
  let stopFollowingRuleUsers: (() => Promise<void>) | undefined;
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
    await jobs.schedule(certificationSweepJob, CERTIFICATION_SWEEP_CRON, {});
    deliverRuleEventsOnTransitions();
    if (options.automaticRuleRuns !== false) {
      await jobs.schedule(ruleEvaluationJob, RULE_EVALUATION_CRON, { trigger: 'Schedule' });
      stopFollowingRuleUsers = await followUserChanges(context);
    } else await jobs.unschedule(ruleEvaluationJob);
    await jobs.schedule(flowEscalationJob, FLOW_ESCALATION_CRON, {});
    await jobs.schedule(webhookRetentionJob, WEBHOOK_RETENTION_CRON, {});
    await jobs.schedule(notificationSweepJob, NOTIFICATION_SWEEP_CRON, {});
    await jobs.schedule(retentionPurgeJob, RETENTION_PURGE_CRON, {});
    // Exports no queue job will finish (left by an earlier version's in-memory runner) are marked Failed.
    await failUnfinishedExports(db, exportsDir(config));
    const heartbeatMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
    const queue = jobs;
    registry = await ServerRegistry.start(
      db,
      {
        describeServices: () => describeServices(context, queue, heartbeatMs),
        onDrainingChanged: (isDraining) => {
          queue.setDraining(isDraining);
          app.log.info(
            { serverId: registry.serverId },
            isDraining ? 'draining: this process takes no jobs' : 'drain ended',
          );
        },
        onError: (error) => app.log.warn({ err: error }, 'server heartbeat'),
      },
      heartbeatMs,
    );
    context.operations.registry = registry;
    logSink.serverId = registry.serverId;
  } catch (error) {
    await context.operations.registry?.stop();
    await context.jobs?.stop();
    await context.hubs?.stop();
    await hubs.close();
    await logSink.close();
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
    setupToken,
    registry,
    logSink,
    hubs,
    jobs,
    secretKey: context.secretKey,
    close: () =>
      (closing ??= (async () => {
        await stopFollowingRuleUsers?.();
        // Running jobs are given back to the queue first, while the database and the hubs are still open.
        await jobs.stop();
        await registry.stop();
        await context.hubs?.stop();
        await hubs.close();
        await app.close();
        await logSink.close();
        await stopFollowingCounts();
        await stopFollowingLists();
        await stopRelayingConsoleChanges();
        await db.close();
      })()),
  };
}
