// Issue 28 maintenance (§2.9 data-retention and rebuild-index, titled Index Maintenance).

/** The kinds of record the retention purge removes, in the order the page lists them. */
export const RETENTION_KINDS = [
  'AuditEntries',
  'Sessions',
  'Exports',
  'Notifications',
  'ServerLogs',
  'Traces',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** What the page calls each kind. */
export const RETENTION_KIND_TITLES: Record<RetentionKind, string> = {
  AuditEntries: 'Audit entries',
  Sessions: 'Sessions (console and single sign-on)',
  Exports: 'Exports',
  Notifications: 'Bell notifications',
  ServerLogs: 'Server logs',
  Traces: 'Request traces',
};

/** Bounds of a retention period in days (one day to ten years). */
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;
/** The message of an out-of-range retention (§5 is silent on ranges; worded like its other messages). */
export const RETENTION_DAYS_MESSAGE = `Days must be a whole number between ${RETENTION_MIN_DAYS} and ${RETENTION_MAX_DAYS}.`;

export interface RetentionSetting {
  Kind: RetentionKind;
  Days: number;
  UpdatedDate: string;
}

/** One kind's share of one purge run. */
export interface RetentionRun {
  RunId: string;
  Kind: RetentionKind;
  Trigger: 'Schedule' | 'Manual';
  /** The retention the run applied. */
  Days: number;
  RowsDeleted: number;
  StartedDate: string;
  /** Null while the run is going. */
  FinishedDate: string | null;
}

export interface DataRetention {
  Settings: RetentionSetting[];
  /** The latest runs, newest first. */
  Runs: RetentionRun[];
}

export interface PurgeResult {
  Runs: RetentionRun[];
  RowsDeleted: number;
}

export type IndexRebuildState = 'Queued' | 'Running' | 'Completed' | 'Failed';

/** The last rebuild asked for an index. */
export interface IndexRebuild {
  RebuildId: string;
  State: IndexRebuildState;
  /** 0–100. */
  Progress: number;
  RequestedDate: string;
  FinishedDate: string | null;
  Error: string | null;
}

export interface IndexHealth {
  TableName: string;
  IndexName: string;
  SizeBytes: number;
  /** Index scans since the statistics were reset. */
  Scans: number;
  /**
   * Estimated share of the index that is dead space, 0–100: the index's size against what its live
   * tuples need (a heuristic like the common pgstattuple-free estimates; 0 for small indexes).
   */
  BloatPercent: number;
  IsUnique: boolean;
  IsPrimary: boolean;
  LastRebuild: IndexRebuild | null;
}
