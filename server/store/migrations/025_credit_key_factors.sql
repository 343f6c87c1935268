-- The key factors the bureau gave with the score a pricing decision used (FCRA §615(a)(2)(B)): up to
-- four, as JSON text, listed on the adverse-action notice apart from the principal reasons for the
-- decision. Null when no score was used (a thin file, no match) or for runs before this column.
ALTER TABLE pricing_runs ADD COLUMN credit_key_factors TEXT;
