-- Relief Loans reference server: everything the funnel needs to survive a restart (docs/architecture.md).
-- Secrets (session ids, access tokens, CSRF tokens) are stored only as SHA-256 hashes; the sealed copy of an
-- access token can be opened only with the session cookie that created it (`seal` in server/auth/secrets.ts).

CREATE TABLE users (
  uuid TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  name_key TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (provider, name_key)
);

CREATE TABLE sessions (
  uuid TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL UNIQUE,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  csrf_hash TEXT NOT NULL,
  sealed TEXT NOT NULL,
  session_uuid TEXT NOT NULL REFERENCES sessions (uuid) ON DELETE CASCADE,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX access_tokens_by_session ON access_tokens (session_uuid, expires_at);

-- Pre-flow: what the applicant confirmed before an application exists (GET_STARTED).
CREATE TABLE pre_flow_states (
  user_uuid TEXT PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  legal_first_name TEXT NOT NULL,
  legal_last_name TEXT NOT NULL,
  legal_suffix TEXT,
  confirmed_at TEXT NOT NULL
);

CREATE TABLE applications (
  uuid TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  product_type_name TEXT NOT NULL,
  decision_status TEXT NOT NULL,
  flow_entry_point TEXT NOT NULL,
  desired_loan_amount REAL NOT NULL,
  desired_loan_term INTEGER,
  intended_use_of_funds TEXT NOT NULL,
  use_of_funds_other TEXT,
  created_at TEXT NOT NULL,
  resolved_at TEXT
);
CREATE INDEX applications_by_user ON applications (user_uuid, decision_status);

-- The server-held flow step (spec §4). return_to_step remembers where an edit step (LOAN_AMOUNT, ADDRESS, ...)
-- hands back to once it is submitted or left with go-back.
CREATE TABLE flow_states (
  application_uuid TEXT PRIMARY KEY REFERENCES applications (uuid) ON DELETE CASCADE,
  current_flow_step TEXT NOT NULL,
  return_to_step TEXT,
  has_agreed_to_required_consents INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);

CREATE TABLE personal_infos (
  application_uuid TEXT PRIMARY KEY REFERENCES applications (uuid) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  suffix_name TEXT,
  address_json TEXT,
  phone TEXT,
  text_message_consent INTEGER NOT NULL DEFAULT 0,
  ssn_last_four TEXT,
  has_dob INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);

-- One row per (application, step) submission in flight; a row past locked_until is stale and may be taken over.
CREATE TABLE step_locks (
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  step TEXT NOT NULL,
  holder TEXT NOT NULL,
  locked_until TEXT NOT NULL,
  PRIMARY KEY (application_uuid, step)
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  application_uuid TEXT,
  created_at TEXT NOT NULL
);
