import { useState } from 'react';
import { ConfirmDialog, destructiveVerb, PageHeader, PageLayout, RowActions } from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, type ObjectOwner } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { dateTimeCell, pageOf } from '../shared/cells';
import { ownerTypeTitle } from './owner-types';

const QUERY_KEY = ['object-owners'];

function columns(onRemove: (o: ObjectOwner) => void): DataTableColumn<ObjectOwner>[] {
  return [
    { id: 'ObjectTitle', title: 'Object', isSortable: false, cell: (o) => o.ObjectTitle },
    { id: 'ObjectTypeName', title: 'Object type', cell: (o) => o.ObjectTypeName, filter: { kind: 'text' } },
    { id: 'OwnerUserName', title: 'Owner', cell: (o) => o.OwnerUserName, filter: { kind: 'text' } },
    { id: 'OwnerType', title: 'Owner type', cell: (o) => ownerTypeTitle(o.OwnerType) },
    { id: 'CreatedDate', title: 'Created', cell: (o) => dateTimeCell(o.CreatedDate) },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (o) => (
        <RowActions
          objectName={`${o.OwnerUserName} as owner of ${o.ObjectTitle}`}
          actions={[
            {
              id: 'edit',
              label: 'Edit',
              permission: Permissions.ObjectOwnerEdit,
              href: links.objectOwnerSave({ id: o.ObjectOwnerId }),
              onClick: (e) => {
                e.preventDefault();
                navigate(links.objectOwnerSave({ id: o.ObjectOwnerId }));
              },
            },
            { id: 'remove', destroys: 'remove', permission: Permissions.ObjectOwnerEdit, onClick: () => onRemove(o) },
          ]}
        />
      ),
    },
  ];
}

/**
 * Governance → object owners (spec §2.4 object-owners, ObjectOwner.List; §7 DefinitionList and
 * Delete): who manages, directly manages or governs each object (§4 owner types). Governance owners
 * approve access requests and review access in owner-scoped certification campaigns.
 */
export function ObjectOwnerListPage({ route }: ScreenProps) {
  const [removing, setRemoving] = useState<ObjectOwner | null>(null);
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Who manages, directly manages or governs each object."
          actions={[
            {
              id: 'add',
              label: 'Add owner',
              permission: Permissions.ObjectOwnerEdit,
              onClick: () => navigate(links.objectOwnerSave()),
            },
          ]}
        />
      }
    >
      <DataTable
        queryKey={QUERY_KEY}
        label="Object owners"
        columns={columns(setRemoving)}
        rowKey={(o) => o.ObjectOwnerId}
        searchColumns={['OwnerUserName', 'ObjectTypeName']}
        emptyText="No object has an owner yet."
        dateColumns={['CreatedDate']}
        fetchPage={async (request, { signal }) =>
          pageOf(await api.objectOwners.definitionList({ body: request }, { signal }))
        }
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await api.objectOwners.delete({ params: { id: removing.ObjectOwnerId } });
          invalidateQueries(QUERY_KEY);
        }}
        title={`${destructiveVerb('remove')} owner`}
        confirmLabel={destructiveVerb('remove')}
        isDestructive
      >
        {removing && (
          <p>
            {removing.OwnerUserName} stops being {ownerTypeTitle(removing.OwnerType).toLowerCase()} of{' '}
            {removing.ObjectTitle}.
          </p>
        )}
      </ConfirmDialog>
    </PageLayout>
  );
}
