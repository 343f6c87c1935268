/**
 * Everything `npm run check:schemas` checks, over the whole of schemas/: each step folder (the
 * step-file checker), the flow's screens and step files, the copy the app looks up, limits
 * against product.json, and product.json's brand colours. Pure: the CLI (scripts/checkSchemas.ts) reads the files and the registries;
 * tests hand it the repository's files with one thing broken. Node only: it compiles the rules
 * (compilingSchemaChecks.ts).
 */
import { checkBranding, type BrandingColors } from './checkBranding';
import { checkCopy, type CopyUse } from './checkCopy';
import { checkFormScreens } from './checkFormScreens';
import { checkProductLimits } from './checkProductLimits';
import { compilingSchemaChecks } from './compilingSchemaChecks';
import {
  checkFlowSteps,
  checkStepFile,
  type CheckRegistries,
  type Finding,
  type StepFileSet,
} from './checkStepFile';
import { escapePointer, type Json } from './walkSchema';

type FlowStep = { screen: string; stepFile?: string; storesFormData?: boolean };

export interface ProjectFiles {
  steps: readonly StepFileSet[];
  flow: {
    preFlow: { steps: Record<string, FlowStep> };
    application: { steps: Record<string, FlowStep> };
    progress: { steps: readonly string[] };
  };
  copy: Json;
  /** schemas/definitions.json. */
  definitions: { definitions: Json };
  /** schemas/product.json's ranges a schema names with "x-product". */
  productRanges: Readonly<Record<string, { min: number; max: number; step: number }>>;
  /** schemas/product.json's configuration, of which the checker reads the brand colours. */
  productConfiguration: BrandingColors;
}

export interface ProjectRegistries extends Omit<CheckRegistries, 'formDataStepFiles'> {
  /** Route keys with a page of their own (not only through a step file). */
  screensWithPage: readonly string[];
  /** The copy keys the app's routes read (src/shared/routes/routeTable.ts). */
  copyUses: readonly CopyUse[];
}

export function checkProject(project: ProjectFiles, registries: ProjectRegistries): Finding[] {
  const flowSteps = { ...project.flow.preFlow.steps, ...project.flow.application.steps };
  const stepRegistries: CheckRegistries = {
    ...registries,
    formDataStepFiles: Object.values(flowSteps).flatMap((step) =>
      step.storesFormData && step.stepFile ? [step.stepFile] : [],
    ),
  };
  const findings: Finding[] = [];
  for (const step of project.steps) {
    const folder = `schemas/steps/${step.stepId}`;
    const limits = [
      ...checkProductLimits(`${folder}/schema.json`, step.schema, project.productRanges),
      ...checkProductLimits(`${folder}/ui.json`, step.ui ?? {}, project.productRanges),
    ];
    // A range that does not exist stops the rest: the schema cannot be read without its limits.
    if (!limits.some((finding) => finding.pointer.endsWith('/x-product')))
      findings.push(...checkStepFile(step, stepRegistries, compilingSchemaChecks));
    findings.push(...limits);
  }
  findings.push(
    ...checkProductLimits(
      'schemas/definitions.json',
      project.definitions.definitions,
      project.productRanges,
      '/definitions',
    ),
  );

  const stepIds = project.steps.map((step) => step.stepId);
  for (const part of ['preFlow', 'application'] as const)
    findings.push(
      ...checkFlowSteps(project.flow[part].steps, stepIds, registries.routeKeys, `/${part}/steps`),
    );
  const pointerOf = (step: string) =>
    `/${step in project.flow.application.steps ? 'application' : 'preFlow'}/steps/${escapePointer(step)}`;
  const submitScreens = Object.fromEntries(
    project.steps.map((step) => {
      const options = (step.ui?.['ui:options'] ?? {}) as Json;
      return [step.stepId, Object.keys((options.submit ?? {}) as Json)];
    }),
  );
  findings.push(...checkFormScreens(flowSteps, submitScreens, registries.screensWithPage, pointerOf));

  const formScreens = Object.entries(flowSteps).flatMap(([name, step]) =>
    step.stepFile ? [{ page: step.screen, usedBy: `The form of ${name}` }] : [],
  );
  findings.push(
    ...checkCopy(project.copy, [...registries.copyUses, ...formScreens], project.flow.progress.steps),
  );
  findings.push(...checkBranding(project.productConfiguration));
  return findings;
}
