-- Bank link (docs/bank-link.md). The aggregator's short-lived tokens: a link token opens the
-- linking dialog for one application (expires_at); a public token is what a successful sign-in hands
-- back, good for one exchange (used_at). Only a SHA-256 of each token is kept. `profile` is the
-- sandbox account set the sign-in chose (server/adapters/bankLink/sandboxBankLink.ts).
CREATE TABLE bank_link_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('LINK', 'PUBLIC')),
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  institution_id TEXT,
  profile TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- A linked bank (an "item"): the access token, encrypted at rest (server/auth/personalDataCipher.ts) and
-- never answered, and the balances fetched with it. PENDING until ready_at, then READY (or FAILED when
-- the balances could not be fetched). balances_total_cents is the total over account_count accounts.
CREATE TABLE bank_links (
  item_id TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  institution_name TEXT NOT NULL,
  access_token_encrypted TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'READY', 'FAILED')),
  account_count INTEGER NOT NULL,
  balances_total_cents INTEGER,
  linked_at TEXT NOT NULL,
  ready_at TEXT NOT NULL
);
CREATE INDEX bank_links_latest ON bank_links (application_uuid, linked_at);
