import type { ReactNode } from 'react';
import { ConfirmDialog, destructiveVerb, type DestructiveKind, type PageHeaderAction } from '@portcullis/ui';
import type { Envelope } from '@portcullis/api-client';
import type { Href } from '../../../routes/links';
import { navigate } from '../../../shell/navigate';

/**
 * A confirmed delete or remove that then goes to `afterHref` (or calls `onRemoved`, e.g. to reload a
 * record marked removed). `destroys` says which (the kit's one verb for it): 'delete' destroys the
 * object, 'remove' unlinks it from its parent.
 */
export function RemoveDialog({
  isOpen,
  onClose,
  destroys,
  objectName,
  parentName,
  text,
  remove,
  afterHref,
  onRemoved,
}: {
  isOpen: boolean;
  onClose: () => void;
  destroys: DestructiveKind;
  /** What goes ('Grace Allen'). */
  objectName: string;
  /** For a remove: what it leaves ('Payroll'), named in the title. */
  parentName?: string;
  text: ReactNode;
  remove: () => Promise<Envelope<unknown>>;
  afterHref?: Href;
  onRemoved?: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={`${destructiveVerb(destroys)} ${objectName}${parentName ? ` from ${parentName}` : ''}?`}
      confirmLabel={destructiveVerb(destroys)}
      isDestructive
      onClose={onClose}
      onConfirm={async () => {
        const env = await remove();
        onClose();
        if (!env.Success) return;
        if (afterHref) navigate(afterHref);
        else onRemoved?.();
      }}
    >
      {text}
    </ConfirmDialog>
  );
}

/** A record's Delete (or Remove) header action, which opens its `RemoveDialog`: the view's and the save page's. */
export const removeHeaderAction = (
  destroys: DestructiveKind,
  permission: PageHeaderAction['permission'],
  open: () => void,
): PageHeaderAction => ({ id: destroys, destroys, permission, onClick: open });
