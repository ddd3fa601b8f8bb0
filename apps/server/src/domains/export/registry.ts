import {
  EXPORT_OBJECTS,
  exportObjectName,
  allResources,
  AuditInformationType,
  UserType,
  type AnyResource,
  type ExcelColumn,
  type ExportMapping,
  type Fields,
  type PropertyMetadata,
} from '@portcullis/api-client/contract';
import { columnType, expressionOf, listSpecOf, tablesOf } from '../../engine/resources/store-sql';
import type { ColumnSpec, ListSpec } from '../../engine/lists/paging';
import { badRequest } from '../../engine/calls/errors';
import { FROM_USERS, userListSpec } from '../users/user-records';
import { LIVE_SESSION, SESSIONS_FROM, sessionListSpec } from '../sessions/session-store';
import { reportExportSources } from '../reports/export-sources';

/** One exportable column: its API name, its header title and how SQL reads it (trusted, written here). */
export interface ExportColumn {
  name: string;
  title: string;
  sql: string;
  type: ColumnSpec['type'];
  isEnum?: boolean;
  isForeignKey?: boolean;
  /** The words of coded values, by stored value: the file writes 'Standard', as the list shows, not 0. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * An exportable object. `from` is a trusted FROM/JOIN fragment and `where` a trusted base condition;
 * `key` the unique keyset columns (in order) that batches walk; `idSql` the uuid that SelectedItemIds match.
 */
export interface ExportSource {
  name: string;
  title: string;
  /** The export mapping's Route when the app supplies none for this object (resources: their name). */
  route?: string;
  /** The object's list permission (from the contract's EXPORT_OBJECTS): exporting it needs the same. */
  permission: string;
  from: string;
  where: string;
  key: string[];
  idSql: string | null;
  columns: ExportColumn[];
  /** Filters (and the current page's order) go through the same allow-list as the object's list. */
  listSpec: ListSpec;
}

/** Where the host app lists each exportable object, by export name (the export mapping's Route). */
export type ExportRoutes = Readonly<Record<string, string>>;

/** Spaced words from a camel-case name (spec §9): "CreatedDate" → "Created Date", "UserIDNumber" → "User ID Number". */
export const spacedWords = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim();

const col = (
  name: string,
  sql: string,
  type: ExportColumn['type'],
  extra: Partial<ExportColumn> = {},
): ExportColumn => ({ name, title: spacedWords(name), sql, type, ...extra });
const specOf = (
  columns: ExportColumn[],
  defaultOrder: string,
  tieBreaker: string,
  extra: ListSpec['columns'] = {},
): ListSpec => ({
  columns: { ...Object.fromEntries(columns.map((c) => [c.name, { sql: c.sql, type: c.type }])), ...extra },
  defaultOrder,
  tieBreaker,
});

/** Words of an enumeration of §4 by value ('0' → 'Standard'), leaving out the filter-only values (AllUsers -1). */
const enumLabels = (values: Readonly<Record<string, number>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v >= 0)
      .map(([name, v]) => [String(v), spacedWords(name)]),
  );

/** The user list's columns under the words the list uses (§9 headers are spaced words, not API names). */
const USER_COLUMN_EXTRAS: Record<string, Partial<ExportColumn>> = {
  SourceTitle: { isForeignKey: true, title: 'Source' },
  UserType: { isEnum: true, labels: enumLabels(UserType) },
  IsEnabled: { title: 'Enabled' },
};

const userColumns = [
  ...['UserName', 'DisplayName', 'Email', 'SourceTitle', 'UserType', 'IsEnabled', 'CreatedDate', 'LastLoginDate'].map(
    (name) => {
      const spec = userListSpec.columns[name]!;
      return col(name, spec.sql, spec.type, USER_COLUMN_EXTRAS[name]);
    },
  ),
  // The user's source as a Guid reference: the mapping editor opens it one level deeper (§5).
  col('UserSource.Name', 's.name', 'text'),
  col('UserSource.Title', 's.title', 'text'),
  col('UserSource.LastSyncUpdateDate', 's.last_sync_update_date', 'date'),
];

const auditColumns = [
  col('CreatedDate', 'e.created_date', 'date'),
  col('Type', 't.name', 'text', { isForeignKey: true }),
  col('Description', 'e.description', 'text'),
  col('InformationType', 't.information_type', 'number', { isEnum: true, labels: enumLabels(AuditInformationType) }),
  col('ActorUserName', 'u.user_name', 'text', { isForeignKey: true }),
  col('Application', 'a.title', 'text', { isForeignKey: true }),
  col('Action', 'e.action', 'text'),
  col('TargetType', 'e.target_type', 'text'),
  col('TargetId', 'e.target_id', 'text'),
];

const ruleColumns = [
  col('Name', 'r.name', 'text'),
  col('Title', 'r.title', 'text'),
  col('Description', 'r.description', 'text'),
  col('IsEnabled', 'r.is_enabled', 'boolean'),
  col('CreatedDate', 'r.created_date', 'date'),
  col('UpdatedDate', 'r.updated_date', 'date'),
  col('LastMessage', 'r.last_message', 'text'),
  col('LastError', 'r.last_error', 'text'),
];

const orphanColumns = [
  col('UserName', 'sa.user_name', 'text'),
  col('DisplayName', 'sa.display_name', 'text'),
  col('FirstName', 'sa.first_name', 'text'),
  col('LastName', 'sa.last_name', 'text'),
  col('Email', 'sa.email', 'text'),
  col('SourceTitle', 's.title', 'text', { isForeignKey: true }),
  col('SourceUserId', 'sa.source_user_id', 'text'),
];

const HAND_WRITTEN: ExportSource[] = [
  {
    name: 'Users',
    title: 'Users',
    permission: EXPORT_OBJECTS.Users!.permission,
    from: FROM_USERS,
    where: 'TRUE',
    key: ['u.user_id'],
    idSql: 'u.user_id',
    columns: userColumns,
    listSpec: userListSpec,
  },
  {
    name: 'AuditEntries',
    title: 'Audit entries',
    permission: EXPORT_OBJECTS.AuditEntries!.permission,
    from: `audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
      LEFT JOIN users u ON u.user_id = e.actor_user_id LEFT JOIN applications a ON a.application_id = e.application_id`,
    where: 'TRUE',
    key: ['e.audit_id'],
    idSql: 'e.audit_id',
    columns: auditColumns,
    listSpec: specOf(auditColumns, 'e.created_date DESC, e.audit_id DESC', 'e.audit_id DESC', {
      TypeDescription: { sql: 't.description', type: 'text' },
    }),
  },
  {
    name: 'Rules',
    title: 'Rules',
    permission: EXPORT_OBJECTS.Rules!.permission,
    from: 'rules r',
    where: 'TRUE',
    key: ['r.rule_id'],
    idSql: 'r.rule_id',
    columns: ruleColumns,
    listSpec: specOf(ruleColumns, 'r.title, r.rule_id', 'r.rule_id'),
  },
  {
    // Accounts found in a user source with no user of the same name in that source.
    name: 'OrphanAccounts',
    title: 'Orphan accounts',
    permission: EXPORT_OBJECTS.OrphanAccounts!.permission,
    from: `source_accounts sa JOIN user_sources s ON s.user_source_id = sa.user_source_id
      LEFT JOIN users ou ON ou.user_source_id = sa.user_source_id AND lower(ou.user_name) = lower(sa.user_name)`,
    where: 'ou.user_id IS NULL',
    key: ['sa.user_source_id', 'sa.source_user_id'],
    idSql: null,
    columns: orphanColumns,
    listSpec: specOf(
      orphanColumns,
      'sa.user_name, sa.user_source_id, sa.source_user_id',
      'sa.user_source_id, sa.source_user_id',
    ),
  },
];

// Live sessions (§2.8 active sessions): the same rows, filters and order as the list.
const sessionColumns = [
  'UserName',
  'DisplayName',
  'ApplicationTitle',
  'IpAddress',
  'CountryCode',
  'Browser',
  'Platform',
  'CreatedDate',
  'LastActivityDate',
  'ExpiresDate',
].map((name) => {
  const spec = sessionListSpec.columns[name]!;
  return col(
    name,
    spec.sql,
    spec.type,
    name === 'ApplicationTitle' ? { isForeignKey: true, title: 'Application' } : {},
  );
});
HAND_WRITTEN.push({
  name: 'ActiveSessions',
  title: 'Active sessions',
  permission: EXPORT_OBJECTS.ActiveSessions!.permission,
  from: SESSIONS_FROM,
  where: LIVE_SESSION,
  key: ['s.session_id'],
  idSql: 's.session_id',
  columns: sessionColumns,
  listSpec: sessionListSpec,
});

/** An exportable object derived from a resource definition's `export` (columns, access, allow-list). */
function resourceSource(def: AnyResource): ExportSource {
  const exp = def.export!;
  const fields = def.fields as Fields;
  const columns = (exp.columns as string[]).map((name) => {
    const f = fields[name]!;
    // The field's own type: an export column need not be a list column (a date only shown on the view).
    return col(name, expressionOf(def, name), columnType(f), {
      title: f.title,
      ...(f.kind === 'choice'
        ? { isEnum: true, labels: Object.fromEntries((f.choices ?? []).map((c) => [String(c.value), c.title])) }
        : {}),
    });
  });
  return {
    name: exp.name,
    title: exp.title,
    route: def.name,
    permission: EXPORT_OBJECTS[exp.name]!.permission,
    from: tablesOf(def),
    where: 'TRUE',
    key: [`${def.store.alias}.${def.store.idColumn}`],
    idSql: `${def.store.alias}.${def.store.idColumn}`,
    columns,
    listSpec: listSpecOf(def),
  };
}

const SOURCES: ExportSource[] = [
  ...HAND_WRITTEN,
  ...allResources.filter((d) => d.export).map(resourceSource),
  ...reportExportSources(),
];
export const exportableNames = (): string[] => SOURCES.map((s) => s.name);

/** The source of an object name, or a 400 naming the exportable objects. */
export function exportSource(name: string): ExportSource {
  const canonical = exportObjectName(name);
  const source = SOURCES.find((s) => s.name === canonical);
  if (!source) {
    const message = `"${name}" cannot be exported. Exportable objects: ${exportableNames().join(', ')}.`;
    throw badRequest(message, [{ Message: message, Field: 'ObjectTypeName' }]);
  }
  return source;
}

/** The chosen columns, in the given order; an unknown column is a 400 (never reaches SQL). */
export function pickColumns(
  source: ExportSource,
  names: readonly string[],
  titles: Record<string, string> = {},
): ExportColumn[] {
  const seen = new Set<string>();
  const picked: ExportColumn[] = [];
  for (const name of names) {
    const column = source.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!column) {
      const message = `Unknown column "${name}" for ${source.name}. Columns: ${source.columns.map((c) => c.name).join(', ')}.`;
      throw badRequest(message, [{ Message: message, Field: 'SelectedColumns' }]);
    }
    if (seen.has(column.name)) continue;
    seen.add(column.name);
    picked.push(titles[column.name] ? { ...column, title: titles[column.name]! } : column);
  }
  if (!picked.length)
    throw badRequest('Choose at least one column to export.', [
      { Message: 'Choose at least one column to export.', Field: 'SelectedColumns' },
    ]);
  return picked;
}

const PROPERTY_TYPE: Record<ExportColumn['type'], string> = {
  text: 'String',
  number: 'Int32',
  date: 'DateTime',
  boolean: 'Boolean',
};

/** Top-level columns, and the Guid references whose properties are the dotted columns ("UserSource.Title"). */
export const topLevel = (source: ExportSource) => source.columns.filter((c) => !c.name.includes('.'));
export const references = (source: ExportSource) => [
  ...new Set(source.columns.filter((c) => c.name.includes('.')).map((c) => c.name.split('.')[0]!)),
];

/**
 * The default export mapping of an object. `Route` is where the host app lists the object: the server
 * knows no console routes, so the app that serves the console supplies them (ServerConfig.exportRoutes).
 */
export const exportMapping = (source: ExportSource, routes: ExportRoutes = {}): ExportMapping => ({
  Name: source.name,
  Route: routes[source.name] ?? source.route ?? '',
  Properties: topLevel(source).map((c, i) => ({
    PropertyTitle: c.title,
    PropertyType: PROPERTY_TYPE[c.type],
    PropertyName: c.name,
    Properties: [],
    Sort: i + 1,
  })),
});

/**
 * Property metadata by name: "Users" lists its columns and its Guid references (Type 'Guid'); the
 * name of a reference ("Users.UserSource") lists that object's properties, one level deeper.
 */
export function propertyMetadata(name: string): PropertyMetadata[] {
  const [objectName, reference] = name.split('.', 2) as [string, string | undefined];
  const source = exportSource(objectName);
  if (reference) {
    const ref = references(source).find((r) => r.toLowerCase() === reference.toLowerCase());
    if (!ref) throw badRequest(`${source.name} has no reference "${reference}".`);
    return source.columns
      .filter((c) => c.name.startsWith(`${ref}.`))
      .map((c) => ({
        Name: c.name.slice(ref.length + 1),
        Title: spacedWords(c.name.slice(ref.length + 1)),
        IsEnum: false,
        IsForeignKey: false,
        Type: PROPERTY_TYPE[c.type],
      }));
  }
  return [
    ...topLevel(source).map((c) => ({
      Name: c.name,
      Title: c.title,
      IsEnum: c.isEnum ?? false,
      IsForeignKey: c.isForeignKey ?? false,
      Type: PROPERTY_TYPE[c.type],
    })),
    ...references(source).map((r) => ({
      Name: r,
      Title: spacedWords(r),
      IsEnum: false,
      IsForeignKey: true,
      Type: 'Guid',
    })),
  ];
}

export const excelColumns = (source: ExportSource): ExcelColumn[] =>
  source.columns.map((c) => ({
    Name: c.name,
    Title: c.name.includes('.') ? spacedWords(c.name.replace('.', ' ')) : c.title,
  }));
