-- Accounts begin when their email address is confirmed (docs/decisions/0070-email-first-sign-up.md):
-- "Create account" keeps what was typed here, with the hash of the link's token, and mails the link.
-- Opening the link makes the account; a sign-up never confirmed is gone a day after it expires. The
-- sign-in page's interaction is kept so the browser that asked can go straight on to the app.
CREATE TABLE account_sign_ups (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  interaction_uid TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX account_sign_ups_by_expiry ON account_sign_ups (expires_at);
