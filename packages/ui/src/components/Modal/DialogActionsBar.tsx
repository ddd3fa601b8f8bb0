import { css } from '@emotion/react';
import { actionLook } from '../../core/action-language';
import { Button } from '../Button/Button';
import type { DialogAction, DialogActions } from './modal-props';

function ActionButton({ action, variant }: { action: DialogAction; variant: 'primary' | 'secondary' | 'danger' }) {
  return (
    <Button
      ref={action.ref}
      variant={variant}
      onClick={action.onClick}
      isLoading={action.isLoading ?? false}
      disabled={action.isDisabled}
      data-action-place="dialog"
      {...(action.form ? { form: action.form, type: 'submit' as const } : {})}
    >
      {action.label}
    </Button>
  );
}

/** The footer of a modal: cancel, other choices, then the confirming action, in the kit's looks. */
export function DialogActionsBar({ actions }: { actions: DialogActions }) {
  const { cancel, others = [], confirm } = actions;
  const confirmLook = actionLook('dialog', {
    isPrimary: true,
    ...(confirm?.isDestructive ? { destroys: 'delete' as const } : {}),
  });
  return (
    <footer
      css={(theme) => css`
        display: flex;
        justify-content: flex-end;
        flex-wrap: wrap;
        gap: ${theme.space[2]}px;
        padding: ${theme.space[3]}px ${theme.space[5]}px;
        border-top: 1px solid ${theme.colors.border};
        background: ${theme.colors.surfaceMuted};
        border-radius: 0 0 ${theme.radii.lg} ${theme.radii.lg};
      `}
    >
      {cancel && <ActionButton action={cancel} variant="secondary" />}
      {others.map((action) => (
        <ActionButton key={action.label} action={action} variant="secondary" />
      ))}
      {confirm && <ActionButton action={confirm} variant={confirmLook as 'primary' | 'danger'} />}
    </footer>
  );
}
