-- Webhooks (§2.10, issue 27): subscriptions (a target URL, the events it receives, a signing secret
-- sealed by the server, the previous secret for a day after a rotation) and their deliveries, one row
-- per event and subscription with the outcome of its latest attempt.
CREATE TABLE webhooks (
  webhook_id uuid PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  events jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_enabled boolean NOT NULL DEFAULT true,
  description text,
  owner_id uuid REFERENCES users ON DELETE SET NULL,
  secret text,
  previous_secret text,
  previous_secret_until timestamptz,
  secret_rotated_date timestamptz,
  consecutive_failures integer NOT NULL DEFAULT 0,
  disabled_reason text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz
);
CREATE UNIQUE INDEX webhooks_name_key ON webhooks (lower(name));
-- raiseWebhookEvent finds the enabled subscriptions of an event type.
CREATE INDEX webhooks_events_idx ON webhooks USING gin (events) WHERE is_enabled;

CREATE TABLE webhook_deliveries (
  delivery_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL REFERENCES webhooks ON DELETE CASCADE,
  message_id text NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  state text NOT NULL DEFAULT 'Pending',
  status_code integer,
  duration_ms integer,
  attempts integer NOT NULL DEFAULT 0,
  error text,
  response_excerpt text,
  created_date timestamptz NOT NULL DEFAULT now(),
  last_attempt_date timestamptz
);
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_date DESC);
