import { useState } from 'react';
import { invalidateQueries } from '@portcullis/datatable';
import { PageHeader, type PageHeaderAction, PageLayout } from '@portcullis/ui';
import {
  accessOf,
  factFieldNames,
  fieldOf,
  isFieldShown,
  NOT_FOUND_TITLE,
  titleOf,
  type AnyResource,
} from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import type { Href } from '../../../routes/links';
import { navigate } from '../../../shell/navigate';
import { useRecord } from '../forms';
import { Facts } from './Facts';
import { RemoveDialog, removeHeaderAction } from './RemoveDialog';
import { RecordState } from '../RecordState';
import { recordValue } from './display';
import type { ResourceOverrides } from './overrides';
import { recordQueryKey, resourceClient } from './resource-client';
import { recordIdOf, resourceLinks } from './resource-routes';
import { accessFor } from './ResourceList';
import { RelationTabs } from './RelationTabs';
import { ChildTabs } from './ChildLists';
import { useRecordActions } from './ResourceActions';

type Row = Record<string, unknown>;

/**
 * The generic view of one record: its title, Edit (primary) and Remove actions by permission, the
 * definition's facts, its relations as tabs (RelationTabs), and the override slots' actions and content
 * below. A missing record shows the
 * not-found state with a way back to the list.
 */
export function ResourceView({
  params,
  definition: def,
  partition,
  overrides = {},
}: ScreenProps & { definition: AnyResource; partition?: string; overrides?: ResourceOverrides }) {
  const id = recordIdOf(def, params) ?? '';
  const backTo = overrides.backTo?.(params);
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition);
  // A view route whose id is optional (zones/defs/view/:id?) shows the not-found state without one.
  const { state, reload } = useRecord(
    () => (id ? client.get(id) : Promise.resolve({ Success: false, Title: NOT_FOUND_TITLE, Data: null })),
    [id],
    { queryKey: recordQueryKey(def, id) },
  );
  return (
    <RecordState
      state={state}
      what={def.noun}
      backTo={backTo ?? links.list?.()}
      backLabel={overrides.backLabel}
      onRetry={reload}
    >
      {(record: Row) => (
        <ResourceRecord
          def={def}
          partition={partition}
          overrides={overrides}
          id={id}
          record={record}
          reload={reload}
          backTo={backTo}
        />
      )}
    </RecordState>
  );
}

/** One loaded record: header with Edit, its actions and Remove; facts; relation and child tabs. */
function ResourceRecord({
  def,
  partition,
  overrides,
  id,
  record,
  reload,
  backTo,
}: {
  def: AnyResource;
  partition?: string;
  overrides: ResourceOverrides;
  id: string;
  record: Row;
  reload: () => void;
  /** Where a removal goes when the list is not the way back (`overrides.backTo`). */
  backTo?: Href;
}) {
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition);
  const access = accessFor(def, partition);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  // Actions the record's state allows; after one, the record and its lists load again.
  const verbs = useRecordActions(def, record, () => {
    invalidateQueries(recordQueryKey(def, id));
    reload();
  });
  const title = overrides.pageTitle?.(record as never) ?? titleOf(def, record);
  const editHref = overrides.editHref?.(record as never) ?? links.save?.(id);
  const removesFrom = overrides.removesFrom?.(record as never);
  const destroys = removesFrom ? ('remove' as const) : ('delete' as const);
  const isEditable = overrides.isEditable?.(record as never) ?? true;
  const isRemovable = isEditable && (overrides.isRemovable?.(record as never) ?? true);
  const actions: PageHeaderAction[] = [
    ...(overrides.viewActions?.(record as never) ?? []),
    ...verbs.actions,
    ...(isRemovable && def.calls.remove
      ? [removeHeaderAction(destroys, accessOf(access, 'remove'), () => setIsRemoveOpen(true))]
      : []),
  ];
  const facts = factFieldNames(def).flatMap((name): Array<[string, React.ReactNode]> => {
    // A fact that does not apply to this record (shownWhen) is left out.
    if (!isFieldShown(fieldOf(def, name), record)) return [];
    const custom = overrides.facts?.[name];
    const value = custom ? custom(record as never) : recordValue(def, name, fieldOf(def, name), record[name], 'None');
    return value === null ? [] : [[fieldOf(def, name).title, value]];
  });
  return (
    <PageLayout
      header={
        <PageHeader
          title={title}
          description={def.titles.one}
          {...(isEditable && editHref
            ? {
                primaryAction: {
                  id: 'edit',
                  label: 'Edit',
                  permission: accessOf(access, 'edit'),
                  onClick: () => navigate(editHref),
                },
              }
            : {})}
          actions={actions}
        />
      }
    >
      <Facts facts={facts} />
      <RelationTabs def={def} record={record} />
      <ChildTabs def={def} record={record} />
      {verbs.dialog}
      {overrides.viewBelow?.(record as never)}
      {overrides.removeDialog ? (
        isRemoveOpen &&
        overrides.removeDialog(record as never, (isRemoved) => {
          setIsRemoveOpen(false);
          if (isRemoved && links.list) navigate(links.list());
        })
      ) : (
        <RemoveDialog
          isOpen={isRemoveOpen}
          onClose={() => setIsRemoveOpen(false)}
          destroys={destroys}
          objectName={removesFrom?.name ?? title}
          parentName={removesFrom?.from}
          afterHref={def.store.softDeleteColumn ? undefined : (backTo ?? links.list?.())}
          onRemoved={reload}
          text={def.removeText ?? `The ${def.noun} is removed.`}
          remove={() => client.remove(id)}
        />
      )}
    </PageLayout>
  );
}
