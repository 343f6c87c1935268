-- State every instance must share (docs/architecture.md "Many instances"): attempt limits counted per
-- client across instances, and the check that every instance encrypts personal data with one key.

-- One fixed window per (limit, client): sign-in attempts, failed authentications, SSN confirmations.
CREATE TABLE attempt_windows (
  limit_name TEXT NOT NULL,
  client TEXT NOT NULL,
  started_at TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  PRIMARY KEY (limit_name, client)
);
CREATE INDEX attempt_windows_by_start ON attempt_windows (started_at);

-- An HMAC of a fixed label under the personal-data key: an instance started with another key refuses to
-- start instead of writing data no other instance can read (server/auth/personalDataCipher.ts).
CREATE TABLE personal_data_key_checks (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  key_check TEXT NOT NULL,
  created_at TEXT NOT NULL
);
