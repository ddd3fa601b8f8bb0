import { z } from 'zod';
import { call, needs, responds, SIGNED_IN } from './define';
import { ownValue } from './access';
import { allResources } from '../resources/registry';
import { accessOf } from '../resources/define';
import { ORPHAN_EXPORTS, REPORT_EXPORTS } from '../reports/exports';
import { FilterSchema, GuidSchema, IdParamsSchema, NameParamsSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, pagedList } from './builders';
import type { ExcelColumn, ExportJob, ExportMapping, ExportSetting, PropertyMetadata } from '../entities/workflow';

const exportsAccess = needs(Permissions.ReportExports);

const HAND_WRITTEN_EXPORTS: Readonly<Record<string, { permission: string; names: readonly string[] }>> = {
  Users: { permission: Permissions.UserList, names: ['users', 'user', 'userlist'] },
  AuditEntries: { permission: Permissions.AuditList, names: ['auditentries', 'audit', 'audits', 'auditentry'] },
  Rules: { permission: Permissions.RuleList, names: ['rules', 'rule'] },
  OrphanAccounts: {
    permission: Permissions.ReportOrphanAccounts,
    names: ['orphanaccounts', 'orphanaccount', 'orphan-accounts', 'orphan'],
  },
  ActiveSessions: {
    permission: Permissions.SessionList,
    names: ['activesessions', 'active-sessions', 'sessions', 'session'],
  },
};

/**
 * The objects that can be exported: the hand-written ones and every resource definition with an
 * `export`. Exporting one needs its list permission. `names` are the names the console may use for it
 * (matched in any case).
 */
export const EXPORT_OBJECTS: Readonly<Record<string, { permission: string; names: readonly string[] }>> = {
  ...HAND_WRITTEN_EXPORTS,
  ...REPORT_EXPORTS,
  ...Object.fromEntries(
    allResources
      .filter((d) => d.export)
      .map((d) => [
        d.export!.name,
        {
          permission: accessOf(d.access, 'list'),
          names: [d.export!.name, ...(d.export!.aliases ?? [])].map((n) => n.toLowerCase()),
        },
      ]),
  ),
};
const EXPORT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXPORT_OBJECTS).flatMap(([canonical, o]) => o.names.map((n) => [n, canonical])),
);

/** The canonical name of an exportable object named `name` (any case, any known name), or undefined. */
export const exportObjectName = (name: string): string | undefined => ownValue(EXPORT_NAMES, name.trim().toLowerCase());

/** What exporting object `name` needs; an unknown name needs nothing here (the handler refuses it). */
const exportRequirements = (name: string): string[] => {
  const canonical = exportObjectName(name);
  return canonical ? [EXPORT_OBJECTS[canonical]!.permission] : [];
};
const exportPermissions = [...new Set(Object.values(EXPORT_OBJECTS).map((o) => o.permission))];

/** The orphan export `/excel/export/orphan` writes for a table name: an orphan report's, else the orphan accounts. */
export const orphanExportName = (name: string): string => {
  const canonical = exportObjectName(name);
  return canonical && ownValue(ORPHAN_EXPORTS, canonical) ? canonical : 'OrphanAccounts';
};

/** Spec §9 export scopes: 1 current page, 0 all pages, 2 only filtered. */
const ScopeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Spec §3 export request, second form (object type). Exporting needs the object's list permission (checked by the handler). */
export const ObjectExportRequestSchema = z.strictObject({
  ObjectTypeName: z.string().min(1).max(100),
  Filters: z.array(FilterSchema).max(50).optional(),
  Parameters: z.record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean()])).optional(),
  Scope: ScopeSchema,
  /** Designed: exports only these rows (the table's selection). */
  SelectedItemIds: z.array(GuidSchema).max(10_000).optional(),
  CurrentPage: z.number().int().min(1).max(1_000_000).optional(),
  ItemPerPage: z.number().int().min(1).max(1000).optional(),
  /**
   * Designed: the columns the export dialog ticked, in order (§5: at least one). Without it the
   * export writes the columns of the export settings in force.
   */
  SelectedColumns: z.array(z.string().min(1).max(100)).min(1).max(200).optional(),
  /** Designed: the IANA time zone the file writes moments in (the exporter's). @default 'UTC' */
  TimeZone: z.string().min(1).max(64).optional(),
});

/** Spec §3 export request, first form (spreadsheet). At least one column (§5). */
export const ExcelExportRequestSchema = z.strictObject({
  ExcelTableName: z.string().min(1).max(100),
  Filters: z.array(FilterSchema).max(50).optional(),
  SelectedColumns: z.array(z.string().min(1).max(100)).min(1).max(200),
  SelectedItemIds: z.array(GuidSchema).max(10_000).optional(),
  UserId: GuidSchema.optional(),
  Scope: ScopeSchema.optional(),
  /** The page exported with scope 1 (current page); designed, the spec's form does not show it. */
  CurrentPage: z.number().int().min(1).max(1_000_000).optional(),
  ItemPerPage: z.number().int().min(1).max(1000).optional(),
  /** The excel hub connection that receives ExportToExcel progress. */
  ConnectionId: z.string().min(1).max(200).optional(),
  /** Designed: the IANA time zone the file's moments are shown in (the exporter's). @default 'UTC' */
  TimeZone: z.string().min(1).max(64).optional(),
});

const started = () => responds<{ ExportId: string }>();

/** Spec §7 Export (and /excel). Exports run as server jobs; progress comes over the hubs. */
export const exportCalls = {
  csv: call({
    method: 'POST',
    path: '/Export/CSV',
    access: {
      kind: 'request',
      permissions: exportPermissions,
      require: ({ body }) => exportRequirements(body.ObjectTypeName),
    },
    isWrite: true,
    body: ObjectExportRequestSchema,
    data: started(),
    summary: 'Starts a CSV export job.',
  }),
  properties: call({
    method: 'GET',
    path: '/Export/:name/Properties',
    access: SIGNED_IN,
    isWrite: false,
    params: NameParamsSchema,
    data: responds<ExportMapping>(),
    summary: 'The export mapping of an object (its exportable properties).',
  }),
  settings: call({
    method: 'GET',
    path: '/Export/Settings',
    access: SIGNED_IN,
    isWrite: false,
    query: z.strictObject({ name: z.string().min(1).max(100) }),
    data: responds<ExportSetting>(),
    summary: 'Export settings by name (also the pickers\' "export settings by name").',
  }),
  userSettings: call({
    method: 'POST',
    path: '/Export/UserSettings',
    access: SIGNED_IN,
    isWrite: true,
    body: z.strictObject({ Name: z.string().min(1).max(100), Value: z.string().max(100_000) }),
    data: responds<null>(),
    summary: "Saves the user's own export settings; refused while global settings are in use.",
  }),
  check: getAll<{ IsGlobalSettingsInUse: boolean }>(
    '/Export/Check',
    SIGNED_IN,
    'Whether global export settings are in use.',
  ),
  list: pagedList<ExportJob>('/Export/List', exportsAccess, 'Paged export jobs (the Exports page).'),
  download: call({
    method: 'GET',
    path: '/Export/Download/:id',
    access: exportsAccess,
    isWrite: false,
    isFile: true,
    params: IdParamsSchema,
    data: responds<Blob>(),
    summary: 'Streams a finished export file (not an envelope).',
  }),
  metadata: call({
    method: 'GET',
    path: '/Export/Metadata/:name',
    access: SIGNED_IN,
    isWrite: false,
    params: NameParamsSchema,
    data: responds<PropertyMetadata[]>(),
    summary: 'Designed (spec: path not shown): property metadata by object name for the mapping editor.',
  }),
  excelExport: call({
    method: 'POST',
    path: '/excel/export',
    access: {
      kind: 'request',
      permissions: exportPermissions,
      require: ({ body }) => exportRequirements(body.ExcelTableName),
    },
    isWrite: true,
    body: ExcelExportRequestSchema,
    data: started(),
    summary: 'Starts a spreadsheet export job.',
  }),
  excelExportUsers: call({
    method: 'POST',
    path: '/excel/export/users',
    access: needs(Permissions.UserList),
    isWrite: true,
    body: ExcelExportRequestSchema,
    data: started(),
    summary: 'Starts a spreadsheet export of users.',
  }),
  excelExportOrphan: call({
    method: 'POST',
    path: '/excel/export/orphan',
    // Designed: orphan accounts as before, or an orphan report (ExcelTableName), under that report's permission.
    access: {
      kind: 'request',
      permissions: [...new Set(Object.values(ORPHAN_EXPORTS))],
      require: ({ body }) => [ORPHAN_EXPORTS[orphanExportName(body.ExcelTableName)]!],
    },
    isWrite: true,
    body: ExcelExportRequestSchema,
    data: started(),
    summary: 'Starts a spreadsheet export of orphan accounts, or of the orphan report named in ExcelTableName.',
  }),
  excelColumns: call({
    method: 'GET',
    path: '/excel/getcolumns/:name',
    access: SIGNED_IN,
    isWrite: false,
    params: NameParamsSchema,
    data: responds<ExcelColumn[]>(),
    summary: 'Columns a spreadsheet export of a table can have.',
  }),
} as const;
