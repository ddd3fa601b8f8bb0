-- Events the notification sweep raised (issue 27), so each is raised once: an application key expiring
-- within a month ('key-expiring:<key id>:<expiration>'), a campaign that needs review or is overdue.
CREATE TABLE notification_event_marks (
  event_key text PRIMARY KEY,
  created_date timestamptz NOT NULL DEFAULT now()
);
