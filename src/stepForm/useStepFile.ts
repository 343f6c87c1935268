import { startTransition, useEffect, useState } from 'react';
import { fieldsLoaded, preloadFields } from '../../widgets/fieldMap';
import { preloadWidgets, widgetsLoaded } from '../../widgets/widgetMap';
import deferredNeeds from '../generated/deferredNeeds.json';
import { preloadRjsfFields, rjsfFieldsLoaded, rjsfFieldsNeeded } from './rjsfFields';
import { loadStep, loadStepUi, type LoadedStep } from './stepFiles';
import type { FirstRenderNeeds } from './stepNeeds';
import { uiComponentNames } from './uiComponentNames';

type Deferred = { widgets: string[]; fields: string[]; arrays: boolean; choices: boolean };

/** What each step's first render never shows unless saved answers do (scripts/compileValidators.ts). */
const deferred: Partial<Record<string, Deferred>> = deferredNeeds;

/** The code a step's first render leaves out unless saved answers show it; undefined for most steps. */
export function deferredNeedsOf(stepId: string): FirstRenderNeeds | undefined {
  const later = deferred[stepId];
  return later && { ...later, widgets: new Set(later.widgets), fields: new Set(later.fields) };
}

/** Loads the code of what `needs` names: our widgets and fields, and RJSF's array and anyOf/oneOf fields. */
export async function preloadNeeds(needs: FirstRenderNeeds): Promise<void> {
  await Promise.all([preloadWidgets(needs.widgets), preloadFields(needs.fields), preloadRjsfFields(needs)]);
}

/** Whether the code of everything `needs` names has loaded, so a form showing it renders at once. */
export function needsLoaded(needs: FirstRenderNeeds): boolean {
  return widgetsLoaded(needs.widgets) && fieldsLoaded(needs.fields) && rjsfFieldsLoaded(needs);
}

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
 * Loads the code of the widgets and fields a step's first render can show (all that ui.json names
 * but what src/stepForm/stepNeeds.ts found shows only after an answer on the page, which StepForm
 * loads at the applicant's first touch), from ui.json alone, in parallel with the step file.
 */
function preloadFirstRenderComponents(stepId: string): Promise<void> {
  const later = deferred[stepId];
  return loadStepUi(stepId).then(async (uiSchema) => {
    const { widgets, fields } = uiComponentNames(uiSchema);
    await Promise.all([
      preloadWidgets([...widgets].filter((name) => !later?.widgets.includes(name))),
      preloadFields([...fields].filter((name) => !later?.fields.includes(name))),
    ]);
  });
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
    // With the code of what its first render shows, so the form renders complete on its first paint.
    const later = deferred[stepId];
    const withFields = loadStep(stepId).then(async (step) => {
      const { arrays, choices } = rjsfFieldsNeeded(step.schema);
      await preloadRjsfFields({ arrays: arrays && !later?.arrays, choices: choices && !later?.choices });
      return step;
    });
    Promise.all([withFields, preloadFirstRenderComponents(stepId)]).then(
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
