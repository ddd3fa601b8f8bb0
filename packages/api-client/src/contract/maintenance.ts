import { z } from 'zod';
import { call, needs, responds } from './define';
import { Permissions } from './permissions';
import {
  RETENTION_KINDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  RETENTION_DAYS_MESSAGE,
  type DataRetention,
  type IndexHealth,
  type IndexRebuild,
  type PurgeResult,
} from '../entities/maintenance';

const RetentionDaysSchema = z
  .number({ message: RETENTION_DAYS_MESSAGE })
  .int(RETENTION_DAYS_MESSAGE)
  .min(RETENTION_MIN_DAYS, RETENTION_DAYS_MESSAGE)
  .max(RETENTION_MAX_DAYS, RETENTION_DAYS_MESSAGE);

/** An index or table name of the app's schema (PostgreSQL identifiers as the migrations write them). */
const IdentifierSchema = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Type a table or index name of lower-case letters, digits and underscores.');

/** Issue 28 maintenance (spec §2.9 data-retention and rebuild-index), apps/server/src/domains/maintenance. */
export const maintenance = {
  retention: call({
    method: 'GET',
    path: '/maintenance/retention',
    access: needs(Permissions.DataRetention),
    isWrite: false,
    data: responds<DataRetention>(),
    summary: 'Designed: the retention in days of each kind of record and the latest purge runs.',
  }),
  retentionSave: call({
    method: 'PUT',
    path: '/maintenance/retention',
    access: needs(Permissions.DataRetention),
    isWrite: true,
    body: z.strictObject({
      Settings: z
        .array(z.strictObject({ Kind: z.enum(RETENTION_KINDS), Days: RetentionDaysSchema }))
        .min(1, 'Settings are required.'),
    }),
    data: responds<DataRetention>(),
    summary: 'Designed: saves the retention in days (1–3650) of the kinds given.',
  }),
  retentionPurge: call({
    method: 'POST',
    path: '/maintenance/retention/purge',
    access: needs(Permissions.DataRetention),
    isWrite: true,
    data: responds<PurgeResult>(),
    summary:
      'Designed: Purge now: deletes every kind’s rows older than its retention, in batches of 5 000, and reports the counts (the daily scheduled purge does the same).',
  }),
  indexes: call({
    method: 'GET',
    path: '/maintenance/indexes',
    access: needs(Permissions.RebuildIndex),
    isWrite: false,
    data: responds<IndexHealth[]>(),
    summary: 'Designed: the indexes of the app’s tables with size, scans, a bloat estimate and their last rebuild.',
  }),
  indexRebuild: call({
    method: 'POST',
    path: '/maintenance/indexes/rebuild',
    access: needs(Permissions.RebuildIndex),
    isWrite: true,
    body: z
      .strictObject({ TableName: IdentifierSchema.optional(), IndexName: IdentifierSchema.optional() })
      .refine((b) => (b.TableName === undefined) !== (b.IndexName === undefined), {
        message: 'Give either a table or an index.',
      }),
    data: responds<IndexRebuild[]>(),
    summary:
      'Designed: queues a rebuild of one index, or of every index of one table, as a job (REINDEX INDEX CONCURRENTLY on PostgreSQL, plain REINDEX on the embedded database).',
  }),
} as const;
