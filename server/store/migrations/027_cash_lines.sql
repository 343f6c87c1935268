-- Cash lines opened in the app (docs/decisions/0071-cash-line-opened-in-the-app.md): a declined
-- applicant offered a line of credit (DISQUALIFIED_WITH_PLOC_OFFER) opens it from the offer's page.
-- One per application; the terms word for word as they were read and agreed, their version and hash.
CREATE TABLE cash_lines (
  application_uuid TEXT PRIMARY KEY REFERENCES applications (uuid) ON DELETE CASCADE,
  line_limit_amount DOUBLE PRECISION NOT NULL,
  subscription_amount DOUBLE PRECISION NOT NULL,
  issuing_bank_name TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  terms_text TEXT NOT NULL,
  terms_text_hash TEXT NOT NULL,
  opened_at TEXT NOT NULL
);
