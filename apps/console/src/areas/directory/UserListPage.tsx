import { useEffect, useState } from 'react';
import { FormField, Modal, PermissionGate, Select, TextInput } from '@portcullis/ui';
import { userSourceTitle, userStateBadge } from './users/user-cells';
import { ExportProgress, invalidateQueries, useSavedFilters, useTableUrlState } from '@portcullis/datatable';
import { Permissions, TransportError, userResource, type UserSourceOption } from '@portcullis/api-client';
import { ImportUsersDialog } from './users/ImportUsersDialog';
import { UserBulkActions } from './users/UserBulkActions';
import { startTableExport } from '../shared/exporting';
import { ExportSettingsDialog } from '../shared/ExportSettingsDialog';
import { parseHash } from '../../state/hash-state';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { navigate } from '../../shell/navigate';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { dateCell } from '../shared/cells';
import { ResourceList } from '../shared/resource/ResourceList';
import { filterToolbar } from '../shared/resource/filter-toolbar';
import type { ResourceOverrides } from '../shared/resource/overrides';

/** Spec §2.13: the search placeholder differs on ListUser. */
export const USER_SEARCH_PLACEHOLDER = 'Search users by user name, e-mail or display name...';

const cells: ResourceOverrides<typeof userResource>['cells'] = {
  // Without User.View the name is shown locked, not linked.
  UserName: (u) => (
    <PermissionGate permission={Permissions.UserView} onDenied="lock" lockedLabel={u.UserName}>
      <ConsoleLink to={links.userView({ id: u.UserId })}>{u.UserName}</ConsoleLink>
    </PermissionGate>
  ),
  SourceTitle: userSourceTitle,
  IsEnabled: userStateBadge,
  CreatedDate: (u) => dateCell(u.CreatedDate),
};

/** The source filter reads the compact source list (User.List), not the user sources' own list (UserSource.List). */
function sourceFilter(sources: readonly UserSourceOption[]) {
  return (filters: Record<string, string>, setFilter: (column: string, value: string) => void) => (
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
  );
}

/**
 * Directory → Users (ListUser): the user definition's generic list (columns, search, the toolbar of its
 * filters) with the user list's own parts as overrides — the name locked without User.View, the state
 * badge, saved filters, Add from source, the CSV import, exports and the bulk actions.
 */
export function UserListPage(props: ScreenProps) {
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
  const overrides: ResourceOverrides<typeof userResource> = {
    cells,
    columnFilters: { Email: { kind: 'text' } },
    toolbar: filterToolbar(userResource, { UserSourceId: sourceFilter(sources) }),
    savedFilters: saved.items.length
      ? { items: saved.items, selectedId: saved.selectedId, onSelect: saved.onSelect }
      : undefined,
    listActions: [
      {
        id: 'from-source',
        label: 'Add from source',
        permission: Permissions.UserEdit,
        onClick: () => navigate(links.createUserFromSource()),
      },
      { id: 'import', label: 'Import CSV', permission: Permissions.UserEdit, onClick: () => setIsImportOpen(true) },
      { id: 'save-filters', label: 'Save filters', onClick: () => setSaveName('') },
      { id: 'export-settings', label: 'Export settings', onClick: () => setIsExportSettingsOpen(true) },
    ],
    listAbove: (
      <>
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
          onImported={() => invalidateQueries(['resource', userResource.name, 'list'])}
        />
      </>
    ),
    table: {
      tableState,
      tableId: 'users',
      searchPlaceholder: USER_SEARCH_PLACEHOLDER,
      savedFiltersIn: 'header',
      bulkActions: (context) => <UserBulkActions context={context} />,
      rowLabel: (u) => u.UserName,
      onError: (error) => {
        if (error instanceof TransportError) console.error(error);
      },
      onExport: async (choice, request) => {
        setExportPercent(0);
        try {
          await startTableExport('Users', choice, request, setExportPercent);
        } finally {
          setExportPercent(null);
        }
      },
    },
  };
  return <ResourceList {...props} definition={userResource} overrides={overrides as ResourceOverrides} />;
}
