/**
 * Pricing runs, their offers and the offer chosen (migration 008, docs/pricing-rules.md). A run row is the
 * durable pricing job: it says what was started, when it is due and, once done, what it decided.
 */
import { sql, type Selectable } from 'kysely';
import type { LoanOffer } from '../../core/pricing/loanOffer';
import type { RiskTier } from '../../core/pricing/pricingTables';
import type { Db } from './database';
import type { PricingRuns } from './tables';
import type { DeclineReason } from '../domain/pricing/decisionRules';

/** A run's kind is the flow step it runs on. */
export const pricingKinds = ['PRICING', 'PLAID_PRICING'] as const;
export type PricingKind = (typeof pricingKinds)[number];
export type RunStatus = 'RUNNING' | 'COMPLETE' | 'FAILED';

/** A key factor as the bureau gave it with a score (server/adapters/bureau/creditBureau.ts). */
export interface KeyFactor {
  code: string;
  text: string;
}

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
  /** The key factors the bureau gave with that score ([] without one). */
  creditKeyFactors: KeyFactor[];
}

type RunRow = Selectable<PricingRuns>;

const toRun = (row: RunRow): PricingRunRecord => ({
  pricingUuid: row.pricing_uuid,
  applicationUuid: row.application_uuid,
  // The table's CHECK constraints hold kind and status to these values; tier is written only from a RiskTier.
  kind: row.kind as PricingKind,
  status: row.status as RunStatus,
  attempt: row.attempt,
  startedAt: row.started_at,
  dueAt: row.due_at,
  completedAt: row.completed_at,
  outcome: row.outcome,
  tier: row.tier as RiskTier | null,
  highestLoanAmount: row.highest_loan_amount,
  declineReasons: row.decline_reasons ? (JSON.parse(row.decline_reasons) as DeclineReason[]) : [],
  errorCode: row.error_code,
  creditPulledAt: row.credit_pulled_at,
  issueDate: row.issue_date,
  creditScore: row.credit_score,
  creditKeyFactors: row.credit_key_factors ? (JSON.parse(row.credit_key_factors) as KeyFactor[]) : [],
});

export async function insertRun(
  db: Db,
  run: Pick<PricingRunRecord, 'pricingUuid' | 'applicationUuid' | 'kind' | 'attempt' | 'startedAt' | 'dueAt'>,
): Promise<void> {
  await db
    .insertInto('pricing_runs')
    .values({
      pricing_uuid: run.pricingUuid,
      application_uuid: run.applicationUuid,
      kind: run.kind,
      status: 'RUNNING',
      attempt: run.attempt,
      started_at: run.startedAt,
      due_at: run.dueAt,
    })
    .execute();
}

/** A run by its id. */
export async function findRun(db: Db, pricingUuid: string): Promise<PricingRunRecord | null> {
  const row = await db
    .selectFrom('pricing_runs')
    .selectAll()
    .where('pricing_uuid', '=', pricingUuid)
    .executeTakeFirst();
  return row ? toRun(row) : null;
}

/**
 * A run by its id, its row locked until the transaction `db` ends: whoever settles a run holds this, so
 * two instances settling at once settle it once (the second finds it no longer RUNNING).
 */
export async function lockRun(db: Db, pricingUuid: string): Promise<PricingRunRecord | null> {
  const row = await db
    .selectFrom('pricing_runs')
    .selectAll()
    .where('pricing_uuid', '=', pricingUuid)
    .forUpdate()
    .executeTakeFirst();
  return row ? toRun(row) : null;
}

/**
 * The application's latest run (of `kind`, when given): the one inserted last (`seq`, assigned under
 * the application's lock, so in the order runs were made whatever the clocks of the instances).
 */
export async function latestRun(
  db: Db,
  applicationUuid: string,
  kind?: PricingKind,
): Promise<PricingRunRecord | null> {
  let query = db
    .selectFrom('pricing_runs as r')
    .selectAll('r')
    .where('r.application_uuid', '=', applicationUuid);
  if (kind) query = query.where('r.kind', '=', kind);
  const row = await query.orderBy('r.seq', 'desc').limit(1).executeTakeFirst();
  return row ? toRun(row) : null;
}

/**
 * The latest run that made offers: the offers the applicant chooses among. The one inserted last
 * (`seq`): a run completes either in the transaction that inserts it (a reprice) or later, settled
 * under the application's lock only while it is the latest run (settleDueRun), so runs complete in the
 * order they were inserted.
 */
export async function latestRunWithOffers(db: Db, applicationUuid: string): Promise<PricingRunRecord | null> {
  const row = await db
    .selectFrom('pricing_runs as r')
    .selectAll('r')
    .where('r.application_uuid', '=', applicationUuid)
    .where('r.status', '=', 'COMPLETE')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('loan_offers as o')
          .select('o.loan_offer_id')
          .whereRef('o.pricing_uuid', '=', 'r.pricing_uuid'),
      ),
    )
    .orderBy('r.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRun(row) : null;
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
      creditKeyFactors?: KeyFactor[];
    }
  | { status: 'FAILED'; errorCode: string };

export async function finishRun(db: Db, pricingUuid: string, result: RunResult, now: Date): Promise<void> {
  if (result.status === 'FAILED') {
    await db
      .updateTable('pricing_runs')
      .set({ status: 'FAILED', error_code: result.errorCode, completed_at: now.toISOString() })
      .where('pricing_uuid', '=', pricingUuid)
      .execute();
    return;
  }
  await db
    .updateTable('pricing_runs')
    .set({
      status: 'COMPLETE',
      outcome: result.outcome,
      tier: result.tier,
      highest_loan_amount: result.highestLoanAmount,
      decline_reasons: result.declineReasons.length > 0 ? JSON.stringify(result.declineReasons) : null,
      credit_pulled_at: result.creditPulledAt,
      issue_date: result.issueDate,
      credit_score: result.creditScore ?? null,
      credit_key_factors:
        result.creditKeyFactors && result.creditKeyFactors.length > 0
          ? JSON.stringify(result.creditKeyFactors)
          : null,
      completed_at: now.toISOString(),
    })
    .where('pricing_uuid', '=', pricingUuid)
    .execute();
}

/** Any fixed number: the lock under which offers are numbered. */
const offerNumberingLockId = 7_310_2025;

/**
 * The next free offer id: offers are numbered across all applications (spec §3 loanOfferId). Call it
 * inside the transaction that inserts the offers: it holds a lock until that transaction ends, so two
 * runs settling at once (on any instance) never take the same numbers, and the numbers stay gapless.
 */
export async function nextLoanOfferId(db: Db): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(${offerNumberingLockId})`.execute(db);
  const row = await db
    .selectFrom('loan_offers')
    .select((eb) => eb.fn.max('loan_offer_id').as('id'))
    .executeTakeFirst();
  return (row?.id ?? 0) + 1;
}

export async function insertOffers(
  db: Db,
  applicationUuid: string,
  offers: readonly LoanOffer[],
  defaultLoanOfferId: number,
): Promise<void> {
  if (offers.length === 0) return;
  await db
    .insertInto('loan_offers')
    .values(
      offers.map((offer) => ({
        loan_offer_id: offer.loanOfferId,
        pricing_uuid: offer.pricingUuid,
        application_uuid: applicationUuid,
        is_default: offer.loanOfferId === defaultLoanOfferId ? 1 : 0,
        offer_json: JSON.stringify(offer),
      })),
    )
    .execute();
}

export interface StoredOffers {
  loanOffers: LoanOffer[];
  defaultLoanOfferId: number;
}

export async function offersOfRun(db: Db, pricingUuid: string): Promise<StoredOffers> {
  const rows = await db
    .selectFrom('loan_offers')
    .select(['loan_offer_id', 'is_default', 'offer_json'])
    .where('pricing_uuid', '=', pricingUuid)
    .orderBy('loan_offer_id')
    .execute();
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

export async function findSelection(db: Db, applicationUuid: string): Promise<OfferSelection | null> {
  const row = await db
    .selectFrom('selected_loan_offers as s')
    .innerJoin('loan_offers as o', 'o.loan_offer_id', 's.loan_offer_id')
    .select(['s.loan_offer_id', 's.selected_at', 's.accepted_at', 'o.offer_json'])
    .where('s.application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row
    ? {
        loanOfferId: row.loan_offer_id,
        offer: JSON.parse(row.offer_json) as LoanOffer,
        selectedAt: row.selected_at,
        acceptedAt: row.accepted_at,
      }
    : null;
}

export async function saveSelection(
  db: Db,
  applicationUuid: string,
  loanOfferId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('selected_loan_offers')
    .values({ application_uuid: applicationUuid, loan_offer_id: loanOfferId, selected_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column('application_uuid').doUpdateSet((eb) => ({
        loan_offer_id: eb.ref('excluded.loan_offer_id'),
        selected_at: eb.ref('excluded.selected_at'),
        accepted_at: null,
      })),
    )
    .execute();
}

export async function clearSelection(db: Db, applicationUuid: string): Promise<void> {
  await db.deleteFrom('selected_loan_offers').where('application_uuid', '=', applicationUuid).execute();
}

export async function markSelectionAccepted(db: Db, applicationUuid: string, now: Date): Promise<void> {
  await db
    .updateTable('selected_loan_offers')
    .set({ accepted_at: now.toISOString() })
    .where('application_uuid', '=', applicationUuid)
    .execute();
}
