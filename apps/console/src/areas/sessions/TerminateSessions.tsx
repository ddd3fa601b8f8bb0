import { ConfirmDialog } from '@portcullis/ui';
import type { Envelope, TerminateResult } from '@portcullis/api-client';
import { navigate } from '../../shell/navigate';
import { links } from '../../routes/index';
import { terminateText } from './session-display';

/**
 * The confirmation before sessions end. When the caller's own session was among them the server has
 * already signed it out: the console goes through sign-out to the sign-in page.
 */
export function TerminateDialog({
  isOpen,
  onClose,
  count,
  includesOwn,
  title,
  text,
  terminate,
  onTerminated,
}: {
  isOpen: boolean;
  onClose: () => void;
  count: number;
  includesOwn: boolean;
  title?: string;
  /** Replaces the counted text (terminating all of a user's sessions counts none beforehand). */
  text?: string;
  terminate: () => Promise<Envelope<TerminateResult>>;
  onTerminated: (result: TerminateResult) => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={title ?? (count === 1 ? 'Terminate the session?' : `Terminate ${count.toLocaleString('en')} sessions?`)}
      confirmLabel="Terminate"
      isDestructive
      onClose={onClose}
      onConfirm={async () => {
        const env = await terminate();
        onClose();
        if (!env.Success || !env.Data) return;
        if (env.Data.EndedOwnSession) navigate(links.logout(), { replace: true });
        else onTerminated(env.Data);
      }}
    >
      {text ?? terminateText(count, includesOwn)}
    </ConfirmDialog>
  );
}
