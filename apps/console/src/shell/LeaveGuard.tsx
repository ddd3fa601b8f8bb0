import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '@portcullis/ui';
import { appState } from '../state/app-store';
import { navigate, toHref } from './navigate';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'You have unsaved changes on this page. If you leave, they are lost.';

/**
 * Spec §4 form edit flag: asks before leaving an edited form, for in-console navigation (held by
 * `navigate`) and for reloads or closing the tab (the browser's own prompt).
 */
export function LeaveGuard() {
  const state = useSnapshot(appState);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!appState.isFormChanged) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const target = state.pendingNavigation;
  return (
    <ConfirmDialog
      isOpen={target !== null}
      title={LEAVE_TITLE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      isDestructive
      onClose={() => {
        appState.pendingNavigation = null;
      }}
      onConfirm={() => {
        appState.pendingNavigation = null;
        appState.isFormChanged = false;
        const href = toHref(target);
        if (href) navigate(href, { force: true });
      }}
    >
      {LEAVE_TEXT}
    </ConfirmDialog>
  );
}
