import { useCallback, useEffect, useRef, useState } from 'react';
import { callOperation } from '../api/apiRequest';
import { loadStepAdapter } from '../stepAdapters/stepAdapters';
import { buildPrefill, type PrefillSources } from './prefill';
import type { FormData } from './StepForm';
import type { LoadedStep } from './stepFiles';
import { errorSchemaToPointers, moveRequiredErrorsToFields } from './validationErrors';

/** Whether the step's own rules take this one value for the field (the other fields' errors aside). */
function fieldAccepts(step: LoadedStep, field: string, value: unknown): boolean {
  const { errorSchema } = step.validator.validateFormData(
    { [field]: value },
    step.schema,
    undefined,
    moveRequiredErrorsToFields,
  );
  return !(`/${field}` in errorSchemaToPointers(errorSchema));
}

/**
 * A step form's initial data from the sources its ui.json names, computed once per step when the
 * step has loaded (later changes of the sources never replace what the applicant typed): pass
 * `formData` to StepForm. A step that names an adapter
 * (`ui:options.adapter`) gets its data from the adapter's records; until they arrive `pending` is
 * true (show no form the applicant could type into and then lose). A failure sets `error` and keeps
 * `pending`: an empty form saved through the adapter would delete the records it failed to show.
 * `retry` loads them again.
 */
export function usePrefill(sources: PrefillSources & { applicationUuid?: string }, step: LoadedStep | null) {
  const [formData, setFormData] = useState<FormData>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { query, stepData, identity, applicationUuid } = sources;
  const loadedStep = useRef<LoadedStep | null>(null);
  const onLoaded = useCallback(
    (step: LoadedStep) => {
      loadedStep.current = step;
      const declared = buildPrefill(
        step.options,
        { query, stepData, identity },
        step.schema,
        (field, value) => fieldAccepts(step, field, value),
      );
      const adapterName = step.options.adapter;
      if (!adapterName || !applicationUuid) {
        setFormData(declared);
        return;
      }
      setPending(true);
      setError(null);
      loadStepAdapter(adapterName)
        .then((adapter) => adapter.load({ applicationUuid, call: callOperation }))
        .then(
          (records) => {
            setFormData({ ...declared, ...records });
            setPending(false);
          },
          (failure: unknown) => setError(failure),
        );
    },
    [applicationUuid, identity, query, stepData],
  );
  // Once per step: the sources as they are when the step arrives (a ref, so their later changes don't count).
  const prefillFor = useRef(onLoaded);
  useEffect(() => {
    prefillFor.current = onLoaded;
  }, [onLoaded]);
  // Keyed by the step's id: the same step reshaped later (the server's limits arriving) keeps its data.
  useEffect(() => {
    if (step && loadedStep.current?.stepId !== step.stepId) prefillFor.current(step);
  }, [step]);
  const retry = useCallback(() => {
    if (loadedStep.current) onLoaded(loadedStep.current);
  }, [onLoaded]);
  return { formData, pending, error, retry };
}
