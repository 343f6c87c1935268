-- The credit score a pricing decision used, for the adverse-action notice's score disclosure (FCRA §615(a)(2)):
-- null when the report had no score (a thin file) or no report matched.
ALTER TABLE pricing_runs ADD COLUMN credit_score INTEGER;
