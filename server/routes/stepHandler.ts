/**
 * What a flow step's handler does (spec §7 Flow table): `read` answers GET /flow/{uuid}/step/{step};
 * `submit` runs inside the transaction that also moves the flow, so a step's data and the next step
 * are stored together or not at all, and returns the facts the flow's exits decide on.
 */
import type { ValidateFunction } from 'ajv';
import type { AppContext } from '../appContext';
import type { SubmitFacts } from '../flow/flowEngine';
import type { ApplicationRecord } from '../store/applications';

export interface StepHandler {
  bodyValidator: ValidateFunction;
  /** The step file's schema when the body is exactly its form data, checked on top of the contract. */
  formValidator?: ValidateFunction;
  read: (ctx: AppContext, application: ApplicationRecord) => Record<string, unknown>;
  submit: (ctx: AppContext, application: ApplicationRecord, body: Record<string, unknown>) => SubmitFacts;
}
