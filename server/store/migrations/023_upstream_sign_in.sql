-- "Continue with Google / Apple" (docs/decisions/0067-continue-with-google-or-apple.md): the embedded
-- provider signs a person in through an upstream OpenID provider and links that identity to one of
-- its accounts. Such an account may have no password (it signs in through the upstream only) and no
-- email (the upstream gave none, or one that another account holds and the upstream had not proven).
ALTER TABLE accounts ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE accounts ALTER COLUMN email DROP NOT NULL;
ALTER TABLE accounts ALTER COLUMN email_key DROP NOT NULL;

-- An upstream identity (issuer + subject) belongs to exactly one account.
CREATE TABLE linked_identities (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  upstream TEXT NOT NULL,
  account_uuid TEXT NOT NULL REFERENCES accounts (uuid) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX linked_identities_by_account ON linked_identities (account_uuid);

-- Sign-in requests in flight serve two purposes now: the app's own sign-in at its provider
-- ('relying-party'), and the embedded provider's at an upstream ('upstream:google'), which also
-- remembers the provider interaction it resumes.
ALTER TABLE sign_in_requests ADD COLUMN purpose TEXT NOT NULL DEFAULT 'relying-party';
ALTER TABLE sign_in_requests ADD COLUMN interaction_uid TEXT;
