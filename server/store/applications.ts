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

const selectApplication = `SELECT a.*, f.current_flow_step, f.return_to_step, f.has_agreed_to_required_consents
  FROM applications a JOIN flow_states f ON f.application_uuid = a.uuid`;

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

export function insertApplication(db: Db, input: NewApplication, now: Date): void {
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO applications (uuid, user_uuid, product_type_name, decision_status, flow_entry_point, desired_loan_amount,
       desired_loan_term, intended_use_of_funds, use_of_funds_other, created_at, pl_application_uuid)
     VALUES (?, ?, ?, 'IN_PROGRESS', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.uuid,
    input.userUuid,
    input.productTypeName,
    input.flowEntryPoint,
    input.desiredLoanAmount,
    input.desiredLoanTermInMonths,
    input.intendedUseOfFunds,
    input.useOfFundsOther,
    at,
    input.plApplicationUuid ?? null,
  );
  db.prepare(
    'INSERT INTO flow_states (application_uuid, current_flow_step, updated_at) VALUES (?, ?, ?)',
  ).run(input.uuid, input.firstStep, at);
}

export function findApplication(db: Db, uuid: string): ApplicationRecord | null {
  const row = db.prepare(`${selectApplication} WHERE a.uuid = ?`).get(uuid) as ApplicationRow | undefined;
  return row ? toRecord(row) : null;
}

export function listApplications(db: Db, userUuid: string, decisionStatus?: string): ApplicationRecord[] {
  const rows = (
    decisionStatus
      ? db
          .prepare(
            `${selectApplication} WHERE a.user_uuid = ? AND a.decision_status = ? ORDER BY a.created_at DESC`,
          )
          .all(userUuid, decisionStatus)
      : db.prepare(`${selectApplication} WHERE a.user_uuid = ? ORDER BY a.created_at DESC`).all(userUuid)
  ) as ApplicationRow[];
  return rows.map(toRecord);
}

export interface LoanRequestUpdate {
  desiredLoanAmount?: number;
  desiredLoanTermInMonths?: number | null;
  intendedUseOfFunds?: string;
  useOfFundsOther?: string | null;
}

export function updateLoanRequest(db: Db, uuid: string, update: LoanRequestUpdate): void {
  const current = findApplication(db, uuid);
  if (!current) return;
  db.prepare(
    `UPDATE applications SET desired_loan_amount = ?, desired_loan_term = ?, intended_use_of_funds = ?, use_of_funds_other = ?
     WHERE uuid = ?`,
  ).run(
    update.desiredLoanAmount ?? current.desiredLoanAmount,
    update.desiredLoanTermInMonths === undefined
      ? current.desiredLoanTermInMonths
      : update.desiredLoanTermInMonths,
    update.intendedUseOfFunds ?? current.intendedUseOfFunds,
    update.useOfFundsOther === undefined ? current.useOfFundsOther : update.useOfFundsOther,
    uuid,
  );
}

export function saveFlowState(db: Db, uuid: string, state: FlowState, now: Date): void {
  db.prepare(
    'UPDATE flow_states SET current_flow_step = ?, return_to_step = ?, updated_at = ? WHERE application_uuid = ?',
  ).run(state.currentFlowStep, state.returnToStep, now.toISOString(), uuid);
}

export function resolveApplication(db: Db, uuid: string, decisionStatus: string, now: Date): void {
  db.prepare('UPDATE applications SET decision_status = ?, resolved_at = ? WHERE uuid = ?').run(
    decisionStatus,
    now.toISOString(),
    uuid,
  );
}
