import { useState } from 'react';
import { Badge, Button, FormField, SecretReveal, Select, Skeleton, useAccess } from '@portcullis/ui';
import {
  flowItemResource,
  Permissions,
  type SharedRevealAccess,
  type SharedRevealFlow,
  type SharedRevealRequest,
} from '@portcullis/api-client';
import { api } from '../../../api';
import { useLoad } from '../../shared/forms';
import { dateTimeCell } from '../../shared/cells';
import { resourceClient } from '../../shared/resource/resource-client';
import { sharedRevealView } from './shared-reveal-view';

// Refusals here are part of the flow (not delegated, awaiting approval): shown in place, never the forbidden screen.
const inPlace = { handlesForbidden: true, suppressErrorToast: true } as const;

/**
 * The user view's shared-account password (§4 shared accounts; issue 27): the 9-second reveal for a
 * delegated user, or — when the account names an approval flow — "Request access", then a pending
 * state until the flow's approvers decide. Administrators who may edit the user choose the flow.
 */
export function SharedPasswordSection({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const {
    data: access,
    isLoading,
    reload,
  } = useLoad<SharedRevealAccess>(
    () => api.users.sharedRevealAccess({ params: { id: accountId } }, inPlace),
    [accountId],
  );
  const view = sharedRevealView(access, (iso) => dateTimeCell(iso));

  const request = async () => {
    setIsRequesting(true);
    const env = await api.users.requestSharedReveal({ params: { id: accountId }, body: {} }, inPlace);
    setIsRequesting(false);
    setFailure(env.Success ? null : (env.Message ?? 'The request could not be sent.'));
    reload();
  };

  return (
    <section aria-label="Shared account password" css={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      {isLoading && !access ? (
        <Skeleton rows={1} label="Loading the shared account password" />
      ) : (
        <>
          {view.kind === 'reveal' && (
            <SecretReveal
              secretName="Shared account password"
              loadSecret={async () => {
                const env = await api.users.revealSharedPassword({ params: { id: accountId } }, inPlace);
                if (!env.Success || !env.Data) throw new Error(env.Message ?? 'The password could not be revealed.');
                setFailure(null);
                return env.Data.Password;
              }}
              onError={(error) => {
                setFailure(error instanceof Error ? error.message : 'The password could not be revealed.');
                reload(); // an approval that ran out shows "Request access" again
              }}
            />
          )}
          {view.kind === 'request' && (
            <span>
              <Button onClick={() => void request()} isLoading={isRequesting}>
                Request access
              </Button>
            </span>
          )}
          {view.kind === 'pending' && (
            <span css={{ display: 'inline-flex', gap: 10, alignItems: 'center' }}>
              <Badge tone="warning">Pending approval</Badge>
              <Button size="sm" onClick={reload}>
                Check again
              </Button>
            </span>
          )}
          {view.note && <p css={{ margin: 0 }}>{view.note}</p>}
          {failure && (
            <p role="alert" css={{ margin: 0 }}>
              {failure}
            </p>
          )}
        </>
      )}
      <RequestsAwaitingMe accountId={accountId} />
      {canManage && <RevealFlowSetting accountId={accountId} onChanged={reload} />}
    </section>
  );
}

/** Administrators (User.Edit) choose the approval flow the account's reveals go through, or none. */
function RevealFlowSetting({ accountId, onChanged }: { accountId: string; onChanged: () => void }) {
  const access = useAccess();
  const canEdit = access.hasPermission(Permissions.UserEdit);
  const { data: setting, reload } = useLoad<SharedRevealFlow>(
    () => api.users.sharedRevealFlow({ params: { id: accountId } }, inPlace),
    [accountId, canEdit],
  );
  const { data: flows } = useLoad(
    () => api.flows.flowList({ body: { CurrentPage: 1, ItemPerPage: 100 } }, inPlace),
    [canEdit],
  );
  if (!canEdit || !setting) return null;
  const options = (flows?.Data ?? []).map((f) => ({ value: String(f.FlowId), label: String(f.Title) }));
  return (
    <FormField
      label="Approval flow for reveals"
      help="When set, delegated users request access and the flow's approvers decide before they can reveal."
    >
      <Select
        hasNoneOption
        options={options}
        value={setting.FlowId}
        onChange={async (FlowId) => {
          const env = await api.users.saveSharedRevealFlow({ params: { id: accountId }, body: { FlowId } });
          if (env.Success) {
            reload();
            onChanged();
          }
        }}
      />
    </FormField>
  );
}

/** Other delegated users' reveal requests waiting for the signed-in user's decision, approved or denied in place. */
function RequestsAwaitingMe({ accountId }: { accountId: string }) {
  const { data: requests, reload } = useLoad<SharedRevealRequest[]>(
    () => api.users.sharedRevealRequests({ params: { id: accountId } }, inPlace),
    [accountId],
  );
  if (!requests?.length) return null;
  const decide = async (request: SharedRevealRequest, isApproved: boolean) => {
    await resourceClient(flowItemResource).action(isApproved ? 'approve' : 'deny', {}, request.FlowItemId);
    reload();
  };
  return (
    <ul aria-label="Reveal requests waiting for you" css={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
      {requests.map((r) => (
        <li key={r.FlowItemId} css={{ display: 'flex', gap: 10, alignItems: 'center' }}>
          <span>{`${r.RequesterTitle} asks to reveal the password (${dateTimeCell(r.CreatedDate)}).`}</span>
          <Button size="sm" onClick={() => void decide(r, true)} aria-label={`Approve ${r.RequesterTitle}`}>
            Approve
          </Button>
          <Button size="sm" onClick={() => void decide(r, false)} aria-label={`Deny ${r.RequesterTitle}`}>
            Deny
          </Button>
        </li>
      ))}
    </ul>
  );
}
