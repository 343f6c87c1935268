/**
 * Runs a step's submit mapping for one screen: navigates, or makes its API calls in order through the
 * runtime's `call`. Server field errors come back as form-pointer messages so they show on fields.
 */
import type { OperationCall } from '../api/apiRequest';
import { getOperation } from '../api/contract';
import type { IdempotencyKeys } from '../api/idempotencyKeys';
import { loadStepAdapter } from '../stepAdapters/stepAdapters';
import {
  isAdapterCall,
  mapNamedFieldErrors,
  mapServerFieldErrors,
  resolveTemplate,
  templateReads,
  type SubmitSources,
  type SubmitSpec,
} from './submitMapping';

export type SubmitOutcome =
  | { kind: 'navigate'; routeKey: string; query: Record<string, string> }
  | { kind: 'calls'; results: unknown[] }
  | {
      kind: 'fieldErrors';
      fieldErrors: Record<string, string>;
      /**
       * The answer's own error when it named fields (address and phone: spec §8, "a per-field code and
       * message for address and phoneNumber plus a page-level one"): its page-level code is shown too.
       */
      pageError?: unknown;
    };

type ErrorWithFields = {
  fieldErrors?: ReadonlyArray<{ path: string; message: string }>;
  details?: unknown;
};

const isEmptyBody = (body: unknown): boolean =>
  body === undefined ||
  (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

export async function runSubmit(input: {
  spec: SubmitSpec;
  formData: unknown;
  query: Record<string, string>;
  applicationUuid?: string;
  call: OperationCall;
  /**
   * The Idempotency-Keys of this submit (one user action): made once by the caller and passed again
   * when it tries the same submit again, so a create is stored once (src/shared/api/idempotencyKeys.ts).
   */
  keys: IdempotencyKeys;
}): Promise<SubmitOutcome> {
  const { spec, formData, query, applicationUuid, call, keys } = input;
  const route: Record<string, string> = applicationUuid ? { applicationUuid } : {};
  const sources: SubmitSources = { form: formData, query, route };
  if ('navigate' in spec) {
    const resolved = resolveTemplate(spec.query ?? {}, sources) as Record<string, unknown>;
    const asStrings = Object.fromEntries(
      Object.entries(resolved).map(([key, value]) => [key, String(value)]),
    );
    return { kind: 'navigate', routeKey: spec.navigate, query: asStrings };
  }
  // A full update body repeats what the form does not change, as the server has it now.
  if (
    spec.calls.some((stepCall) => !isAdapterCall(stepCall) && templateReads(stepCall.body, 'application'))
  ) {
    if (!applicationUuid) throw new Error('A body reading the application record needs an application');
    sources.application = await call('getApplication', { params: { applicationUuid } });
  }
  const results: unknown[] = [];
  for (const [index, stepCall] of spec.calls.entries()) {
    if (isAdapterCall(stepCall)) {
      if (!applicationUuid) throw new Error(`Adapter "${stepCall.adapter}" needs an application`);
      const adapter = await loadStepAdapter(stepCall.adapter);
      const saved = await adapter.save((formData ?? {}) as Record<string, unknown>, {
        applicationUuid,
        call,
        keys,
      });
      if (saved && Object.keys(saved.fieldErrors).length > 0)
        return { kind: 'fieldErrors', fieldErrors: saved.fieldErrors };
      continue;
    }
    const params = { ...(applicationUuid ? { applicationUuid } : {}), ...(stepCall.params ?? {}) };
    const body = resolveTemplate(stepCall.body ?? {}, sources);
    if (stepCall.skipWhenEmpty && isEmptyBody(body)) continue;
    try {
      results.push(
        await call(stepCall.operation, {
          params,
          body,
          // A create the contract marks idempotent (createApplication) keeps its key on every try.
          ...(getOperation(stepCall.operation).idempotent
            ? { idempotencyKey: keys(`call ${index} ${stepCall.operation}`) }
            : {}),
        }),
      );
    } catch (error) {
      const failed = error as ErrorWithFields | null;
      // By body pointer, and by the names the answer gives fields (address and phone: spec §8).
      const named = mapNamedFieldErrors(stepCall, failed?.details);
      const mapped = { ...mapServerFieldErrors(stepCall, failed?.fieldErrors ?? []), ...named };
      if (Object.keys(mapped).length > 0)
        return {
          kind: 'fieldErrors',
          fieldErrors: mapped,
          ...(Object.keys(named).length > 0 ? { pageError: error } : {}),
        };
      throw error;
    }
  }
  return { kind: 'calls', results };
}
