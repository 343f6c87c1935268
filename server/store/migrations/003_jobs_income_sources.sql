-- Jobs and other income sources of an application (supporting-areas §3 "Income or employment record").
-- One row per record; kind says which of the two field sets fields_json holds (jobFields or incomeSourceFields).
CREATE TABLE jobs_income_sources (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  entity_uuid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('JOB', 'INCOME_SOURCE')),
  fields_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX jobs_income_sources_by_application ON jobs_income_sources (application_uuid, id);
