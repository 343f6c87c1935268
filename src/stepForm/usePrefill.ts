import { useCallback, useState } from 'react';
import { buildPrefill, type PrefillSources } from './prefill';
import type { FormData } from './StepForm';
import type { LoadedStep } from './stepFiles';

/**
 * A step form's initial data from the sources its ui.json names, computed once the step file has
 * loaded: pass `onLoaded` to StepForm and `formData` as its data.
 */
export function usePrefill(sources: PrefillSources) {
  const [formData, setFormData] = useState<FormData>();
  const { query, stepData, identity } = sources;
  const onLoaded = useCallback(
    (step: LoadedStep) => setFormData(buildPrefill(step.options, { query, stepData, identity }, step.schema)),
    [identity, query, stepData],
  );
  return { formData, onLoaded };
}
