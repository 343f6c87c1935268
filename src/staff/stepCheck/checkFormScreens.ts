/**
 * Every form screen maps to a step file: a screen a ui.json submits from (`ui:options.submit.<screen>`)
 * is shown, on every flow step with that screen, with that same step file; a declarative step
 * (`storesFormData`) names its step file; and every flow step's screen has something to show.
 */
import type { Finding } from './finding';
import { escapePointer } from './walkSchema';

type FlowStep = { screen: string; stepFile?: string; storesFormData?: boolean };

export function checkFormScreens(
  steps: Readonly<Record<string, FlowStep>>,
  /** The screens each step file's ui.json submits from, by step id. */
  submitScreens: Readonly<Record<string, readonly string[]>>,
  /** Route keys that show a page of their own (a screen component), not only through a step file. */
  screensWithPage: readonly string[],
  /** Where each flow step sits in flow.json, by name ('/application/steps/SAVINGS'). */
  pointerOf: (step: string) => string = (step) => `/${escapePointer(step)}`,
): Finding[] {
  const findings: Finding[] = [];
  const add = (pointer: string, problem: string) =>
    findings.push({ file: 'schemas/flow.json', pointer, problem });
  for (const [step, config] of Object.entries(steps)) {
    const at = pointerOf(step);
    if (config.storesFormData && !config.stepFile)
      add(
        `${at}/stepFile`,
        `${step} keeps its whole form ("storesFormData") but names no step file. Add "stepFile": "<folder under schemas/steps>".`,
      );
    if (!config.stepFile && !screensWithPage.includes(config.screen))
      add(
        at,
        `${step} has nothing to show: its screen "${config.screen}" is no page of the app and it names no step file. Add "stepFile", or ask a developer for a screen.`,
      );
  }
  for (const [stepId, screens] of Object.entries(submitScreens))
    for (const screen of screens)
      for (const [step, config] of Object.entries(steps))
        if (config.screen === screen && config.stepFile !== stepId)
          findings.push({
            file: `schemas/steps/${stepId}/ui.json`,
            pointer: `/ui:options/submit/${escapePointer(screen)}`,
            problem: `This form is submitted from the screen "${screen}", but flow.json's ${step} shows that screen with ${config.stepFile ? `the step file "${config.stepFile}"` : 'no step file'}. Make ${step}'s "stepFile" "${stepId}", or submit from another screen.`,
          });
  return findings;
}
