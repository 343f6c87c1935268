-- The form data of declarative steps (flow.json `storesFormData`), one row per application and step,
-- encrypted like the SSN (server/auth/personalDataCipher.ts): a step file may ask for anything, so
-- what it stores is never readable from the database alone.
CREATE TABLE step_form_data (
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  step TEXT NOT NULL,
  data_encrypted TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (application_uuid, step)
);
