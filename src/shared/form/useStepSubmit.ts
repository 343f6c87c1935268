import { useCallback, useEffect, useState } from 'react';
import { stepFileLoaded, stepSubmitted } from '../analytics/analytics';
import { callOperation } from '../api/apiRequest';
import { alertMessageFor } from '../api/classifyError';
import { UnauthorizedError } from '../api/errors';
import { keysForOneAction } from '../api/idempotencyKeys';
import copy from '../../../schemas/copy/en-US.json';
import { runSubmit, type SubmitOutcome } from './runSubmit';
import type { FormData, StepFormResult } from './StepForm';
import type { LoadedStep } from './stepFiles';
import { forgetUnsentFields, noteUnsentFields, withUnsentFields } from '../session/unsentFields';
import { useErrorRedirects } from '../flow/useErrorRedirects';

type Options = {
  screenKey: string;
  /** The step the form shows (null while its file loads: nothing can be submitted yet). */
  step: LoadedStep | null;
  isPublic?: boolean;
  query: Record<string, string>;
  applicationUuid?: string;
  /** What to do with a successful outcome (navigate to the next screen). */
  onDone: (outcome: Exclude<SubmitOutcome, { kind: 'fieldErrors' }>) => Promise<void> | void;
  /**
   * A chance to handle an error before the alert (return true when handled); `again` saves the same
   * data once more (the flow hook's recover, src/shared/flow/useFlowCalls.ts).
   */
  onError?: (error: unknown, again: () => Promise<void>) => Promise<boolean> | boolean;
};

/**
 * Submits a step through its ui.json mapping for this screen and turns failures into what the
 * applicant sees: field errors on fields, redirects of spec §4, otherwise an error alert. Spread
 * `formProps(initialData)` on the StepForm: its submit, and the answers that survive a sign-out of
 * an expired session (noted on each change, put back with the initial data after signing in again).
 */
export function useStepSubmit({
  screenKey,
  step,
  isPublic = false,
  query,
  applicationUuid,
  onDone,
  onError,
}: Options) {
  const [alert, setAlert] = useState<string | null>(null);
  const redirects = useErrorRedirects(screenKey, isPublic);
  useEffect(() => {
    if (step) stepFileLoaded(step);
  }, [step]);
  // This screen's answers, noted in memory for the sign-out of an expired session (src/shared/session/unsentFields.ts).
  const [owner] = useState(() => ({}));
  useEffect(() => () => forgetUnsentFields(owner), [owner]);
  const onDataChange = useCallback(
    (formData: FormData) => {
      if (step && !isPublic) noteUnsentFields(owner, step, formData);
    },
    [isPublic, owner, step],
  );
  const onSubmit = useCallback(
    async (formData: FormData): Promise<StepFormResult> => {
      if (!step) return;
      setAlert(null);
      const spec = step.options.submit?.[screenKey];
      if (!spec) throw new Error(`Step "${step.stepId}" has no submit mapping for screen "${screenKey}"`);
      // One press of Continue is one action: its creates keep their keys when `again` tries it once more.
      const keys = keysForOneAction();
      const attempt = async (): Promise<StepFormResult> => {
        const outcome = await runSubmit({
          spec,
          formData,
          query,
          applicationUuid,
          call: callOperation,
          keys,
        });
        // docs/analytics.md: step events carry the failing fields' codes, never what was typed.
        stepSubmitted(screenKey, step, outcome.kind === 'fieldErrors' ? outcome.fieldErrors : undefined);
        if (outcome.kind === 'fieldErrors') {
          if (outcome.pageError !== undefined) setAlert(alertMessageFor(outcome.pageError));
          return { fieldErrors: outcome.fieldErrors };
        }
        forgetUnsentFields(owner, { saved: true });
        await onDone(outcome);
      };
      try {
        return await attempt();
      } catch (error) {
        // What was sent survives signing in again: the sign-out keeps it, sensitive fields excepted.
        if (error instanceof UnauthorizedError && !isPublic) noteUnsentFields(owner, step, formData);
        if (redirects(error)) return;
        const again = async () => {
          const result = await attempt();
          // The repeated save found field problems it can no longer show on the form: say so.
          if (result?.fieldErrors) setAlert(copy.errors.default);
        };
        if (onError && (await onError(error, again))) return;
        setAlert(alertMessageFor(error));
      }
    },
    [applicationUuid, isPublic, onDone, onError, owner, query, redirects, screenKey, step],
  );
  const formProps = useCallback(
    (formData: FormData | undefined) => ({
      formData: step ? withUnsentFields(step, formData) : formData,
      onSubmit,
      onDataChange,
    }),
    [onDataChange, onSubmit, step],
  );
  return { onSubmit, alert, formProps };
}
