-- Per-user console preferences (issue 30): the colour mode a person chose (system, light or dark),
-- remembered on the server so it follows them to any browser. One row per user who chose something.
CREATE TABLE user_preferences (
  user_id uuid PRIMARY KEY REFERENCES users ON DELETE CASCADE,
  color_mode text CHECK (color_mode IN ('system', 'light', 'dark')),
  updated_date timestamptz NOT NULL DEFAULT now()
);
