import { css } from '@emotion/react';
import type { MouseEvent, ReactNode } from 'react';
import { destructiveVerb, rowActionName, type DestructiveKind } from '../../core/action-language';
import { PermissionGate } from '../Access/AccessProvider';
import { Button, buttonStyles } from '../Button/Button';
import { TrashIcon } from '../icons';

interface RowActionBase {
  id: string;
  /** Runs the action; on a link (`href`), call `preventDefault` to navigate with a router instead. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Makes the action a link (View, Edit, Privileges) rather than a button. */
  href?: string;
  /** A decorative icon before the verb. Destructive actions get a trash icon. */
  icon?: ReactNode;
  /** Permission needed to show the action; it is removed without it. */
  permission?: string | readonly string[];
  /** @default false */
  isDisabled?: boolean;
}

/**
 * One action of a row. The visible text is the verb alone ('Edit', 'Remove'); the accessible name adds
 * the row's object ('Remove Grace Allen'). A destructive action names what it does with `destroys`
 * and gets the one verb for it: 'Delete' destroys the object, 'Remove' unlinks it from the parent.
 */
export type RowAction = RowActionBase &
  ({ label: string; destroys?: never } | { destroys: DestructiveKind; label?: never });

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  /** The row's object as people know it ('Grace Allen'): it ends every action's accessible name. */
  objectName: string;
  actions: readonly RowAction[];
}

const rowStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  flex-wrap: nowrap;
  white-space: nowrap;
`;

/**
 * The actions of a table row, on one line, quiet, each showing its verb and named after the row's
 * object. The look and the destructive verbs are the kit's (the language of actions), not the
 * screen's: a row cannot show a filled button or repeat the object's name in its text.
 */
export function RowActions({ objectName, actions }: RowActionsProps) {
  return (
    <span css={rowStyle} data-row-actions="">
      {actions.map((action) => {
        const verb = action.destroys ? destructiveVerb(action.destroys) : action.label!;
        const name = rowActionName(verb, objectName);
        const icon = action.icon ?? (action.destroys ? <TrashIcon size={14} /> : undefined);
        const tone = (theme: Parameters<typeof buttonStyles>[0]) =>
          action.destroys ? css({ color: theme.colors.danger }) : undefined;
        const control = action.href ? (
          <a
            key={action.id}
            href={action.href}
            aria-label={name}
            aria-disabled={action.isDisabled || undefined}
            data-action-place="row"
            onClick={(event) => {
              if (action.isDisabled) {
                event.preventDefault();
                return;
              }
              action.onClick?.(event);
            }}
            css={(theme) => [buttonStyles(theme, 'quiet', 'sm'), tone(theme)]}
          >
            {icon && (
              <span data-button-icon="" aria-hidden="true">
                {icon}
              </span>
            )}
            {verb}
          </a>
        ) : (
          <Button
            key={action.id}
            size="sm"
            variant="quiet"
            aria-label={name}
            startIcon={icon}
            disabled={action.isDisabled}
            data-action-place="row"
            onClick={action.onClick}
            css={tone}
          >
            {verb}
          </Button>
        );
        return action.permission ? (
          <PermissionGate key={action.id} permission={action.permission}>
            {control}
          </PermissionGate>
        ) : (
          control
        );
      })}
    </span>
  );
}
RowActions.displayName = 'RowActions';
