-- Notifications over real channels (issue 27, spec §2.10): a definition listens for an event, reaches
-- users, groups and a rule's users on one or more channels; each send (a definition run for one event)
-- is a notification_deliveries row, and each recipient on each channel a notification_recipient_deliveries
-- row that one background job delivers (statuses of spec §4 Notification status).
ALTER TABLE notification_defs ALTER COLUMN channel DROP NOT NULL;
ALTER TABLE notification_defs ADD COLUMN event_kind text NOT NULL DEFAULT 'RuleEntered';
ALTER TABLE notification_defs ADD COLUMN event_rule_id uuid REFERENCES rules ON DELETE SET NULL;
ALTER TABLE notification_defs ADD COLUMN channels jsonb NOT NULL DEFAULT '["InApp"]'::jsonb;
ALTER TABLE notification_defs ADD COLUMN recipient_user_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE notification_defs ADD COLUMN recipient_group_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE notification_defs ADD COLUMN notify_subjects boolean NOT NULL DEFAULT false;
-- Definitions written before events: their one channel becomes the list (Push was never delivered: in-app).
UPDATE notification_defs SET channels = jsonb_build_array(CASE WHEN channel = 'Push' THEN 'InApp' ELSE channel END)
  WHERE channel IS NOT NULL;
CREATE INDEX notification_defs_event_idx ON notification_defs (event_kind) WHERE is_enabled;

ALTER TABLE notification_deliveries ADD COLUMN event_kind text;
CREATE INDEX notification_deliveries_def_idx ON notification_deliveries (notification_def_id);

CREATE TABLE notification_recipient_deliveries (
  recipient_delivery_id uuid PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES notification_deliveries ON DELETE CASCADE,
  user_id uuid REFERENCES users ON DELETE SET NULL,
  recipient_name text NOT NULL,
  channel text NOT NULL,
  address text,
  subject text NOT NULL,
  body text NOT NULL,
  event_type smallint NOT NULL,
  type smallint NOT NULL,
  sender_name text,
  status smallint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_date timestamptz NOT NULL DEFAULT now(),
  completed_date timestamptz
);
CREATE INDEX notification_recipient_deliveries_delivery_idx
  ON notification_recipient_deliveries (delivery_id, recipient_name, recipient_delivery_id);

-- The bell names who a notification is from (§4 wording: '{sender} requests access to {title}').
ALTER TABLE notifications ADD COLUMN sender_name text;
ALTER TABLE notification_deliveries ADD COLUMN reason text;
