import { useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, type PageHeaderAction } from '@portcullis/ui';
import {
  actionRefusal,
  checkActionInput,
  confirmTextOf,
  idOf,
  isActionShownFor,
  type AnyField,
  type AnyResource,
  type Fields,
  type ResourceAction,
} from '@portcullis/api-client';
import { FieldControl } from './controls';
import { resourceClient } from './resource-client';

type Row = Record<string, unknown>;

/** What a chosen action runs on: one record, or a selection request of the data table. */
export type ActionTarget = { id: string } | { selection: Row };

/**
 * The dialog of an action: its question (destructive actions ask first) and its input fields (kinds
 * as the save form's, checked with the same rules before sending). It closes once the call finished.
 */
export function ActionDialog({
  def,
  verb,
  target,
  count,
  onClose,
  onDone,
  children,
}: {
  def: AnyResource;
  verb: string;
  target: ActionTarget;
  /** What the record is, shown above the question (a request's requester and justification). */
  children?: ReactNode;
  /** How many records a selection holds (for the question). */
  count?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const action = def.actions![verb]!;
  const fields = (action.input ?? {}) as Fields;
  const [draft, setDraft] = useState<Row>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const what = count === undefined ? def.noun : `${count} ${count === 1 ? def.noun : def.titles.many.toLowerCase()}`;
  const run = async () => {
    const problems = checkActionInput(action, draft);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.Field, p.Message])));
      throw new Error(problems[0]!.Message);
    }
    const client = resourceClient(def);
    const env = await client.action(
      verb,
      'id' in target ? draft : { ...target.selection, ...draft },
      'id' in target ? target.id : undefined,
    );
    if (env.Success) onDone();
  };
  return (
    <ConfirmDialog
      isOpen
      onClose={onClose}
      onConfirm={run}
      onError={() => undefined}
      title={`${action.title} ${what}`}
      confirmLabel={action.title}
      isDestructive={Boolean(action.isDestructive)}
      // An action titled as the dismiss button (Cancel) would give the dialog two buttons of one name.
      {...(action.title === 'Cancel' ? { cancelLabel: 'Back' } : {})}
    >
      {children}
      <p>{action.isDestructive ? confirmTextOf(action, def.noun) : `${action.title} ${what}?`}</p>
      {Object.entries(fields).map(([name, f]: [string, AnyField]) => (
        <FieldControl
          key={name}
          name={name}
          f={f}
          value={draft[name] ?? f.initial ?? null}
          onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
          error={errors[name]}
          isCreate
        />
      ))}
    </ConfirmDialog>
  );
}

/**
 * The header buttons of a record's actions that its state allows (the lifecycle decides, as the server
 * does) and its values show, selection actions included as acting on this record; each opens its
 * ActionDialog, but an immediate one runs on the click.
 */
export function useRecordActions(
  def: AnyResource,
  record: Row,
  onDone: () => void,
): { actions: PageHeaderAction[]; dialog: ReactNode } {
  const [open, setOpen] = useState<string | null>(null);
  const state = def.lifecycle ? record[def.lifecycle.field] : undefined;
  const id = idOf(def, record);
  const entries = (Object.entries(def.actions ?? {}) as Array<[string, ResourceAction]>).filter(
    ([, a]) => actionRefusal(a, def.lifecycle, state, def.noun) === null && isActionShownFor(a, record),
  );
  const actions: PageHeaderAction[] = entries.map(([verb, a]) => ({
    id: `action-${verb}`,
    label: a.title,
    ...(a.access ? { permission: a.access } : {}),
    onClick: a.isImmediate
      ? () =>
          void resourceClient(def)
            .action(verb, {}, id)
            .then((env) => env.Success && onDone())
      : () => setOpen(verb),
  }));
  const target: ActionTarget = open && def.actions?.[open]?.selection ? { selection: { SelectedIds: [id] } } : { id };
  const dialog = open ? (
    <ActionDialog
      def={def}
      verb={open}
      target={target}
      onClose={() => setOpen(null)}
      onDone={() => {
        setOpen(null);
        onDone();
      }}
    />
  ) : null;
  return { actions, dialog };
}

/** The bulk bar of a list: one button per selection action, acting on the table's selection across pages. */
export function BulkActions({
  def,
  selection,
  count,
  scope,
  onDone,
}: {
  def: AnyResource;
  /** The data table's selection request (`SelectedIds`, or `AllMatching` with its filters). */
  selection: Row;
  count: number;
  /** The parent of a child list: every matching record is then one of its children. */
  scope?: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const verbs = (Object.entries(def.actions ?? {}) as Array<[string, ResourceAction]>).filter(([, a]) => a.selection);
  const request =
    'AllMatching' in selection && scope
      ? { AllMatching: { ...(selection.AllMatching as Row), Scope: scope } }
      : selection;
  return (
    <>
      {verbs.map(([verb, a]) => (
        <Button key={verb} variant="secondary" onClick={() => setOpen(verb)}>
          {a.title}
        </Button>
      ))}
      {open && (
        <ActionDialog
          def={def}
          verb={open}
          target={{ selection: request }}
          count={count}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone();
          }}
        />
      )}
    </>
  );
}
