-- The hub backplane (hubs/backplane.ts): several server processes on one PostgreSQL deliver hub messages
-- to connections held by any of them over LISTEN/NOTIFY (channel portcullis_hubs).
-- hub_connections: which process holds which connection, so that a message for one connection id is sent
-- only when that connection is the user's own and alive somewhere (seen_at renewed by its process every
-- keep-alive; rows of a process that died go stale and are swept).
CREATE TABLE hub_connections (
  hub text NOT NULL,
  connection_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  process_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hub, connection_id)
);
CREATE INDEX hub_connections_process_idx ON hub_connections (process_id);

-- A message too large for a NOTIFY payload (PostgreSQL refuses 8000 bytes or more) is stored here and
-- the notification carries its id; each process re-reads it before fanning it out. Swept after minutes.
CREATE TABLE hub_messages (
  message_id uuid PRIMARY KEY,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hub_messages_created_idx ON hub_messages (created_at);
