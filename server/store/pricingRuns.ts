/**
 * Pricing runs, their offers and the offer chosen (migration 008, docs/pricing-rules.md). A run row is the
 * durable pricing job: it says what was started, when it is due and, once done, what it decided.
 */
import type { LoanOffer } from '../../core/pricing/loanOffer';
import type { RiskTier } from '../../core/pricing/pricingTables';
import type { Db } from './database';
import type { DeclineReason } from '../domain/pricing/decisionRules';

export type PricingKind = 'PRICING' | 'PLAID_PRICING';
export type RunStatus = 'RUNNING' | 'COMPLETE' | 'FAILED';

export interface PricingRunRecord {
  pricingUuid: string;
  applicationUuid: string;
  kind: PricingKind;
  status: RunStatus;
  attempt: number;
  startedAt: string;
  dueAt: string;
  completedAt: string | null;
  outcome: string | null;
  tier: RiskTier | null;
  highestLoanAmount: number | null;
  declineReasons: DeclineReason[];
  errorCode: string | null;
  creditPulledAt: string | null;
  issueDate: string | null;
  /** The bureau score the decision used (null for a thin file or no match). */
  creditScore: number | null;
}

interface RunRow {
  pricing_uuid: string;
  application_uuid: string;
  kind: PricingKind;
  status: RunStatus;
  attempt: number;
  started_at: string;
  due_at: string;
  completed_at: string | null;
  outcome: string | null;
  tier: RiskTier | null;
  highest_loan_amount: number | null;
  decline_reasons: string | null;
  error_code: string | null;
  credit_pulled_at: string | null;
  issue_date: string | null;
  credit_score: number | null;
}

const toRun = (row: RunRow): PricingRunRecord => ({
  pricingUuid: row.pricing_uuid,
  applicationUuid: row.application_uuid,
  kind: row.kind,
  status: row.status,
  attempt: row.attempt,
  startedAt: row.started_at,
  dueAt: row.due_at,
  completedAt: row.completed_at,
  outcome: row.outcome,
  tier: row.tier,
  highestLoanAmount: row.highest_loan_amount,
  declineReasons: row.decline_reasons ? (JSON.parse(row.decline_reasons) as DeclineReason[]) : [],
  errorCode: row.error_code,
  creditPulledAt: row.credit_pulled_at,
  issueDate: row.issue_date,
  creditScore: row.credit_score,
});

export function insertRun(
  db: Db,
  run: Pick<PricingRunRecord, 'pricingUuid' | 'applicationUuid' | 'kind' | 'attempt' | 'startedAt' | 'dueAt'>,
): void {
  db.prepare(
    `INSERT INTO pricing_runs (pricing_uuid, application_uuid, kind, status, attempt, started_at, due_at)
     VALUES (?, ?, ?, 'RUNNING', ?, ?, ?)`,
  ).run(run.pricingUuid, run.applicationUuid, run.kind, run.attempt, run.startedAt, run.dueAt);
}

/** The application's latest run (of `kind`, when given). */
export function latestRun(db: Db, applicationUuid: string, kind?: PricingKind): PricingRunRecord | null {
  const row = db
    .prepare(
      `SELECT * FROM pricing_runs WHERE application_uuid = ? AND (? IS NULL OR kind = ?)
       ORDER BY started_at DESC, rowid DESC LIMIT 1`,
    )
    .get(applicationUuid, kind ?? null, kind ?? null) as RunRow | undefined;
  return row ? toRun(row) : null;
}

/** The latest run that made offers: the offers the applicant chooses among. */
export function latestRunWithOffers(db: Db, applicationUuid: string): PricingRunRecord | null {
  const row = db
    .prepare(
      `SELECT r.* FROM pricing_runs r WHERE r.application_uuid = ? AND r.status = 'COMPLETE'
         AND EXISTS (SELECT 1 FROM loan_offers o WHERE o.pricing_uuid = r.pricing_uuid)
       ORDER BY r.completed_at DESC, r.rowid DESC LIMIT 1`,
    )
    .get(applicationUuid) as RunRow | undefined;
  return row ? toRun(row) : null;
}

export function runningRuns(db: Db): PricingRunRecord[] {
  return (db.prepare("SELECT * FROM pricing_runs WHERE status = 'RUNNING'").all() as RunRow[]).map(toRun);
}

export type RunResult =
  | {
      status: 'COMPLETE';
      outcome: string;
      tier: RiskTier | null;
      highestLoanAmount: number | null;
      declineReasons: DeclineReason[];
      creditPulledAt: string;
      issueDate: string | null;
      creditScore?: number | null;
    }
  | { status: 'FAILED'; errorCode: string };

export function finishRun(db: Db, pricingUuid: string, result: RunResult, now: Date): void {
  if (result.status === 'FAILED') {
    db.prepare(
      "UPDATE pricing_runs SET status = 'FAILED', error_code = ?, completed_at = ? WHERE pricing_uuid = ?",
    ).run(result.errorCode, now.toISOString(), pricingUuid);
    return;
  }
  db.prepare(
    `UPDATE pricing_runs SET status = 'COMPLETE', outcome = ?, tier = ?, highest_loan_amount = ?, decline_reasons = ?,
       credit_pulled_at = ?, issue_date = ?, credit_score = ?, completed_at = ? WHERE pricing_uuid = ?`,
  ).run(
    result.outcome,
    result.tier,
    result.highestLoanAmount,
    result.declineReasons.length > 0 ? JSON.stringify(result.declineReasons) : null,
    result.creditPulledAt,
    result.issueDate,
    result.creditScore ?? null,
    now.toISOString(),
    pricingUuid,
  );
}

/** The next free offer id: offers are numbered across all applications (spec §3 loanOfferId). */
export function nextLoanOfferId(db: Db): number {
  const row = db.prepare('SELECT MAX(loan_offer_id) AS id FROM loan_offers').get() as { id: number | null };
  return (row.id ?? 0) + 1;
}

export function insertOffers(
  db: Db,
  applicationUuid: string,
  offers: readonly LoanOffer[],
  defaultLoanOfferId: number,
): void {
  const insert = db.prepare(
    'INSERT INTO loan_offers (loan_offer_id, pricing_uuid, application_uuid, is_default, offer_json) VALUES (?, ?, ?, ?, ?)',
  );
  for (const offer of offers)
    insert.run(
      offer.loanOfferId,
      offer.pricingUuid,
      applicationUuid,
      offer.loanOfferId === defaultLoanOfferId ? 1 : 0,
      JSON.stringify(offer),
    );
}

export interface StoredOffers {
  loanOffers: LoanOffer[];
  defaultLoanOfferId: number;
}

export function offersOfRun(db: Db, pricingUuid: string): StoredOffers {
  const rows = db
    .prepare(
      'SELECT loan_offer_id, is_default, offer_json FROM loan_offers WHERE pricing_uuid = ? ORDER BY loan_offer_id',
    )
    .all(pricingUuid) as { loan_offer_id: number; is_default: number; offer_json: string }[];
  const loanOffers = rows.map((row) => JSON.parse(row.offer_json) as LoanOffer);
  const defaultRow = rows.find((row) => row.is_default === 1) ?? rows[0];
  return { loanOffers, defaultLoanOfferId: defaultRow?.loan_offer_id ?? 0 };
}

export interface OfferSelection {
  loanOfferId: number;
  offer: LoanOffer;
  selectedAt: string;
  acceptedAt: string | null;
}

export function findSelection(db: Db, applicationUuid: string): OfferSelection | null {
  const row = db
    .prepare(
      `SELECT s.loan_offer_id, s.selected_at, s.accepted_at, o.offer_json FROM selected_loan_offers s
       JOIN loan_offers o ON o.loan_offer_id = s.loan_offer_id WHERE s.application_uuid = ?`,
    )
    .get(applicationUuid) as
    | { loan_offer_id: number; selected_at: string; accepted_at: string | null; offer_json: string }
    | undefined;
  return row
    ? {
        loanOfferId: row.loan_offer_id,
        offer: JSON.parse(row.offer_json) as LoanOffer,
        selectedAt: row.selected_at,
        acceptedAt: row.accepted_at,
      }
    : null;
}

export function saveSelection(db: Db, applicationUuid: string, loanOfferId: number, now: Date): void {
  db.prepare(
    `INSERT INTO selected_loan_offers (application_uuid, loan_offer_id, selected_at) VALUES (?, ?, ?)
     ON CONFLICT (application_uuid) DO UPDATE SET loan_offer_id = excluded.loan_offer_id,
       selected_at = excluded.selected_at, accepted_at = NULL`,
  ).run(applicationUuid, loanOfferId, now.toISOString());
}

export function clearSelection(db: Db, applicationUuid: string): void {
  db.prepare('DELETE FROM selected_loan_offers WHERE application_uuid = ?').run(applicationUuid);
}

export function markSelectionAccepted(db: Db, applicationUuid: string, now: Date): void {
  db.prepare('UPDATE selected_loan_offers SET accepted_at = ? WHERE application_uuid = ?').run(
    now.toISOString(),
    applicationUuid,
  );
}
