import { useState } from 'react';
import {
  AuthenticatorType,
  Permissions,
  type MfaEnrolment,
  type MfaEnrolmentStart,
  type PagedData,
} from '@portcullis/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  FormField,
  Modal,
  PermissionGate,
  Select,
  TextInput,
  RowActions,
  destructiveVerb,
} from '@portcullis/ui';
import { api } from '../../../api';
import { useLoad } from '../../shared/forms';
import { dateCell } from '../../shared/cells';
import { ManageGate } from './UserObjectTabs';
import { RevokeRememberedDevicesButton } from './RevokeRememberedDevicesButton';

interface AuthenticatorRow {
  AuthenticatorId: string;
  Title: string;
  AuthenticatorType: string;
  IsEnabled: boolean;
}

/** Kinds an administrator enrols a user with here (passwords need none; passkeys are registered on the user's device). */
const ENROLLABLE: readonly string[] = [AuthenticatorType.Totp, AuthenticatorType.Sms, AuthenticatorType.Email];

const table = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', padding: '6px 8px', borderBottom: '1px solid rgba(127,127,127,0.2)' },
} as const;

/**
 * The user view's Authenticators tab (§2.7, designed): the user's MFA enrolments, which the user's
 * MFA state everywhere comes from. An authenticator app is enrolled in two steps: the secret is shown
 * once (QR code and text), then a code from the app activates it.
 */
export function UserAuthenticatorsTab({ userId, canManage }: { userId: string; canManage: boolean }) {
  const { data, reload } = useLoad<MfaEnrolment[]>(
    () => api.authenticators.userEnrolments({ params: { id: userId } }),
    [userId],
  );
  const [isEnrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState<MfaEnrolment | null>(null);
  if (!data) return null;
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <PermissionGate permission={Permissions.UserEdit}>
        <ManageGate canManage={canManage}>
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => setEnrolling(true)}>
              Enrol authenticator
            </Button>
            <RevokeRememberedDevicesButton userId={userId} />
          </div>
        </ManageGate>
      </PermissionGate>
      {data.length === 0 ? (
        <EmptyState title="This user has no authenticators enrolled." />
      ) : (
        <table aria-label="User authenticators" css={table}>
          <thead>
            <tr>
              <th>Authenticator</th>
              <th>Enrolment</th>
              <th>State</th>
              <th>Enrolled</th>
              <th>Last used</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.map((e) => (
              <tr key={e.EnrolmentId}>
                <td>{e.AuthenticatorTitle}</td>
                <td>{e.Label}</td>
                <td>
                  {e.State === 0 ? (
                    <Badge tone="warning">Waiting for a code</Badge>
                  ) : e.IsAuthenticatorEnabled ? (
                    <Badge tone="success">Active</Badge>
                  ) : (
                    <Badge tone="neutral">Authenticator disabled</Badge>
                  )}
                </td>
                <td>{dateCell(e.CreatedDate)}</td>
                <td>{e.LastUsedDate ? dateCell(e.LastUsedDate) : 'Never'}</td>
                <td>
                  <PermissionGate permission={Permissions.UserEdit}>
                    <ManageGate canManage={canManage}>
                      <RowActions
                        objectName={`${e.AuthenticatorTitle} (${e.Label})`}
                        actions={[{ id: 'delete', destroys: 'delete', onClick: () => setRemoving(e) }]}
                      />
                    </ManageGate>
                  </PermissionGate>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {isEnrolling && (
        <EnrolDialog
          userId={userId}
          onClose={() => {
            setEnrolling(false);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={`${destructiveVerb('delete')} this enrolment?`}
        confirmLabel={destructiveVerb('delete')}
        isDestructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing)
            await api.authenticators.removeEnrolment({ params: { id: userId, enrolmentId: removing.EnrolmentId } });
          setRemoving(null);
          reload();
        }}
      >
        {removing?.AuthenticatorTitle} ({removing?.Label}) will no longer be asked for at sign-in.
      </ConfirmDialog>
    </div>
  );
}

function EnrolDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data: page } = useLoad<PagedData<AuthenticatorRow>>(
    () =>
      api.authenticators.authenticatorList({ body: { CurrentPage: 1, ItemPerPage: 100 } }) as Promise<{
        Success: boolean;
        Message: string;
        Data: PagedData<AuthenticatorRow> | null;
      }>,
    [],
  );
  const options = (page?.Data ?? [])
    .filter((a) => a.IsEnabled && ENROLLABLE.includes(a.AuthenticatorType))
    .map((a) => ({ value: a.AuthenticatorId, label: a.Title }));
  const [authenticatorId, setAuthenticatorId] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [started, setStarted] = useState<MfaEnrolmentStart | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = page?.Data.find((a) => a.AuthenticatorId === authenticatorId);

  const enrol = async () => {
    if (!authenticatorId) return setError('Choose an authenticator.');
    const result = await api.authenticators.enrol({
      params: { id: userId },
      body: {
        AuthenticatorId: authenticatorId,
        ...(chosen?.AuthenticatorType === AuthenticatorType.Sms ? { PhoneNumber: phone.trim() } : {}),
        ...(chosen?.AuthenticatorType === AuthenticatorType.Email && email.trim() ? { Email: email.trim() } : {}),
      },
    });
    if (!result.Success || !result.Data) return setError(result.Message || 'The enrolment failed.');
    if (result.Data.State === 1) return onClose();
    setError(null);
    setStarted(result.Data);
  };
  const confirm = async () => {
    if (!started) return;
    const result = await api.authenticators.confirmEnrolment(
      { params: { id: userId, enrolmentId: started.EnrolmentId }, body: { Code: code.replace(/\s/g, '') } },
      { suppressErrorToast: true },
    );
    if (!result.Success) return setError(result.Message || 'The code is not correct.');
    onClose();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={started ? 'Scan with the authenticator app' : 'Enrol authenticator'}
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: started ? { label: 'Confirm code', onClick: confirm } : { label: 'Enrol', onClick: enrol },
      }}
    >
      {started ? (
        <div css={{ display: 'grid', gap: 12 }}>
          <p>The secret is shown only now. Scan the code with the app, or type the secret into it.</p>
          {started.QrCode && <img src={started.QrCode} alt="QR code of the authenticator secret" width={200} />}
          <p css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <code>{started.Secret}</code>
            {started.Secret && <CopyButton text={started.Secret} label="Copy secret" />}
          </p>
          <FormField label="Code from the app" error={error}>
            <TextInput
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </FormField>
        </div>
      ) : (
        <div css={{ display: 'grid', gap: 12 }}>
          <FormField label="Authenticator" error={error}>
            <Select<string> options={options} value={authenticatorId} onChange={setAuthenticatorId} />
          </FormField>
          {chosen?.AuthenticatorType === AuthenticatorType.Sms && (
            <FormField label="Phone number" help="International form, e.g. +905321234567.">
              <TextInput type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </FormField>
          )}
          {chosen?.AuthenticatorType === AuthenticatorType.Email && (
            <FormField label="E-mail address" help="Leave empty for the user's own address.">
              <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
          )}
        </div>
      )}
    </Modal>
  );
}
