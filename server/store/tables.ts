/**
 * The tables as Kysely sees them, written by kysely-codegen from a database migrated with
 * server/store/migrations (npm run generate:tables). Do not edit by hand: change a migration and
 * regenerate; npm run lint fails when this file and the migrations disagree.
 */
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export interface AccessTokens {
  created_at: string;
  csrf_hash: string;
  expires_at: string;
  sealed: string;
  session_uuid: string;
  token_hash: string;
  user_uuid: string;
}

export interface Accounts {
  created_at: string;
  email: string | null;
  email_key: string | null;
  family_name: string;
  given_name: string;
  password_changed_at: string;
  password_hash: string | null;
  uuid: string;
}

export interface AccountSignUps {
  created_at: string;
  email: string;
  expires_at: string;
  family_name: string;
  given_name: string;
  interaction_uid: string;
  password_hash: string;
  token_hash: string;
}

export interface Applications {
  created_at: string;
  decision_status: string;
  desired_loan_amount: number;
  desired_loan_term: number | null;
  flow_entry_point: string;
  intended_use_of_funds: string;
  pl_application_uuid: string | null;
  product_type_name: string;
  resolved_at: string | null;
  use_of_funds_other: string | null;
  user_uuid: string;
  uuid: string;
}

export interface AttemptWindows {
  attempts: number;
  client: string;
  limit_name: string;
  started_at: string;
}

export interface BankLinks {
  access_token_encrypted: string;
  account_count: number;
  application_uuid: string;
  balances_total_cents: number | null;
  institution_name: string;
  item_id: string;
  linked_at: string;
  ready_at: string;
  seq: Generated<number>;
  status: string;
}

export interface BankLinkTokens {
  application_uuid: string;
  created_at: string;
  expires_at: string;
  institution_id: string | null;
  kind: string;
  profile: string | null;
  token_hash: string;
  used_at: string | null;
}

export interface CashLines {
  application_uuid: string;
  issuing_bank_name: string;
  line_limit_amount: number;
  opened_at: string;
  subscription_amount: number;
  terms_text: string;
  terms_text_hash: string;
  terms_version: string;
}

export interface ClientErrorReports {
  id: Generated<number>;
  received_at: string;
  report: string;
  web_client_uuid: string | null;
}

export interface Companies {
  id: number;
  name: string;
  search_text: string;
}

export interface Educations {
  application_uuid: string;
  created_at: string;
  custom_institution_foreign: number | null;
  custom_institution_name: string | null;
  custom_undergraduate_major_name: string | null;
  degree_type: string;
  entity_uuid: string;
  expected_or_graduation_year: number | null;
  id: Generated<number>;
  institution_id: number | null;
  institution_name: string | null;
  institution_type: string | null;
  undergraduate_major_id: number | null;
  undergraduate_major_name: string | null;
  updated_at: string;
}

export interface Events {
  application_uuid: string | null;
  created_at: string;
  id: Generated<number>;
  name: string;
  user_uuid: string;
}

export interface ExternalVisits {
  id: Generated<number>;
  landing_page_referrer: string | null;
  landing_page_url: string | null;
  params: string;
  received_at: string;
  web_client_uuid: string;
}

export interface FiledDocuments {
  application_uuid: string;
  document_id: string;
  document_json: string;
  filed_at: string;
  seq: Generated<Int8>;
  signed_at: string;
  text_hash: string;
  title: string;
  uuid: string;
  version: string;
}

export interface FlowStates {
  application_uuid: string;
  current_flow_step: string;
  has_agreed_to_required_consents: Generated<number>;
  return_to_step: string | null;
  updated_at: string;
}

export interface FundsAccounts {
  account_name: string;
  account_number_encrypted: string | null;
  account_type: string;
  application_uuid: string;
  bank_link_item_id: string | null;
  chosen_at: string;
  destination: string;
  institution_name: string | null;
  last_four: string;
  routing_number: string | null;
}

export interface IdempotencyKeys {
  created_at: string;
  expires_at: string;
  fingerprint: string;
  idempotency_key: string;
  operation_id: string;
  result_json: string | null;
  status_code: number | null;
  user_uuid: string;
}

export interface IdentityProviderKeys {
  created_at: string;
  id: number;
  sealed_keys: string;
}

export interface IdentityProviderRecords {
  consumed_at: string | null;
  expires_at: string | null;
  grant_id: string | null;
  id: string;
  kind: string;
  payload: Json;
  uid: string | null;
  user_code: string | null;
}

export interface Institutions {
  id: number;
  name: string;
  search_text: string;
  type: string;
}

export interface JobsIncomeSources {
  application_uuid: string;
  created_at: string;
  entity_uuid: string;
  fields_json: string;
  id: Generated<number>;
  kind: string;
  updated_at: string;
}

export interface LegalConsents {
  application_uuid: string;
  created_at: string;
  id: Generated<number>;
  status: string;
  text_hash: string | null;
  title_name: string;
  version: string;
}

export interface LinkedIdentities {
  account_uuid: string;
  created_at: string;
  issuer: string;
  subject: string;
  upstream: string;
}

export interface LoanOffers {
  application_uuid: string;
  is_default: Generated<number>;
  loan_offer_id: Generated<number>;
  offer_json: string;
  pricing_uuid: string;
}

export interface MailOutbox {
  body_text: string;
  created_at: string;
  subject: string;
  to_address: string;
  uuid: string;
}

export interface MonitoringBatches {
  id: Generated<number>;
  message_count: number;
  messages: string;
  received_at: string;
  web_client_uuid: string | null;
}

export interface Occupations {
  id: number;
  job_type_and_title_id: number;
  keywords_json: string;
  search_text: string;
  title: string;
  version: number;
}

export interface PasswordResets {
  account_uuid: string;
  created_at: string;
  expires_at: string;
  token_hash: string;
  used_at: string | null;
}

export interface PersonalDataKeyChecks {
  created_at: string;
  id: number;
  key_check: string;
}

export interface PersonalInfos {
  address_json: string | null;
  application_uuid: string;
  dob_encrypted: string | null;
  first_name: string;
  has_dob: Generated<number>;
  last_name: string;
  phone: string | null;
  ssn_encrypted: string | null;
  ssn_hmac: string | null;
  ssn_last_four: string | null;
  suffix_name: string | null;
  text_message_consent: Generated<number>;
  updated_at: string;
}

export interface PreFlowStates {
  confirmed_at: string;
  legal_first_name: string;
  legal_last_name: string;
  legal_suffix: string | null;
  user_uuid: string;
}

export interface PricingRuns {
  application_uuid: string;
  attempt: number;
  completed_at: string | null;
  credit_key_factors: string | null;
  credit_pulled_at: string | null;
  credit_score: number | null;
  decline_reasons: string | null;
  due_at: string;
  error_code: string | null;
  highest_loan_amount: number | null;
  issue_date: string | null;
  kind: string;
  outcome: string | null;
  pricing_uuid: string;
  seq: Generated<number>;
  started_at: string;
  status: string;
  tier: string | null;
}

export interface SelectedLoanOffers {
  accepted_at: string | null;
  application_uuid: string;
  loan_offer_id: number;
  selected_at: string;
}

export interface Sessions {
  created_at: string;
  expires_at: string;
  last_seen_at: string | null;
  secret_hash: string;
  user_uuid: string;
  uuid: string;
}

export interface SignInRequests {
  after_sign_in_path: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
  handle_hash: string;
  interaction_uid: string | null;
  nonce: string;
  purpose: Generated<string>;
  state: string;
}

export interface StepFormData {
  application_uuid: string;
  created_at: string;
  data_encrypted: string;
  step: string;
  updated_at: string;
}

export interface StepLocks {
  application_uuid: string;
  holder: string;
  locked_until: string;
  step: string;
}

export interface TrackedEvents {
  action_type: string | null;
  application_uuid: string | null;
  browser_session_id: string | null;
  event_at: string;
  id: Generated<number>;
  name: string;
  properties: string;
  received_at: string;
  screen: string | null;
  step_file_version: string | null;
  web_client_uuid: string | null;
}

export interface UndergraduateMajors {
  bb_major: string;
  id: number;
  name: string;
  nels_major: string;
}

export interface Users {
  created_at: string;
  email: string | null;
  family_name: string;
  given_name: string;
  issuer: string | null;
  name_key: string | null;
  provider: string;
  subject: string | null;
  uuid: string;
}

export interface WealthAccounts {
  application_uuid: string;
  created_at: string;
  entity_uuid: string;
  investments_amount: number;
  savings_checking_amount: number;
  updated_at: string;
}

export interface DB {
  access_tokens: AccessTokens;
  account_sign_ups: AccountSignUps;
  accounts: Accounts;
  applications: Applications;
  attempt_windows: AttemptWindows;
  bank_link_tokens: BankLinkTokens;
  bank_links: BankLinks;
  cash_lines: CashLines;
  client_error_reports: ClientErrorReports;
  companies: Companies;
  educations: Educations;
  events: Events;
  external_visits: ExternalVisits;
  filed_documents: FiledDocuments;
  flow_states: FlowStates;
  funds_accounts: FundsAccounts;
  idempotency_keys: IdempotencyKeys;
  identity_provider_keys: IdentityProviderKeys;
  identity_provider_records: IdentityProviderRecords;
  institutions: Institutions;
  jobs_income_sources: JobsIncomeSources;
  legal_consents: LegalConsents;
  linked_identities: LinkedIdentities;
  loan_offers: LoanOffers;
  mail_outbox: MailOutbox;
  monitoring_batches: MonitoringBatches;
  occupations: Occupations;
  password_resets: PasswordResets;
  personal_data_key_checks: PersonalDataKeyChecks;
  personal_infos: PersonalInfos;
  pre_flow_states: PreFlowStates;
  pricing_runs: PricingRuns;
  selected_loan_offers: SelectedLoanOffers;
  sessions: Sessions;
  sign_in_requests: SignInRequests;
  step_form_data: StepFormData;
  step_locks: StepLocks;
  tracked_events: TrackedEvents;
  undergraduate_majors: UndergraduateMajors;
  users: Users;
  wealth_accounts: WealthAccounts;
}
