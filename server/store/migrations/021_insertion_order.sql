-- Insertion order, which SQLite's rowid gave for free: "the latest" pricing run or bank link of an
-- application is the one started (or linked) last, and of two with the same timestamp the one
-- inserted last (server/store/pricingRuns.ts latestRun, server/store/bankLinks.ts latestBankLink).
ALTER TABLE pricing_runs ADD COLUMN seq INTEGER GENERATED ALWAYS AS IDENTITY;
ALTER TABLE bank_links ADD COLUMN seq INTEGER GENERATED ALWAYS AS IDENTITY;
CREATE INDEX pricing_runs_by_order ON pricing_runs (application_uuid, started_at DESC, seq DESC);
CREATE INDEX bank_links_by_order ON bank_links (application_uuid, linked_at DESC, seq DESC);
