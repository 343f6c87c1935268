-- Pricing (docs/pricing-rules.md): each run of the pricing job, durable so a restart resumes it
-- (server/domain/pricing/pricingJobs.ts). A run is RUNNING until due_at, then COMPLETE with its outcome or FAILED
-- with the upstream error. Decline reasons (reason codes and text, JSON) are kept for the adverse-action
-- notice.
CREATE TABLE pricing_runs (
  pricing_uuid TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('PRICING', 'PLAID_PRICING')),
  status TEXT NOT NULL CHECK (status IN ('RUNNING', 'COMPLETE', 'FAILED')),
  attempt INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  completed_at TEXT,
  outcome TEXT,
  tier TEXT,
  highest_loan_amount INTEGER,
  decline_reasons TEXT,
  error_code TEXT,
  -- When the credit report behind the run was pulled (a reprice of expired offers keeps the first pull's).
  credit_pulled_at TEXT,
  -- The date the offers were issued (their rate expires pricing.json rateLockDays later).
  issue_date TEXT
);
CREATE INDEX pricing_runs_latest ON pricing_runs (application_uuid, started_at);

-- The offers of a completed run (spec §3 Loan offer), each kept whole as the API shows it.
CREATE TABLE loan_offers (
  loan_offer_id INTEGER PRIMARY KEY,
  pricing_uuid TEXT NOT NULL REFERENCES pricing_runs (pricing_uuid) ON DELETE CASCADE,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  is_default INTEGER NOT NULL DEFAULT 0,
  offer_json TEXT NOT NULL
);
CREATE INDEX loan_offers_by_run ON loan_offers (pricing_uuid);

-- The offer the applicant chose at offer-selection, and when they accepted it at offer-review.
CREATE TABLE selected_loan_offers (
  application_uuid TEXT PRIMARY KEY REFERENCES applications (uuid) ON DELETE CASCADE,
  loan_offer_id INTEGER NOT NULL REFERENCES loan_offers (loan_offer_id),
  selected_at TEXT NOT NULL,
  accepted_at TEXT
);

-- A consent's record names the exact text agreed to: a SHA-256 of it beside its version.
ALTER TABLE legal_consents ADD COLUMN text_hash TEXT;
