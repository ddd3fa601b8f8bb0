import { useEffect, useState } from 'react';
import { ImportUsersDialog } from './users/ImportUsersDialog';
import { UserBulkActions } from './users/UserBulkActions';
import { invalidateQueries, ExportProgress } from '@portcullis/datatable';
import { startTableExport } from '../shared/exporting';
import { ExportSettingsDialog } from '../shared/ExportSettingsDialog';
import { parseHash } from '../../state/hash-state';
import { endOfDay } from 'date-fns';
import {
  Badge,
  Button,
  DatePicker,
  FormField,
  Modal,
  PageHeader,
  PermissionGate,
  Select,
  TextInput,
  PageLayout,
} from '@portcullis/ui';
import {
  DataTable,
  formatFilterDate,
  parseFilterDate,
  useSavedFilters,
  useTableUrlState,
  type DataTableColumn,
} from '@portcullis/datatable';
import {
  Permissions,
  TransportError,
  enumName,
  UserType,
  type Filter,
  type UserRow,
  type UserSourceOption,
} from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../shell/navigate';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateCell } from '../shared/cells';

/** Spec §2.13: the search placeholder differs on ListUser. */
export const USER_SEARCH_PLACEHOLDER = 'Search users by user name, e-mail or display name...';

const columns: DataTableColumn<UserRow>[] = [
  {
    id: 'UserName',
    title: 'User Name',
    cell: (u) => (
      <PermissionGate permission={Permissions.UserView} onDenied="lock" lockedLabel={u.UserName}>
        <ConsoleLink to={links.userView({ id: u.UserId })}>{u.UserName}</ConsoleLink>
      </PermissionGate>
    ),
  },
  { id: 'DisplayName', title: 'Display Name', cell: (u) => u.DisplayName ?? '' },
  { id: 'Email', title: 'Email', cell: (u) => u.Email ?? '', filter: { kind: 'text' } },
  { id: 'SourceTitle', title: 'Source', cell: (u) => u.SourceTitle ?? '- Unknown -' },
  { id: 'UserType', title: 'Type', cell: (u) => String(enumName(UserType, u.UserType) ?? u.UserType) },
  {
    id: 'IsEnabled',
    title: 'State',
    cell: (u) =>
      u.IsLocked ? (
        <Badge tone="danger">Locked</Badge>
      ) : u.IsEnabled ? (
        <Badge tone="success">Enabled</Badge>
      ) : (
        <Badge tone="neutral">Disabled</Badge>
      ),
  },
  { id: 'CreatedDate', title: 'Created', cell: (u) => dateCell(u.CreatedDate) },
];

/** Directory → Users (ListUser): the server-paged user list with search and filters kept in the URL. */
export function UserListPage({ route }: ScreenProps) {
  const [sources, setSources] = useState<UserSourceOption[]>([]);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [exportPercent, setExportPercent] = useState<number | null>(null);
  const [isExportSettingsOpen, setIsExportSettingsOpen] = useState(false);
  const tableState = useTableUrlState();
  const saved = useSavedFilters('users', tableState);
  const [saveName, setSaveName] = useState<string | null>(null);
  useEffect(() => {
    void api.users.sourcesCompact(undefined, { suppressErrorToast: true }).then((env) => setSources(env.Data ?? []));
    // Spec §2: `#action=create` opens creation.
    if (parseHash(window.location.hash).values.action === 'create') navigate(links.createUser(), { replace: true });
  }, []);
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Everyone in the directory, from every user source."
          savedFilters={
            saved.items.length
              ? { items: saved.items, selectedId: saved.selectedId, onSelect: saved.onSelect }
              : undefined
          }
          primaryAction={{
            id: 'create',
            label: 'Create user',
            permission: Permissions.UserEdit,
            onClick: () => navigate(links.createUser()),
          }}
          actions={[
            {
              id: 'from-source',
              label: 'Add from source',
              permission: Permissions.UserEdit,
              onClick: () => navigate(links.createUserFromSource()),
            },
            {
              id: 'import',
              label: 'Import CSV',
              permission: Permissions.UserEdit,
              onClick: () => setIsImportOpen(true),
            },
            { id: 'save-filters', label: 'Save filters', onClick: () => setSaveName('') },
            { id: 'export-settings', label: 'Export settings', onClick: () => setIsExportSettingsOpen(true) },
          ]}
        />
      }
    >
      {exportPercent !== null && <ExportProgress percent={exportPercent} label="Preparing the Excel file" />}
      <Modal
        isOpen={saveName !== null}
        onClose={() => setSaveName(null)}
        title="Save the current filters"
        actions={{
          cancel: { label: 'Cancel', onClick: () => setSaveName(null) },
          confirm: {
            label: 'Save',
            isDisabled: !saveName?.trim(),
            onClick: () => {
              if (saved.save(saveName ?? '')) setSaveName(null);
            },
          },
        }}
      >
        {saved.hasFilters() ? (
          <FormField label="Filter name">
            <TextInput value={saveName ?? ''} onChange={(e) => setSaveName(e.target.value)} />
          </FormField>
        ) : (
          <p role="alert">Set a search or a filter first; empty filters are not saved.</p>
        )}
      </Modal>
      <ExportSettingsDialog
        objectName="Users"
        isOpen={isExportSettingsOpen}
        onClose={() => setIsExportSettingsOpen(false)}
      />
      <ImportUsersDialog
        isOpen={isImportOpen}
        onClose={() => setIsImportOpen(false)}
        onImported={() => invalidateQueries(['users'])}
      />
      <DataTable
        queryKey={['users']}
        label="Users"
        tableState={tableState}
        columns={columns}
        rowKey={(u) => u.UserId}
        searchColumns={['UserName', 'Email', 'DisplayName']}
        searchPlaceholder={USER_SEARCH_PLACEHOLDER}
        emptyText="No users match these filters."
        onError={(error) => {
          if (error instanceof TransportError) console.error(error);
        }}
        fetchPage={async (request, { signal }) => {
          const env = await api.users.userList({ body: request }, { signal });
          return env.Data ?? { Data: [], TotalItemCount: 0 };
        }}
        tableId="users"
        dateColumns={['CreatedDate']}
        savedFiltersIn="header"
        bulkActions={(context) => <UserBulkActions context={context} />}
        rowLabel={(u) => u.UserName}
        onExport={async (choice, request) => {
          setExportPercent(0);
          try {
            await startTableExport('Users', choice, request, setExportPercent);
          } finally {
            setExportPercent(null);
          }
        }}
        toolbar={(filters, setFilter) => (
          <>
            <div css={{ width: 180 }}>
              <Select
                label="User source"
                size="sm"
                options={[
                  { value: '', label: 'All sources' },
                  ...sources.map((s) => ({ value: s.UserSourceId, label: s.Title })),
                ]}
                value={filters.UserSourceId ?? ''}
                onChange={(v) => setFilter('UserSourceId', v ?? '')}
              />
            </div>
            <div css={{ width: 140 }}>
              <Select
                label="User type"
                size="sm"
                options={[
                  { value: String(UserType.AllUsers), label: 'All users' },
                  { value: String(UserType.Standard), label: 'Standard' },
                  { value: String(UserType.Shared), label: 'Shared' },
                ]}
                value={filters.UserType ?? String(UserType.AllUsers)}
                onChange={(v) => setFilter('UserType', !v || v === String(UserType.AllUsers) ? '' : v)}
              />
            </div>
            <div css={{ width: 140 }}>
              <Select
                label="State"
                size="sm"
                options={[
                  { value: '', label: 'Any state' },
                  { value: 'true', label: 'Enabled' },
                  { value: 'false', label: 'Disabled' },
                ]}
                value={filters.IsEnabled ?? ''}
                onChange={(v) => setFilter('IsEnabled', v ?? '')}
              />
            </div>
            {(['from', 'to'] as const).map((end) => (
              <div key={end} css={{ width: 170 }}>
                <DatePicker
                  label={end === 'from' ? 'Created from' : 'Created to'}
                  value={parseFilterDate(filters[`CreatedDate-${end}`] ?? '')}
                  onChange={(d) =>
                    setFilter(
                      `CreatedDate-${end}`,
                      d
                        ? formatFilterDate(end === 'to' && d.getHours() === 0 && d.getMinutes() === 0 ? endOfDay(d) : d)
                        : '',
                    )
                  }
                />
              </div>
            ))}
          </>
        )}
      />
    </PageLayout>
  );
}
