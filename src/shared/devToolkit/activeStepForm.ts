/**
 * The hook point between the step form on the page and the QA toolkit: StepForm registers itself
 * (only in a build with the toolkit, src/shared/devToolkit/devToolkitEnabled.ts) with a `fill` that replaces
 * its answers as arriving data does (RJSF starts again from them), so a fill shows in the same widgets an
 * applicant uses and is submitted like typed data (no hidden state). The latest form registered is the one filled.
 */
import type { LoadedStep } from '../form/stepFiles';

export type FillOptions = {
  /** Show the fill's errors at once, as after a submit attempt (an invalid fill's message). */
  showErrors: boolean;
};

export type StepFormTarget = {
  step: LoadedStep;
  fill: (formData: Record<string, unknown>, options: FillOptions) => void;
};

let targets: readonly StepFormTarget[] = [];
// Pure, so a build without the toolkit drops this module with the unused registration.
const listeners = /* @__PURE__ */ new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function registerStepForm(target: StepFormTarget): () => void {
  targets = [...targets, target];
  notify();
  return () => {
    targets = targets.filter((item) => item !== target);
    notify();
  };
}

export function activeStepForm(): StepFormTarget | undefined {
  return targets.at(-1);
}

export function subscribeStepForm(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
