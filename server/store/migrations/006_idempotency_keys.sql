-- One row per Idempotency-Key a user sent with a create (IETF httpapi-idempotency-key draft), and per
-- implicit key (a fingerprint of an unkeyed identical create, kept for a few seconds): the first
-- request's fingerprint and, once it has finished, its result to replay. status_code is NULL while
-- the first request is still running.
CREATE TABLE idempotency_keys (
  user_uuid TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  operation_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status_code INTEGER,
  result_json TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (user_uuid, idempotency_key)
);
CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);
