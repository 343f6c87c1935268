-- The applicant's education entries (spec §3 Education record; §7 Education: GET, POST, PUT, DELETE).
-- institution_id -1 marks a school the applicant added (custom_institution_* hold what they told us);
-- any other id is a row of institutions (002_lookups.sql), whose name and type are copied here when the
-- entry is written, so an entry reads the same even if the lookup data is reseeded later.
CREATE TABLE educations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  entity_uuid TEXT NOT NULL,
  degree_type TEXT NOT NULL,
  expected_or_graduation_year INTEGER,
  institution_id INTEGER,
  institution_name TEXT,
  institution_type TEXT,
  custom_institution_name TEXT,
  custom_institution_foreign INTEGER,
  undergraduate_major_id INTEGER,
  undergraduate_major_name TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX educations_by_application ON educations (application_uuid, id);
