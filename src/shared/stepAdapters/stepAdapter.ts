/**
 * A step adapter: the small piece of code a step file names when its form is not one API call
 * (docs/architecture.md: the income jobs conversion, the education create/update/delete loop).
 * It turns the server's records into the form's data, and the form's data back into record calls.
 * Pure of React: it talks to the API only through the `call` it is given.
 */
import type { OperationCall } from '../api/apiRequest';
import type { IdempotencyKeys } from '../api/idempotencyKeys';

export type AdapterContext = { applicationUuid: string; call: OperationCall };

/** Saving is one user action: `keys` gives each create its Idempotency-Key, the same on every try. */
export type AdapterSaveContext = AdapterContext & { keys: IdempotencyKeys };

export type AdapterSaveResult = void | { fieldErrors: Record<string, string> };

export interface StepAdapter {
  /** The form's initial data from the server's records. */
  load: (context: AdapterContext) => Promise<Record<string, unknown>>;
  /**
   * Stores the form's data with the records' own calls. Resolves with form-pointer field errors when
   * the server rejected a field; throws any other failure.
   */
  save: (formData: Record<string, unknown>, context: AdapterSaveContext) => Promise<AdapterSaveResult>;
}
