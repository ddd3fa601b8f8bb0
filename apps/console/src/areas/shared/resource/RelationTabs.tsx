import { useEffect, useState } from 'react';
import {
  AsyncSearchSelect,
  Button,
  ConfirmDialog,
  FormField,
  LockedLink,
  Modal,
  RowActions,
  Tabs,
  destructiveVerb,
  useAccess,
  type SelectOption,
} from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import {
  accessOf,
  idOf,
  titleOf,
  type AnyResource,
  type AssignedObject,
  type ResourceRelation,
} from '@portcullis/api-client';
import { links, type Href } from '../../../routes/index';
import { formatHash, parseHash } from '../../../state/hash-state';
import { ConsoleLink } from '../ConsoleLink';
import { pageOf } from '../cells';
import { grantableIds, searchObjects } from '../object-search';
import { accessFor } from './ResourceList';
import { resourceClient } from './resource-client';
import { recordQueryKey } from './resource-client';
import { resourceLinks } from './resource-routes';

type Row = Record<string, unknown>;

/** Where a linked object's row leads: the user view, or the view of the resource it is a record of. */
function objectHref(relation: ResourceRelation, objectId: string): Href | undefined {
  const viewOf = relation.object.viewOf;
  if (!viewOf) return undefined;
  if (viewOf === 'user') return links.userView({ id: objectId });
  return resourceLinks({ name: viewOf }).view?.(objectId);
}

/**
 * Whether the caller may change this relation of this record: they hold the resource's edit permission
 * and, when adding an object gives it the record itself (members of a role), they may grant the record
 * (issue 11: only super admins grant the super-admin role). Null while the server is asked.
 */
function useCanChange(def: AnyResource, relation: ResourceRelation, recordId: string): boolean | null {
  const { hasPermission } = useAccess();
  const canEdit = hasPermission(accessOf(accessFor(def), 'edit'));
  const kind = relation.ownerGrantKind;
  const [isGrantable, setIsGrantable] = useState<boolean | null>(kind ? null : true);
  useEffect(() => {
    if (!kind || !canEdit) return;
    let isCurrent = true;
    void grantableIds(kind, [recordId]).then((ids) => {
      if (isCurrent) setIsGrantable(ids.has(recordId));
    });
    return () => {
      isCurrent = false;
    };
  }, [kind, canEdit, recordId]);
  return canEdit ? isGrantable : false;
}

function AddDialog({
  relation,
  recordTitle,
  onClose,
  add,
}: {
  relation: ResourceRelation;
  recordTitle: string;
  onClose: () => void;
  add: (id: string) => Promise<boolean>;
}) {
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Add ${relation.noun} to ${recordTitle}`}
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: {
          label: 'Add',
          isDisabled: !chosen,
          onClick: async () => {
            if (chosen && (await add(chosen.value))) onClose();
          },
        },
      }}
    >
      <FormField label={relation.noun.charAt(0).toUpperCase() + relation.noun.slice(1)}>
        <AsyncSearchSelect
          search={searchObjects(relation.object.objectTypeName, relation.object.grantKind)}
          value={chosen}
          onChange={setChosen}
          debounceMs={350}
          placeholder="Type at least 3 characters..."
        />
      </FormField>
    </Modal>
  );
}

/** One relation's tab: the linked objects (paged, searchable), Add (a picker dialog) and Remove per row. */
function RelationPanel({
  def,
  record,
  relationKey,
  relation,
  isOpening,
}: {
  def: AnyResource;
  record: Row;
  relationKey: string;
  relation: ResourceRelation;
  isOpening: boolean;
}) {
  const recordId = idOf(def, record);
  const recordTitle = titleOf(def, record);
  const client = resourceClient(def).relation(relationKey);
  const canChange = useCanChange(def, relation, recordId);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<AssignedObject | null>(null);
  // A change here changes the record's counts too (a role's Members and Permissions): its view refetches.
  const changed = () => invalidateQueries(recordQueryKey(def, recordId));
  useEffect(() => {
    if (isOpening && canChange) setIsAdding(true);
  }, [isOpening, canChange]);
  const addLabel = `Add ${relation.noun}`;
  const columns: DataTableColumn<AssignedObject>[] = [
    {
      id: 'Title',
      title: relation.object.titleLabel ?? 'Title',
      cell: (o) => {
        const href = objectHref(relation, o.ObjectId);
        return href ? <ConsoleLink to={href}>{o.Title}</ConsoleLink> : o.Title;
      },
    },
    { id: 'Name', title: relation.object.nameLabel ?? 'Name', cell: (o) => o.Name },
    ...(canChange
      ? [
          {
            id: 'actions',
            title: 'Actions',
            isSortable: false,
            isExportable: false,
            cell: (o: AssignedObject) => (
              <RowActions
                objectName={o.Title}
                actions={[{ id: 'remove', destroys: 'remove', onClick: () => setRemoving(o) }]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <div css={{ display: 'grid', gap: 12, paddingTop: 12 }}>
      <div>
        {canChange ? (
          <Button variant="secondary" onClick={() => setIsAdding(true)}>
            {addLabel}
          </Button>
        ) : canChange === false ? (
          <LockedLink>{addLabel}</LockedLink>
        ) : null}
      </div>
      <DataTable
        queryKey={[...recordQueryKey(def, recordId), relationKey]}
        label={`${relation.title} of ${recordTitle}`}
        historyName={`r-${relationKey}`}
        columns={columns}
        rowKey={(o) => o.ObjectId}
        searchColumns={['Title', 'Name']}
        emptyText={relation.emptyText ?? `No ${relation.title.toLowerCase()}.`}
        fetchPage={async (request, { signal }) => pageOf(await client.list(recordId, request, signal))}
      />
      {isAdding && (
        <AddDialog
          relation={relation}
          recordTitle={recordTitle}
          onClose={() => setIsAdding(false)}
          add={async (objectId) => {
            const env = await client.assign(recordId, [objectId]);
            if (env.Success) changed();
            return env.Success;
          }}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={`${destructiveVerb('remove')} ${removing?.Title ?? ''} from ${recordTitle}?`}
        confirmLabel={destructiveVerb('remove')}
        isDestructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const env = await client.unassign(recordId, [removing.ObjectId]);
          setRemoving(null);
          if (env.Success) changed();
        }}
      >
        {relation.title} of {recordTitle} no longer include {removing?.Title}.
      </ConfirmDialog>
    </div>
  );
}

/**
 * The relations of a record as tabs under its view (§6 object scope: role → members, permissions).
 * The URL hash selects a tab by its key (`#members`, a bare tab name per §2); `action=` naming a
 * relation's `assignAction` opens that tab with its Add dialog (Get Started's 'assign-new-user'),
 * for callers who may change it — others see Add locked with the §6 tooltip.
 */
export function RelationTabs({ def, record }: { def: AnyResource; record: Row }) {
  const relations = Object.entries(def.relations ?? {}) as Array<[string, ResourceRelation]>;
  const [hash] = useState(() => parseHash(window.location.hash));
  if (!relations.length) return null;
  const opening = relations.find(([, r]) => r.assignAction && hash.values.action === r.assignAction)?.[0];
  const initial = opening ?? relations.find(([key]) => key === hash.tab)?.[0] ?? relations[0]![0];
  return (
    <Tabs
      label={`${def.titles.one} relations`}
      defaultSelectedId={initial}
      onChange={(key) => window.history.replaceState(window.history.state, '', formatHash({ tab: key, values: {} }))}
      items={relations.map(([key, relation]) => ({
        id: key,
        label: relation.title,
        content: (
          <RelationPanel def={def} record={record} relationKey={key} relation={relation} isOpening={key === opening} />
        ),
      }))}
    />
  );
}
