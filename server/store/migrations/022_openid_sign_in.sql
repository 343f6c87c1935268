-- Sign-in through OpenID Connect (docs/decisions/0066-openid-connect-sign-in.md): a user is the
-- provider's subject (issuer + subject), never a name. Users who signed in by name before keep their
-- rows and applications; nothing signs in by name any more.
ALTER TABLE users ADD COLUMN issuer TEXT;
ALTER TABLE users ADD COLUMN subject TEXT;
ALTER TABLE users ADD COLUMN email TEXT;
ALTER TABLE users ALTER COLUMN name_key DROP NOT NULL;
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_provider_name_key_key;
CREATE UNIQUE INDEX users_by_subject ON users (issuer, subject);

-- The relying party's sign-in requests in flight: the browser holds a random handle in a cookie, the
-- database its hash with the state, nonce and PKCE verifier. Taken (deleted) by the callback, so a
-- replayed callback finds nothing.
CREATE TABLE sign_in_requests (
  handle_hash TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  after_sign_in_path TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sign_in_requests_by_expiry ON sign_in_requests (expires_at);

-- The embedded OpenID provider's accounts (server/identityProvider): email and password, with the
-- legal name given when the account was created. email_key is the address lower-cased.
CREATE TABLE accounts (
  uuid TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL
);

-- What the embedded provider keeps between requests (its adapter): interactions, sessions, codes,
-- grants. One row per (kind, id); every instance reads the same rows.
CREATE TABLE identity_provider_records (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  payload JSONB NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at TEXT,
  consumed_at TEXT,
  PRIMARY KEY (kind, id)
);
CREATE INDEX identity_provider_records_by_grant ON identity_provider_records (grant_id);
CREATE INDEX identity_provider_records_by_uid ON identity_provider_records (uid);
CREATE INDEX identity_provider_records_by_expiry ON identity_provider_records (expires_at);

-- The embedded provider's signing and cookie keys, made once by whichever instance starts first, so
-- every instance signs with the same key and reads the same cookies. Sealed with the personal-data key:
-- a copy of the database alone cannot sign an ID token.
CREATE TABLE identity_provider_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  sealed_keys TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- A way back when a password is forgotten: a one-time link (its token's hash here), 30 minutes.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  account_uuid TEXT NOT NULL REFERENCES accounts (uuid) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_by_account ON password_resets (account_uuid);

-- What the embedded provider would send by email; shown on the local mailbox page (/dev/mailbox) in
-- development, where no mail service is reachable.
CREATE TABLE mail_outbox (
  uuid TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_by_time ON mail_outbox (created_at);
