-- Telemetry (docs/analytics.md, supporting-areas spec §3, §7, §9): what the app sends is kept for the
-- funnel report and deleted after TELEMETRY_RETENTION_DAYS. Nothing here holds an SSN or a birth
-- date: the server refuses bodies with a value that looks like one (core/analytics/sensitiveValues.ts).
CREATE TABLE tracked_events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  action_type TEXT,
  screen TEXT,
  web_client_uuid TEXT,
  browser_session_id TEXT,
  application_uuid TEXT,
  step_file_version TEXT,
  properties TEXT NOT NULL,
  event_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX tracked_events_received ON tracked_events (received_at);
CREATE INDEX tracked_events_screen ON tracked_events (screen, event_at);

CREATE TABLE external_visits (
  id INTEGER PRIMARY KEY,
  web_client_uuid TEXT NOT NULL,
  landing_page_url TEXT,
  landing_page_referrer TEXT,
  params TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX external_visits_received ON external_visits (received_at);

CREATE TABLE client_error_reports (
  id INTEGER PRIMARY KEY,
  web_client_uuid TEXT,
  report TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX client_error_reports_received ON client_error_reports (received_at);

CREATE TABLE monitoring_batches (
  id INTEGER PRIMARY KEY,
  web_client_uuid TEXT,
  messages TEXT NOT NULL,
  message_count INTEGER NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX monitoring_batches_received ON monitoring_batches (received_at);

-- Session expiry (supporting-areas spec §4): a session unused for SESSION_IDLE_MINUTES has
-- expired; last_seen_at is when the browser last used it (NULL: not since it was created). Kept in
-- this issue's one migration rather than a number another issue may hold.
ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;
