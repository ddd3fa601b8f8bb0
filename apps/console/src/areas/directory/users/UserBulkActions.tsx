import { useState } from 'react';
import { AsyncSearchSelect, Button, ConfirmDialog, Modal, PermissionGate, type SelectOption } from '@portcullis/ui';
import type { BulkContext } from '@portcullis/datatable';
import { countOf, Permissions } from '@portcullis/api-client';
import { api } from '../../../api';

type Action = 'enable' | 'disable' | 'delete' | 'assignGroup';

/**
 * Bulk actions of the user list on the selection — chosen rows, or every user matching the filters
 * (select-all-across-pages, resolved by the server). Deleting asks first and needs User.Delete.
 */
export function UserBulkActions({ context }: { context: BulkContext }) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [group, setGroup] = useState<SelectOption | null>(null);
  const [isGroupOpen, setIsGroupOpen] = useState(false);
  const run = async (Action: Action, GroupDefId?: string) => {
    const target =
      'SelectedIds' in context.request
        ? { UserIds: context.request.SelectedIds }
        : {
            AllMatching: {
              Filters: context.request.AllMatching.Filters,
              ExceptIds: context.request.AllMatching.ExceptIds,
            },
          };
    const env = await api.users.bulk({ body: { Action, ...target, ...(GroupDefId ? { GroupDefId } : {}) } });
    if (env.Success) {
      context.clear();
      context.reload();
    }
  };
  const who = countOf(context.count, 'user');
  return (
    <PermissionGate permission={Permissions.UserEdit}>
      <Button size="sm" variant="secondary" onClick={() => void run('enable')}>
        Enable
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setConfirming('disable')}>
        Disable
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setIsGroupOpen(true)}>
        Assign group
      </Button>
      <PermissionGate permission={Permissions.UserDelete}>
        <Button size="sm" variant="danger" onClick={() => setConfirming('delete')}>
          Delete
        </Button>
      </PermissionGate>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming === 'delete' ? `Delete ${who}?` : `Disable ${who}?`}
        confirmLabel={confirming === 'delete' ? 'Delete' : 'Disable'}
        isDestructive
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          const action = confirming!;
          setConfirming(null);
          await run(action);
        }}
      >
        {confirming === 'delete'
          ? 'Their sessions, devices and assignments are removed. This cannot be undone.'
          : 'They can no longer sign in until enabled again.'}{' '}
        Your own account is never included.
      </ConfirmDialog>
      <Modal
        isOpen={isGroupOpen}
        onClose={() => setIsGroupOpen(false)}
        title={`Add ${who} to a group`}
        actions={{
          cancel: { label: 'Cancel', onClick: () => setIsGroupOpen(false) },
          confirm: {
            label: 'Add to group',
            isDisabled: !group,
            onClick: async () => {
              setIsGroupOpen(false);
              if (group) await run('assignGroup', group.value);
              setGroup(null);
            },
          },
        }}
      >
        <AsyncSearchSelect
          label="Group"
          value={group}
          onChange={setGroup}
          placeholder="Type at least 3 characters..."
          search={async (text) =>
            (
              (
                await api.groups.groupDefsBySelect(
                  { params: {}, query: { search: text } },
                  { suppressErrorToast: true },
                )
              ).Data ?? []
            ).map((g) => ({ value: g.GroupDefId, label: g.Title }))
          }
        />
      </Modal>
    </PermissionGate>
  );
}
