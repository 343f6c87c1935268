-- Outcomes (docs/decisions/0038-decision-statuses-set-where-they-happen.md): an application started from a
-- declined personal-loan application (flowEntryPoint PERSONAL_LOAN_TURNDOWN) names that application, the
-- spec's plUuid.
ALTER TABLE applications ADD COLUMN pl_application_uuid TEXT;
