import { startTransition, useEffect, useState } from 'react';
import { loadStep, type LoadedStep } from './stepFiles';

/**
 * Loads a step file (schema, UI schema, precompiled validator) for a screen to hand to StepForm;
 * null until it has loaded. A step that cannot load is a bug: it is thrown to the error boundary.
 */
export function useStepFile(stepId: string): LoadedStep | null {
  const [loaded, setLoaded] = useState<LoadedStep | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let active = true;
    loadStep(stepId).then(
      (step) => active && startTransition(() => setLoaded(step)),
      (error: Error) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, [stepId]);
  if (failure) throw failure;
  return loaded?.stepId === stepId ? loaded : null;
}
