-- Lookup data behind the occupation, company, institution and major comboboxes (spec §3, §7 "Lookups").
-- Rows come from server/store/seed/*.json, loaded at start-up when a table is empty (server/store/lookupSeed.ts).
-- search_text is the normalised text searches match on (core/rules/lookupSearch.ts: lower case,
-- letters and digits only, single spaces), kept beside the shown name so a search never recomputes it.

CREATE TABLE occupations (
  id INTEGER PRIMARY KEY,
  job_type_and_title_id INTEGER NOT NULL UNIQUE,
  title TEXT NOT NULL,
  keywords_json TEXT NOT NULL,
  version INTEGER NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX occupations_by_search_text ON occupations (search_text);

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX companies_by_search_text ON companies (search_text);

CREATE TABLE institutions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('BUSINESS_SCHOOL', 'CODING_BOOTCAMP', 'COLLEGE', 'LAW_SCHOOL')),
  search_text TEXT NOT NULL
);
CREATE INDEX institutions_by_search_text ON institutions (search_text);

CREATE TABLE undergraduate_majors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  bb_major TEXT NOT NULL,
  nels_major TEXT NOT NULL
);
