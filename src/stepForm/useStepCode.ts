import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LoadedStep } from './stepFiles';
import { deferredNeedsOf, needsLoaded, preloadNeeds } from './useStepFile';

/**
 * The code a step form needs, loaded when it needs it (src/stepForm/stepNeeds.ts). The step loader
 * leaves out parts of a few steps that only an answer reveals, and saved answers can show one (a
 * returning applicant's college): `ready` is false until the code of what the first render shows
 * has loaded, so the form waits for it rather than render without it. `loadRest` loads the parts
 * left out; the form calls it at the applicant's first focus or press in it, before any answer can
 * reveal one.
 */
export function useStepCode(
  step: LoadedStep,
  formData: Record<string, unknown> | undefined,
): { ready: boolean; loadRest: () => void } {
  const later = useMemo(() => deferredNeedsOf(step.stepId), [step.stepId]);
  const [ready, setReady] = useState(() => later === undefined);
  const [initialData] = useState(formData);
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    // A chunk that fails to load fails again where the form renders it, into the error boundary.
    const done = () => active && setReady(true);
    // The walker only for the steps that leave parts out: other steps never download it.
    import('./stepNeeds')
      .then(async ({ firstRenderNeeds }) => {
        const first = firstRenderNeeds(step.schema, step.uiSchema, initialData);
        if (!needsLoaded(first)) await preloadNeeds(first);
      })
      .then(done, done);
    return () => {
      active = false;
    };
  }, [initialData, ready, step]);

  const loadedFor = useRef<string | null>(null);
  const loadRest = useCallback(() => {
    if (!later || loadedFor.current === step.stepId) return;
    loadedFor.current = step.stepId;
    preloadNeeds(later).catch(() => undefined);
  }, [later, step.stepId]);
  return { ready, loadRest };
}
