-- Tenant branding (issue 28, §2.12 customization): one row per tenant. Colours are '#rrggbb' (the API
-- refuses text pairs below WCAG AA); images are stored as bytes with their checked type and a version that
-- changes with them (the image address carries it, so browsers may cache an image for good).
CREATE TABLE branding_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants ON DELETE CASCADE,
  primary_color text NOT NULL,
  primary_text_color text NOT NULL,
  accent_color text NOT NULL,
  background_color text NOT NULL,
  sign_in_title text,
  sign_in_message text,
  logo bytea,
  logo_type text,
  logo_version text,
  favicon bytea,
  favicon_type text,
  favicon_version text,
  updated_date timestamptz NOT NULL DEFAULT now()
);

-- A branding change drops every process's cached reads and re-themes every open console
-- (portcullis_notify_console, migration 105).
CREATE TRIGGER branding_settings_notify_console AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branding_settings
  FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_console('Branding');
