import { notificationDefResource } from '@portcullis/api-client';
import { links } from '../../routes/index';
import { resourceScreen } from '../shared/resource/screens';
import { EnabledControl } from './automation/RuleControls';
import { templateOf } from './notification-draft';
import {
  BodyControl,
  ChannelsControl,
  EventControl,
  EventRuleControl,
  RecipientsControl,
} from './NotificationDefControls';
import { ActionButton } from '../shared/resource/RecordActionControls';

/**
 * Workflow → Save Notification (spec §2.10 `notificationdef/save/:id?`): the generic save form of the
 * notification definition, with the event (bringing its template), the channels and their transports,
 * the recipients as one group with their reach, the message with its live preview, and Send test
 * beside Save for a saved definition. The recipient fields other than the users are edited inside the
 * recipients group, so the form lists only RecipientUserIds (the draft still holds and saves them all).
 */
export const NotificationDefSavePage = resourceScreen(notificationDefResource, 'save', {
  // Rendered as components: the channels, recipients and preview fetch and keep state of their own.
  controls: {
    EventKind: (props) => <EventControl {...props} />,
    EventRuleId: (props) => <EventRuleControl {...props} />,
    Channels: (props) => <ChannelsControl {...props} />,
    RecipientUserIds: (props) => <RecipientsControl {...props} />,
    Body: (props) => <BodyControl {...props} />,
    IsEnabled: (props) => <EnabledControl {...props} />,
  },
  formFields: [
    'Title',
    'Name',
    'EventKind',
    'EventRuleId',
    'Channels',
    'RecipientUserIds',
    'Subject',
    'Body',
    'IsEnabled',
  ],
  isFormNamedByTitle: true,
  formDescription: () => '',
  backLabel: 'Back to Notifications',
  createDefaults: async () => templateOf('RuleEntered'),
  formMaxWidth: 960,
  formActions: (_draft, _edit, saved) =>
    saved?.NotificationDefId ? <ActionButton def={notificationDefResource} verb="sendTest" record={saved} /> : null,
  afterSave: () => links.notificationDefList(),
});
