/**
 * What a flow step's handler does (spec §7 Flow table): `read` answers GET /flow/{uuid}/step/{step};
 * `submit` runs inside the transaction that also moves the flow, so a step's data and the next step
 * are stored together or not at all, and returns the facts the flow's exits decide on;
 * `requirements` says what makes the step's data complete (docs/adding-a-step.md).
 */
import type { ValidateFunction } from 'ajv';
import type { AppContext } from '../appContext';
import type { SubmitFacts } from '../domain/flow/flowEngine';
import type { FieldError } from '../http/apiError';
import type { ApplicationRecord } from '../store/applications';

/**
 * A step's data falling short of its requirements: the 422 the step answers (spec §8 userErrorCode:
 * STEP_MISSING_*, STEP_INCOMPLETE_DATA, INCOMPLETE_EDUCATION) and one field error per thing missing,
 * each with its own code, at paths into the step's own data.
 */
export interface UnmetRequirements {
  userErrorCode: string;
  message: string;
  fieldErrors: FieldError[];
  /**
   * The same problems by the field names spec §8 gives address and phone errors (`address`,
   * `phoneNumber`), each with its code and message, beside the page-level code and message: the
   * answer's details carry them under those keys.
   */
  namedFieldErrors?: NamedFieldErrors;
}

/** A field's problem under its name (spec §8: address and phone errors). */
export type NamedFieldErrors = Partial<Record<'address' | 'phoneNumber', { code: string; message: string }>>;

/** The body of a step that takes none (operations.json stepBodies: an empty object). */
export type NoBody = Record<string, never>;

export interface StepHandler<Body = NoBody> {
  /** The contract's stepBodies schema of the step; a body that passes it is a Body. */
  bodyValidator: ValidateFunction<Body>;
  /** The step file's schema when the body is exactly its form data, checked on top of the contract. */
  formValidator?: ValidateFunction;
  read: (ctx: AppContext, application: ApplicationRecord) => Promise<Record<string, unknown>>;
  /**
   * What makes this step's data complete, against the data as it is now: null when it is. The
   * step's own submission checks it after its writes, and REVIEW and AGREE (flow.json
   * `recheckEarlierSteps`) check it again for every step before them. Every built step that owns
   * data has one (tests/api/stepRequirements.test.ts).
   */
  requirements?: (ctx: AppContext, application: ApplicationRecord) => Promise<UnmetRequirements | null>;
  /**
   * Where the step's data sits in review's answer, so a recheck names it there: field error paths
   * starting with `from` (into the step's own data) are reported at `to` plus the rest.
   */
  reviewPath?: { from: string; to: string };
  /**
   * Stores what the step takes and returns the facts its exits decide on. Called only with a body
   * `bodyValidator` accepted (server/handlers/flow.ts), which is what makes it a Body; the
   * registry holds handlers of every body alike, so this is a method (its parameter compares both ways).
   */
  submit(ctx: AppContext, application: ApplicationRecord, body: Body): Promise<SubmitFacts>;
  /**
   * Runs before the submission's transaction: settles what time changed (offers whose rate expired),
   * so what it records stands even when the submission then fails.
   */
  beforeSubmit?: (ctx: AppContext, application: ApplicationRecord) => Promise<void>;
  /** Runs in the transaction that moves the flow onto this step (PRICING starts its pricing run). */
  onEnter?: (ctx: AppContext, application: ApplicationRecord) => Promise<void>;
}
