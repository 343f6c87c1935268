import { startTransition, useEffect, useState } from 'react';
import { preloadFields } from '../../../widgets/fieldMap';
import { preloadWidgets } from '../../../widgets/widgetMap';
import { preloadRjsfFields } from './rjsfFields';
import { loadStep, loadStepUi, uiComponentNames, type LoadedStep } from './stepFiles';

/**
 * Loads the code of the widgets and fields a step's ui.json names (widgets/widgetMap.ts and
 * fieldMap.ts load the larger ones lazily), so the step's form renders at once, without a suspense
 * fallback. Here, not in loadStep: review reads step files without rendering their forms.
 */
export async function preloadStepComponents(stepId: string): Promise<void> {
  const { widgets, fields } = uiComponentNames(await loadStepUi(stepId));
  await Promise.all([preloadWidgets(widgets), preloadFields(fields)]);
}

/**
 * Loads a step file (schema, UI schema, precompiled validator, the code of the widgets it names) for
 * a screen to hand to StepForm; null until it has loaded. A step that cannot load is a bug: it is thrown to the error boundary.
 */
export function useStepFile(stepId: string): LoadedStep | null {
  const [loaded, setLoaded] = useState<LoadedStep | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let active = true;
    // With the code of its widgets and fields, so the form renders complete on its first paint.
    const withFields = loadStep(stepId).then(async (step) => {
      await preloadRjsfFields(step.schema);
      return step;
    });
    Promise.all([withFields, preloadStepComponents(stepId)]).then(
      ([step]) => active && startTransition(() => setLoaded(step)),
      (error: Error) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, [stepId]);
  if (failure) throw failure;
  return loaded?.stepId === stepId ? loaded : null;
}
