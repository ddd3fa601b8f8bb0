import { useState } from 'react';
import { Button, PermissionGate, Switch } from '@portcullis/ui';
import { idOf, isActionShownFor, type AnyResource, type Envelope } from '@portcullis/api-client';
import { ActionDialog } from './ResourceActions';
import { resourceClient } from './resource-client';

type Row = Record<string, unknown>;

/**
 * One record action as a button where a screen places it (Run now above a rule's runs, Send test beside
 * Save), gated by the action's permission and hidden when the record's values do not show it. An
 * immediate action runs on the click (loading meanwhile); any other opens its ActionDialog. `onDone`
 * gets the call's answer (the run, the deliveries' ids).
 */
export function ActionButton({
  def,
  verb,
  record,
  disabledReason,
  onDone,
}: {
  def: AnyResource;
  verb: string;
  record: Row;
  /** Why the action cannot run now (the button is disabled with it as its tooltip). */
  disabledReason?: string | null;
  onDone?: (data: unknown) => void;
}) {
  const action = def.actions![verb]!;
  const [isRunning, setIsRunning] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  if (!isActionShownFor(action, record)) return null;
  const id = idOf(def, record);
  const run = async () => {
    setIsRunning(true);
    try {
      const env: Envelope<unknown> = await resourceClient(def).action(verb, {}, id);
      if (env.Success) onDone?.(env.Data);
    } finally {
      setIsRunning(false);
    }
  };
  const button = (
    <Button
      type="button"
      variant="secondary"
      isLoading={isRunning}
      disabled={Boolean(disabledReason)}
      title={disabledReason ?? undefined}
      onClick={() => (action.isImmediate ? void run() : setIsAsking(true))}
    >
      {action.title}
    </Button>
  );
  return (
    <>
      {action.access ? <PermissionGate permission={action.access}>{button}</PermissionGate> : button}
      {isAsking && (
        <ActionDialog
          def={def}
          verb={verb}
          target={{ id }}
          onClose={() => setIsAsking(false)}
          onDone={() => {
            setIsAsking(false);
            onDone?.(undefined);
          }}
        />
      )}
    </>
  );
}

/**
 * Two actions that turn a record's flag on and off (Enable, Disable) as one switch labelled `label`:
 * it shows the flag and runs `on` or `off`, gated by `on`'s permission.
 */
export function ActionSwitch({
  def,
  on,
  off,
  record,
  flag,
  label,
  onDone,
}: {
  def: AnyResource;
  on: string;
  off: string;
  record: Row;
  /** The record's boolean field the actions turn on and off. */
  flag: string;
  label: string;
  onDone: () => void;
}) {
  const access = def.actions![on]!.access;
  const control = (
    <Switch
      label={label}
      isChecked={Boolean(record[flag])}
      onChange={async (isOn) => {
        await resourceClient(def).action(isOn ? on : off, {}, idOf(def, record));
        onDone();
      }}
    />
  );
  return access ? <PermissionGate permission={access}>{control}</PermissionGate> : control;
}
