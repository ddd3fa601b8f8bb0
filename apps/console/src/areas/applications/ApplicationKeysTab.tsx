import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  ExpiryDisplay,
  Menu,
  PermissionGate,
  useAccess,
  destructiveVerb,
  linkStyles,
} from '@portcullis/ui';
import { type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import {
  applicationResource,
  keyTypeInfo,
  type Application,
  type ApplicationKey,
  type KeySecret,
} from '@portcullis/api-client';
import { api } from '../../api';
import { recordQueryKey } from '../shared/resource/resource-client';
import { dateCell, dateTimeCell } from '../shared/cells';
import { ChildTable, childTab } from '../shared/resource/ChildTable';
import { applicationOwner } from './ApplicationScopeTabs';
import { OneTimeSecrets } from '../shared/OneTimeSecrets';
import { KeyFormDialog } from './KeyForm';
import { KeyDetailsDialog, RotateKeyDialog } from './KeyDialogs';

const edit = applicationResource.access.edit;

/** Active, Expired (with the §4 expiry display), or Replaced with when it stops. */
function KeyState({ k }: { k: ApplicationKey }) {
  if (k.State === 'Replaced') {
    const isOver = k.ExpirationDate !== null && Date.parse(k.ExpirationDate) <= Date.now();
    return (
      <Badge tone="neutral">{isOver ? 'Replaced' : `Replaced, works until ${dateTimeCell(k.ExpirationDate)}`}</Badge>
    );
  }
  return k.State === 'Expired' ? <Badge tone="danger">Expired</Badge> : <Badge tone="success">Active</Badge>;
}

type Dialog =
  { kind: 'create' } | { kind: 'edit' | 'details' | 'rotate' | 'expire' | 'remove'; key: ApplicationKey } | null;

/**
 * The application's keys (Keys tab): create one of the nine §4 types (its secret is shown once),
 * details with the public material, edit, rotate with a grace period, expire now and remove.
 */
export function ApplicationKeysTab({ app }: { app: Application }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [secrets, setSecrets] = useState<{ title: string; list: KeySecret[]; clientId: string | null } | null>(null);
  const { hasPermission } = useAccess();
  const canEdit = hasPermission(edit);
  const appKey = recordQueryKey(applicationResource, app.ApplicationId);
  const reload = () => invalidateQueries(appKey);
  const close = () => setDialog(null);
  /** Shows the secrets once, with the key's client ID (OAuth, OpenID) beside them: both are needed together. */
  const issued = (title: string, list: KeySecret[], key?: ApplicationKey) => {
    close();
    reload();
    const clientId = key?.Settings.ClientId;
    if (list.length) setSecrets({ title, list, clientId: typeof clientId === 'string' ? clientId : null });
  };
  const columns: DataTableColumn<ApplicationKey>[] = [
    {
      id: 'Title',
      title: 'Key',
      cell: (k) => (
        <button
          type="button"
          onClick={() => setDialog({ kind: 'details', key: k })}
          css={(t) => [
            linkStyles(t),
            { background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer' },
          ]}
        >
          {k.Title ?? k.KeyTypeText}
        </button>
      ),
    },
    { id: 'KeyType', title: 'Type', cell: (k) => k.KeyTypeText },
    { id: 'CreatedDate', title: 'Created', cell: (k) => dateCell(k.CreatedDate) },
    {
      id: 'ExpirationDate',
      title: 'Expiration Date',
      // The date only once it is past: the State column says Expired (issue 22: not twice per row).
      cell: (k) =>
        k.State === 'Active' ? (
          <ExpiryDisplay date={k.ExpirationDate} withTime isAlertOn emptyText="Never" />
        ) : (
          dateTimeCell(k.ExpirationDate, 'Never')
        ),
    },
    { id: 'State', title: 'State', cell: (k) => <KeyState k={k} /> },
    ...(canEdit
      ? [
          {
            id: 'actions',
            title: 'Actions',
            isSortable: false,
            isExportable: false,
            cell: (k: ApplicationKey) => {
              const isRotatable = Boolean(keyTypeInfo(k.KeyType)?.isRotatable);
              const isReplaced = k.State === 'Replaced';
              return (
                <Menu
                  label="Actions"
                  ariaLabel={`Actions for ${k.Title ?? k.KeyTypeText}`}
                  variant="ghost"
                  items={[
                    {
                      id: 'edit',
                      label: 'Edit',
                      isDisabled: isReplaced,
                      onSelect: () => setDialog({ kind: 'edit', key: k }),
                    },
                    {
                      id: 'rotate',
                      label: 'Rotate',
                      isDisabled: isReplaced || !isRotatable,
                      onSelect: () => setDialog({ kind: 'rotate', key: k }),
                    },
                    {
                      id: 'expire',
                      label: 'Expire now',
                      isDisabled: k.State !== 'Active',
                      onSelect: () => setDialog({ kind: 'expire', key: k }),
                    },
                    {
                      id: 'remove',
                      label: destructiveVerb('delete'),
                      isDanger: true,
                      onSelect: () => setDialog({ kind: 'remove', key: k }),
                    },
                  ]}
                />
              );
            },
          },
        ]
      : []),
  ];
  const keyName = dialog && 'key' in dialog ? (dialog.key.Title ?? dialog.key.KeyTypeText) : '';
  return (
    <ChildTable
      header={
        <PermissionGate permission={edit}>
          <div css={{ marginBottom: 12 }}>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'create' })}>
              Create key
            </Button>
          </div>
        </PermissionGate>
      }
      tab={childTab(applicationOwner(app), 'keys')}
      columns={columns}
      rowKey={(k) => k.ApplicationKeyId}
      emptyText="This application has no keys yet."
      fetchPage={(request, signal) =>
        api.applications.keyList({ body: { ...request, ApplicationId: app.ApplicationId } }, { signal })
      }
    >
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <KeyFormDialog
          isOpen
          applicationId={app.ApplicationId}
          applicationType={app.ApplicationType}
          existing={dialog.kind === 'edit' ? dialog.key : null}
          onClose={close}
          onSaved={(result) =>
            issued(
              result ? `Secret of ${result.Key.Title ?? result.Key.KeyTypeText}` : '',
              result?.Secrets ?? [],
              result?.Key,
            )
          }
        />
      )}
      {dialog?.kind === 'details' && <KeyDetailsDialog keyRow={dialog.key} onClose={close} />}
      {dialog?.kind === 'rotate' && (
        <RotateKeyDialog
          keyRow={dialog.key}
          onClose={close}
          onRotated={(result) => issued(`New secret of ${keyName}`, result.Secrets, result.Key)}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === 'expire'}
        title={`Expire ${keyName} now?`}
        confirmLabel="Expire now"
        isDestructive
        onClose={close}
        onConfirm={async () => {
          if (dialog && 'key' in dialog)
            await api.applications.keyExpire({ params: { id: dialog.key.ApplicationKeyId } });
          reload();
        }}
      >
        The key stops working at once and shows as expired. To keep the application working, rotate it instead.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog?.kind === 'remove'}
        title={`${destructiveVerb('delete')} ${keyName}?`}
        confirmLabel={destructiveVerb('delete')}
        isDestructive
        onClose={close}
        onConfirm={async () => {
          if (dialog && 'key' in dialog)
            await api.applications.keyRemove({ params: { id: dialog.key.ApplicationKeyId } });
          reload();
        }}
      >
        The key stops working at once and is deleted.
      </ConfirmDialog>
      <OneTimeSecrets
        title={secrets?.title ?? ''}
        secrets={secrets?.list ?? null}
        companions={secrets?.clientId ? [{ Title: 'Client ID', Value: secrets.clientId }] : []}
        onClose={() => setSecrets(null)}
      />
    </ChildTable>
  );
}
