-- Identity, savings and consents (ID_VERIFICATION, SAVINGS, AGREE).
-- SSN and date of birth are stored only encrypted (AES-256-GCM, key outside this file: server/auth/personalDataCipher.ts),
-- plus what the API may show (ssn_last_four, has_dob) and a keyed hash of the SSN to compare a confirmation with.
ALTER TABLE personal_infos ADD COLUMN ssn_encrypted TEXT;
ALTER TABLE personal_infos ADD COLUMN ssn_hmac TEXT;
ALTER TABLE personal_infos ADD COLUMN dob_encrypted TEXT;

-- The wealth account of spec §3 Savings: one per application.
CREATE TABLE wealth_accounts (
  application_uuid TEXT PRIMARY KEY REFERENCES applications (uuid) ON DELETE CASCADE,
  entity_uuid TEXT NOT NULL UNIQUE,
  savings_checking_amount REAL NOT NULL,
  investments_amount REAL NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Every change of a legal consent's status (spec §3 Legal consent status), kept as history: the latest row per
-- (application, title) is the current status, with the version of the text it applies to.
CREATE TABLE legal_consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  title_name TEXT NOT NULL,
  status TEXT NOT NULL,
  version TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX legal_consents_latest ON legal_consents (application_uuid, title_name, id);
