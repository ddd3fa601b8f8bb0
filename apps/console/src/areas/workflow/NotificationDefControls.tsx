import { useEffect, useState } from 'react';
import { Badge, Checkbox, FormField, Select, Switch, Textarea } from '@portcullis/ui';
import {
  bellLine,
  eventTypeOf,
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  RECIPIENT_VARIABLES,
  renderTemplate,
  type NotificationChannel,
  type NotificationEventKind,
} from '@portcullis/api-client';
import { api } from '../../api';
import { countText } from '../shared/cells';
import { ObjectListControl } from '../shared/resource/list-controls';
import type { ControlProps } from '../shared/resource/overrides';
import { PREVIEW_VALUES, type TransportState } from './notification-status';
import { eventOptions, pickers, SUBJECTS_LABEL, withEvent } from './notification-draft';

type Draft = Record<string, unknown>;
const idList = (value: unknown) => (value ? [String(value)] : []);
const eventOf = (draft: Draft) => draft.EventKind as NotificationEventKind;

/** The event; a new event clears its rule and brings its template while the old default is untouched. */
export function EventControl(props: ControlProps<never>) {
  const { value, draft, edit } = props as unknown as ControlProps<NotificationEventKind>;
  return (
    <FormField label="Event" isRequired>
      <Select options={eventOptions()} value={value} onChange={(kind) => kind && edit?.(withEvent(draft, kind))} />
    </FormField>
  );
}

/** The rule a rule event is limited to (one, or none: any rule). */
export function EventRuleControl(props: ControlProps<never>) {
  const { value, onChange } = props as unknown as ControlProps<string | null>;
  return (
    <FormField label="Rule" help="Only this rule's users; none chosen: any rule.">
      <ObjectListControl
        f={pickers.eventRule}
        value={idList(value)}
        onChange={(v) => onChange((v as string[])[0] ?? null)}
      />
    </FormField>
  );
}

/** The channels, each saying when its transport is not configured (GetServiceInfo). */
export function ChannelsControl(props: ControlProps<never>) {
  const { value, onChange, showErrors } = props as unknown as ControlProps<NotificationChannel[]>;
  const [transports, setTransports] = useState<TransportState>({});
  useEffect(() => {
    void api.notifications
      .getServiceInfo(undefined, { suppressErrorToast: true })
      .then((env) =>
        setTransports(
          Object.fromEntries(
            (env.Data?.Transports ?? []).map((t) => [
              t.Channel,
              { isConfigured: t.IsConfigured, description: t.Description },
            ]),
          ),
        ),
      );
  }, []);
  const channels = value ?? [];
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      <legend css={{ fontWeight: 600, marginBottom: 6 }}>Channels</legend>
      {NOTIFICATION_CHANNELS.map((channel) => {
        const transport = transports[channel];
        return (
          <div key={channel} css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <Checkbox
              label={NOTIFICATION_CHANNEL_TITLES[channel]}
              checked={channels.includes(channel)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? NOTIFICATION_CHANNELS.filter((c) => c === channel || channels.includes(c))
                    : channels.filter((c) => c !== channel),
                )
              }
            />
            {transport && !transport.isConfigured && <span css={{ fontSize: 13 }}>{transport.description}</span>}
          </div>
        );
      })}
      {showErrors && channels.length === 0 && <p role="alert">Choose at least one channel.</p>}
    </fieldset>
  );
}

/** "Reaches N users" for the chosen recipients (GetRecipientCount), fetched again when they change. */
function useRecipientCount(draft: Draft): number | null {
  const [count, setCount] = useState<number | null>(null);
  const key = JSON.stringify([draft.RecipientUserIds, draft.RecipientGroupIds, draft.RuleId]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api.notifications
        .getRecipientCount(
          {
            body: {
              UserIds: (draft.RecipientUserIds as string[]) ?? [],
              GroupDefIds: (draft.RecipientGroupIds as string[]) ?? [],
              RuleId: (draft.RuleId as string | null) ?? null,
            },
          },
          { signal: controller.signal, suppressErrorToast: true },
        )
        .then((env) => setCount(env.Data ?? null));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds the recipient lists
  }, [key]);
  return count;
}

/**
 * Who receives it, as one group of fields (users, groups, a rule's users, the event's own users) with
 * their reach, so it is rendered for RecipientUserIds and edits the other recipient fields too.
 */
export function RecipientsControl(props: ControlProps<never>) {
  const { draft, edit } = props as unknown as ControlProps;
  const count = useRecipientCount(draft);
  const set = (next: Draft) => edit?.(next);
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      <legend css={{ fontWeight: 600, marginBottom: 6 }}>Recipients</legend>
      <FormField label="Users">
        <ObjectListControl
          f={pickers.users}
          value={(draft.RecipientUserIds as string[]) ?? []}
          onChange={(v) => set({ RecipientUserIds: v })}
        />
      </FormField>
      <FormField label="Groups" help="Their members.">
        <ObjectListControl
          f={pickers.groups}
          value={(draft.RecipientGroupIds as string[]) ?? []}
          onChange={(v) => set({ RecipientGroupIds: v })}
        />
      </FormField>
      <FormField label="Users passing a rule">
        <ObjectListControl
          f={pickers.rule}
          value={idList(draft.RuleId)}
          onChange={(v) => set({ RuleId: (v as string[])[0] ?? null })}
        />
      </FormField>
      <Switch
        label={SUBJECTS_LABEL[eventOf(draft)]}
        isChecked={Boolean(draft.NotifySubjects)}
        onChange={(NotifySubjects) => set({ NotifySubjects })}
      />
      <p aria-live="polite" css={{ margin: 0 }}>
        {count === null
          ? 'Counting recipients...'
          : `Reaches ${countText(count)} ${count === 1 ? 'user' : 'users'}${draft.NotifySubjects ? ', and the users the event is about' : ''}.`}
      </p>
    </fieldset>
  );
}

/** The message template with the variables it may use, and a preview of what Ada Lovelace would get. */
export function BodyControl(props: ControlProps<never>) {
  const { value, onChange, draft, error, showErrors } = props as unknown as ControlProps<string>;
  const event = NOTIFICATION_EVENTS[eventOf(draft)];
  const previewSubject = renderTemplate(String(draft.Subject ?? ''), PREVIEW_VALUES);
  const previewBody = renderTemplate(value ?? '', PREVIEW_VALUES);
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <FormField
        label="Message"
        isRequired
        error={showErrors && !(value ?? '').trim() ? 'Message is required.' : (error ?? null)}
        help={`Variables: ${[...RECIPIENT_VARIABLES, ...event.variables].map((v) => `{{${v}}}`).join(' ')}`}
      >
        <Textarea value={value ?? ''} rows={5} onChange={(e) => onChange(e.target.value)} />
      </FormField>
      <section
        aria-label="Preview"
        css={{ display: 'grid', gap: 4, padding: 12, border: '1px solid', borderRadius: 6 }}
      >
        <strong>Preview for Ada Lovelace</strong>
        {(draft.Channels as string[] | undefined)?.includes('InApp') && (
          <div>
            <Badge tone="info">Bell</Badge>{' '}
            {bellLine({
              EventType: eventTypeOf(eventOf(draft)),
              Title: previewSubject,
              SenderName: event.isAction ? String(PREVIEW_VALUES.RequesterName) : null,
            })}
          </div>
        )}
        <div data-testid="preview-subject">{previewSubject}</div>
        <div css={{ whiteSpace: 'pre-wrap' }} data-testid="preview-body">
          {previewBody}
        </div>
      </section>
    </div>
  );
}
