-- The sign-in throttle's token buckets, one per client address (IPv6 by /64), shared by every server
-- process on the database (SignInThrottle): tokens left at updated_at, refilled on the database's clock.
CREATE TABLE sign_in_throttle (
  client_key text PRIMARY KEY,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL
);
