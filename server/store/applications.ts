/** Applications and their server-held flow state (spec §3 Application, §4). */
import type { Db } from './database';
import type { FlowState } from '../domain/flow/flowEngine';

export interface ApplicationRecord {
  uuid: string;
  userUuid: string;
  productTypeName: string;
  decisionStatus: string;
  flowEntryPoint: string;
  desiredLoanAmount: number;
  desiredLoanTermInMonths: number | null;
  intendedUseOfFunds: string;
  useOfFundsOther: string | null;
  createdAt: string;
  resolvedAt: string | null;
  /** A turndown application's declined personal-loan application (spec §7 turndown-disqualified plUuid). */
  plApplicationUuid: string | null;
  flow: FlowState & { hasAgreedToRequiredConsents: boolean };
}

interface ApplicationRow {
  uuid: string;
  user_uuid: string;
  product_type_name: string;
  decision_status: string;
  flow_entry_point: string;
  desired_loan_amount: number;
  desired_loan_term: number | null;
  intended_use_of_funds: string;
  use_of_funds_other: string | null;
  created_at: string;
  resolved_at: string | null;
  pl_application_uuid: string | null;
  current_flow_step: string;
  return_to_step: string | null;
  has_agreed_to_required_consents: number;
}

/** An application with its flow state. */
const selectApplication = (db: Db) =>
  db
    .selectFrom('applications as a')
    .innerJoin('flow_states as f', 'f.application_uuid', 'a.uuid')
    .selectAll('a')
    .select(['f.current_flow_step', 'f.return_to_step', 'f.has_agreed_to_required_consents']);

function toRecord(row: ApplicationRow): ApplicationRecord {
  return {
    uuid: row.uuid,
    userUuid: row.user_uuid,
    productTypeName: row.product_type_name,
    decisionStatus: row.decision_status,
    flowEntryPoint: row.flow_entry_point,
    desiredLoanAmount: row.desired_loan_amount,
    desiredLoanTermInMonths: row.desired_loan_term,
    intendedUseOfFunds: row.intended_use_of_funds,
    useOfFundsOther: row.use_of_funds_other,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    plApplicationUuid: row.pl_application_uuid,
    flow: {
      currentFlowStep: row.current_flow_step,
      returnToStep: row.return_to_step,
      hasAgreedToRequiredConsents: row.has_agreed_to_required_consents === 1,
    },
  };
}

export interface NewApplication {
  uuid: string;
  userUuid: string;
  productTypeName: string;
  flowEntryPoint: string;
  desiredLoanAmount: number;
  desiredLoanTermInMonths: number | null;
  intendedUseOfFunds: string;
  useOfFundsOther: string | null;
  firstStep: string;
  plApplicationUuid?: string | null;
}

export async function insertApplication(db: Db, input: NewApplication, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('applications')
    .values({
      uuid: input.uuid,
      user_uuid: input.userUuid,
      product_type_name: input.productTypeName,
      decision_status: 'IN_PROGRESS',
      flow_entry_point: input.flowEntryPoint,
      desired_loan_amount: input.desiredLoanAmount,
      desired_loan_term: input.desiredLoanTermInMonths,
      intended_use_of_funds: input.intendedUseOfFunds,
      use_of_funds_other: input.useOfFundsOther,
      created_at: at,
      pl_application_uuid: input.plApplicationUuid ?? null,
    })
    .execute();
  await db
    .insertInto('flow_states')
    .values({ application_uuid: input.uuid, current_flow_step: input.firstStep, updated_at: at })
    .execute();
}

/**
 * Locks the application's row until the transaction `db` ends: every write to an application takes
 * it first, so writes to one application run one at a time, on any instance, each seeing the last
 * one's result. Outside a transaction it would hold for one statement only; callers are in one.
 * FOR NO KEY UPDATE: it conflicts with itself (so it still serialises every writer, all of whom take
 * it) but not with the FOR KEY SHARE lock a foreign-key check takes, so an insert into a child table
 * is not held up by it.
 */
export async function lockApplication(db: Db, uuid: string): Promise<void> {
  await db.selectFrom('applications').select('uuid').where('uuid', '=', uuid).forNoKeyUpdate().execute();
}

/**
 * Locks the user's row until the transaction `db` ends, so two new applications of one user cannot
 * both find no application in progress (one in progress per user).
 */
export async function lockApplicationsOfUser(db: Db, userUuid: string): Promise<void> {
  await db.selectFrom('users').select('uuid').where('uuid', '=', userUuid).forUpdate().execute();
}

/** Whose application this is (its user's uuid), or null when there is none: one indexed read, no joins. */
export async function findApplicationOwner(db: Db, uuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('applications')
    .select('user_uuid')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row?.user_uuid ?? null;
}

export async function findApplication(db: Db, uuid: string): Promise<ApplicationRecord | null> {
  const row = await selectApplication(db).where('a.uuid', '=', uuid).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Newest first; applications created in the same millisecond come in a fixed order. */
export async function listApplications(
  db: Db,
  userUuid: string,
  decisionStatus?: string,
): Promise<ApplicationRecord[]> {
  let query = selectApplication(db).where('a.user_uuid', '=', userUuid);
  if (decisionStatus) query = query.where('a.decision_status', '=', decisionStatus);
  const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.uuid').execute();
  return rows.map(toRecord);
}

export interface LoanRequestUpdate {
  desiredLoanAmount?: number;
  desiredLoanTermInMonths?: number | null;
  intendedUseOfFunds?: string;
  useOfFundsOther?: string | null;
}

/** Writes the fields given; a field left undefined keeps its stored value. */
export async function updateLoanRequest(db: Db, uuid: string, update: LoanRequestUpdate): Promise<void> {
  const changes = {
    ...(update.desiredLoanAmount !== undefined ? { desired_loan_amount: update.desiredLoanAmount } : {}),
    ...(update.desiredLoanTermInMonths !== undefined
      ? { desired_loan_term: update.desiredLoanTermInMonths }
      : {}),
    ...(update.intendedUseOfFunds !== undefined ? { intended_use_of_funds: update.intendedUseOfFunds } : {}),
    ...(update.useOfFundsOther !== undefined ? { use_of_funds_other: update.useOfFundsOther } : {}),
  };
  // An UPDATE must set something.
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('applications').set(changes).where('uuid', '=', uuid).execute();
}

export async function saveFlowState(db: Db, uuid: string, state: FlowState, now: Date): Promise<void> {
  await db
    .updateTable('flow_states')
    .set({
      current_flow_step: state.currentFlowStep,
      return_to_step: state.returnToStep,
      updated_at: now.toISOString(),
    })
    .where('application_uuid', '=', uuid)
    .execute();
}

export async function resolveApplication(
  db: Db,
  uuid: string,
  decisionStatus: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ decision_status: decisionStatus, resolved_at: now.toISOString() })
    .where('uuid', '=', uuid)
    .execute();
}
