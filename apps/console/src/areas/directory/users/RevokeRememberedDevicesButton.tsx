import { useState } from 'react';
import { Button, ConfirmDialog } from '@portcullis/ui';
import { api } from '../../../api';

/**
 * Revokes the user's remembered devices (MfaRememberDeviceDays), as Entra ID's "Revoke MFA sessions"
 * and Okta's "Forget factors": each device the user had remembered asks for the second factor again at
 * the next sign-in. Sessions and enrolments stay; the server's message is shown as a toast.
 */
export function RevokeRememberedDevicesButton({ userId }: { userId: string }) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Revoke remembered devices
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Revoke this user's remembered devices?"
        confirmLabel="Revoke"
        isDestructive
        onClose={() => setConfirming(false)}
        onConfirm={() => api.authenticators.revokeRememberedDevices({ params: { id: userId } })}
      >
        Every device this user chose to remember will ask for the second factor again at the next sign-in. Their
        sessions and authenticators stay as they are.
      </ConfirmDialog>
    </>
  );
}
