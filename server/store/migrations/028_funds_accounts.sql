-- Where an accepted loan's money goes (docs/bank-link.md "Where the money goes"): chosen on
-- offer review, one per application. A linked account is named by its bank link (item id, the bank's
-- name for the account and its last four digits; the numbers stay with the aggregator). A typed-in
-- account keeps its routing number (public: it names the bank) and its account number encrypted
-- with the personal-data key, as the SSN is; only the last four digits are ever shown.
CREATE TABLE funds_accounts (
  application_uuid TEXT PRIMARY KEY REFERENCES applications (uuid) ON DELETE CASCADE,
  destination TEXT NOT NULL CHECK (destination IN ('LINKED_ACCOUNT', 'ENTERED_ACCOUNT')),
  bank_link_item_id TEXT,
  institution_name TEXT,
  account_name TEXT NOT NULL,
  account_type TEXT NOT NULL CHECK (account_type IN ('CHECKING', 'SAVINGS')),
  routing_number TEXT,
  account_number_encrypted TEXT,
  last_four TEXT NOT NULL,
  chosen_at TEXT NOT NULL,
  CHECK (
    (destination = 'LINKED_ACCOUNT' AND bank_link_item_id IS NOT NULL AND account_number_encrypted IS NULL)
    OR (destination = 'ENTERED_ACCOUNT' AND routing_number IS NOT NULL AND account_number_encrypted IS NOT NULL)
  )
);
