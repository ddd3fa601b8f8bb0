import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  FormField,
  NameTitleField,
  PageHeader,
  PageLayout,
  Select,
  Switch,
  Textarea,
  TextInput,
} from '@portcullis/ui';
import {
  bellLine,
  eventTypeOf,
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  RECIPIENT_VARIABLES,
  renderTemplate,
  type NotificationDef,
} from '@portcullis/api-client';
import { api } from '../../api';
import { EditForm } from '../shared/resource/EditForm';
import { SavedRecord } from '../shared/RecordState';
import { ObjectListControl } from '../shared/resource/list-controls';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { countText } from '../shared/cells';
import { PREVIEW_VALUES, type TransportState } from './notification-status';
import {
  draftOf,
  eventOptions,
  isRuleEvent,
  newDraft,
  pickers,
  SUBJECTS_LABEL,
  toSaveBody,
  withEvent,
  type NotificationDraft,
} from './notification-draft';

/** Workflow → Save Notification (spec §2.10 `notificationdef/save/:id?`), on the edit form every save page shares. */
export function NotificationDefSavePage({ params }: ScreenProps) {
  const id = params.id ?? undefined;
  return (
    <SavedRecord<NotificationDef>
      id={id}
      get={(defId) => api.notifications.getNotificationDefById({ params: { id: defId } }, { suppressErrorToast: true })}
      what="notification"
      backTo={links.notificationDefList()}
      backLabel="Back to Notifications"
    >
      {(def) => <NotificationForm id={id} initial={def ? draftOf(def) : newDraft()} />}
    </SavedRecord>
  );
}

/** "Reaches N users" for the chosen recipients (GetRecipientCount), fetched again when they change. */
function useRecipientCount(draft: NotificationDraft): number | null {
  const [count, setCount] = useState<number | null>(null);
  const key = JSON.stringify([draft.userIds, draft.groupIds, draft.ruleIds]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api.notifications
        .getRecipientCount(
          { body: { UserIds: draft.userIds, GroupDefIds: draft.groupIds, RuleId: draft.ruleIds[0] ?? null } },
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

/** The recipients' reach, said as the draft's recipients change. */
function RecipientReach({ draft }: { draft: NotificationDraft }) {
  const count = useRecipientCount(draft);
  return (
    <p aria-live="polite" css={{ margin: 0 }}>
      {count === null
        ? 'Counting recipients...'
        : `Reaches ${countText(count)} ${count === 1 ? 'user' : 'users'}${draft.notifySubjects ? ', and the users the event is about' : ''}.`}
    </p>
  );
}

/** The local problems that keep a notification from being sent (the fields show their own messages). */
const draftProblems = (draft: NotificationDraft) => ({
  Title: draft.title.trim() ? undefined : 'Title is required.',
  Name: draft.name.trim() ? undefined : 'Name is required.',
  Subject: draft.subject.trim() ? undefined : 'Subject is required.',
  Body: draft.body.trim() ? undefined : 'Message is required.',
});

function NotificationForm({ id, initial }: { id: string | undefined; initial: NotificationDraft }) {
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

  const title = id ? `Edit ${initial.title}` : 'Create notification';
  return (
    <PageLayout header={<PageHeader title={title} />}>
      <EditForm<NotificationDraft>
        label={title}
        maxWidth={960}
        deps={[id]}
        load={async () => initial}
        validate={draftProblems}
        save={(draft) => api.notifications.saveNotificationDef({ body: toSaveBody(draft, id) })}
        after={() => links.notificationDefList()}
        cancelHref={links.notificationDefList()}
        fields={(draft, edit, _errors, showErrors) => {
          const event = NOTIFICATION_EVENTS[draft.eventKind];
          const previewSubject = renderTemplate(draft.subject, PREVIEW_VALUES);
          const previewBody = renderTemplate(draft.body, PREVIEW_VALUES);
          return (
            <>
              <NameTitleField
                value={{ title: draft.title, name: draft.name }}
                onChange={(v) => edit({ title: v.title, name: v.name })}
                isNameEdited={Boolean(id)}
                showErrors={showErrors}
              />
              <FormField label="Event" isRequired>
                <Select
                  options={eventOptions()}
                  value={draft.eventKind}
                  onChange={(kind) => kind && edit(withEvent(draft, kind))}
                />
              </FormField>
              {isRuleEvent(draft.eventKind) && (
                <FormField label="Rule" help="Only this rule's users; none chosen: any rule.">
                  <ObjectListControl
                    f={pickers.eventRule}
                    value={draft.eventRuleIds}
                    onChange={(v) => edit({ eventRuleIds: v as string[] })}
                  />
                </FormField>
              )}
              <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
                <legend css={{ fontWeight: 600, marginBottom: 6 }}>Channels</legend>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const transport = transports[channel];
                  return (
                    <div key={channel} css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Checkbox
                        label={NOTIFICATION_CHANNEL_TITLES[channel]}
                        checked={draft.channels.includes(channel)}
                        onChange={(e) =>
                          edit({
                            channels: e.target.checked
                              ? NOTIFICATION_CHANNELS.filter((c) => c === channel || draft.channels.includes(c))
                              : draft.channels.filter((c) => c !== channel),
                          })
                        }
                      />
                      {transport && !transport.isConfigured && (
                        <span css={{ fontSize: 13 }}>{transport.description}</span>
                      )}
                    </div>
                  );
                })}
                {showErrors && draft.channels.length === 0 && <p role="alert">Choose at least one channel.</p>}
              </fieldset>
              <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}>
                <legend css={{ fontWeight: 600, marginBottom: 6 }}>Recipients</legend>
                <FormField label="Users">
                  <ObjectListControl
                    f={pickers.users}
                    value={draft.userIds}
                    onChange={(v) => edit({ userIds: v as string[] })}
                  />
                </FormField>
                <FormField label="Groups" help="Their members.">
                  <ObjectListControl
                    f={pickers.groups}
                    value={draft.groupIds}
                    onChange={(v) => edit({ groupIds: v as string[] })}
                  />
                </FormField>
                <FormField label="Users passing a rule">
                  <ObjectListControl
                    f={pickers.rule}
                    value={draft.ruleIds}
                    onChange={(v) => edit({ ruleIds: v as string[] })}
                  />
                </FormField>
                <Switch
                  label={SUBJECTS_LABEL[draft.eventKind]}
                  isChecked={draft.notifySubjects}
                  onChange={(notifySubjects) => edit({ notifySubjects })}
                />
                <RecipientReach draft={draft} />
              </fieldset>
              <FormField
                label="Subject"
                isRequired
                error={showErrors && !draft.subject.trim() ? 'Subject is required.' : null}
              >
                <TextInput value={draft.subject} maxLength={500} onChange={(e) => edit({ subject: e.target.value })} />
              </FormField>
              <FormField
                label="Message"
                isRequired
                error={showErrors && !draft.body.trim() ? 'Message is required.' : null}
                help={`Variables: ${[...RECIPIENT_VARIABLES, ...event.variables].map((v) => `{{${v}}}`).join(' ')}`}
              >
                <Textarea value={draft.body} rows={5} onChange={(e) => edit({ body: e.target.value })} />
              </FormField>
              <section
                aria-label="Preview"
                css={{ display: 'grid', gap: 4, padding: 12, border: '1px solid', borderRadius: 6 }}
              >
                <strong>Preview for Ada Lovelace</strong>
                {draft.channels.includes('InApp') && (
                  <div>
                    <Badge tone="info">Bell</Badge>{' '}
                    {bellLine({
                      EventType: eventTypeOf(draft.eventKind),
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
              <Switch label="Enabled" isChecked={draft.isEnabled} onChange={(isEnabled) => edit({ isEnabled })} />
            </>
          );
        }}
        actions={() =>
          id && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void api.notifications.sendTestEvent({ body: { NotificationDefId: id } })}
            >
              Send test
            </Button>
          )
        }
      />
    </PageLayout>
  );
}
