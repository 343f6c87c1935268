/**
 * `npm run check:schemas` finds each kind of thing a staff member can break in schemas/, naming the
 * file, the place and what to do: the repository's own files, with exactly one thing broken each time.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import definitions from '../../../../schemas/definitions.json';
import flow from '../../../../schemas/flow.json';
import product from '../../../../schemas/product.json';
import { checkProject, type ProjectFiles } from '../../../../src/staff/stepCheck/checkProject';
import type { Finding } from '../../../../src/staff/stepCheck/checkStepFile';
import { projectRegistries } from '../../../../src/staff/stepCheck/projectRegistries';

type Json = Record<string, unknown>;
const stepsDir = join(import.meta.dirname, '../../../../schemas/steps');
const readJson = (stepId: string, file: string): Json | undefined => {
  const path = join(stepsDir, stepId, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : undefined;
};

/** The repository's schemas/ as the checker sees them, fresh (a test may break its copy). */
function repository(): ProjectFiles {
  return structuredClone({
    steps: readdirSync(stepsDir).map((stepId) => ({
      stepId,
      schema: readJson(stepId, 'schema.json') as Json,
      ui: readJson(stepId, 'ui.json') ?? {},
      ...(readJson(stepId, 'fill.json') ? { fill: readJson(stepId, 'fill.json') } : {}),
    })),
    flow,
    copy,
    definitions,
    productRanges: { loanAmount: product.loanAmount, loanTerm: product.loanTerm },
    productConfiguration: product.configuration,
  }) as unknown as ProjectFiles;
}

const registries = projectRegistries();
const step = (project: ProjectFiles, stepId: string) =>
  project.steps.find((files) => files.stepId === stepId)!;
const json = (value: unknown) => value as Json;

function findingsAfter(breakIt: (project: ProjectFiles) => void): Finding[] {
  const project = repository();
  breakIt(project);
  return checkProject(project, registries);
}

test('The repository’s own schemas/ has no findings', () => {
  expect(checkProject(repository(), registries)).toEqual([]);
});

describe('Staff who break a step file are told where and what to do', () => {
  test.each<[string, (project: ProjectFiles) => void, Partial<Finding>, RegExp]>([
    [
      'a schema ajv strict mode refuses (a misspelt keyword)',
      (project) => {
        json(json(step(project, 'savings').schema.properties).investmentsAmount).minimun = 0;
      },
      { file: 'schemas/steps/savings/schema.json', pointer: '' },
      /not valid JSON Schema: strict mode: unknown keyword: "minimun"/,
    ],
    [
      'a UI key that is no field of the schema',
      (project) => {
        step(project, 'savings').ui!.savingsAmount = { 'ui:widget': 'money' };
      },
      { file: 'schemas/steps/savings/ui.json', pointer: '/savingsAmount' },
      /"savingsAmount" is not a field of schema.json. Check the spelling/,
    ],
    [
      'a widget the theme does not have',
      (project) => {
        json(step(project, 'savings').ui!.investmentsAmount)['ui:widget'] = 'slider';
      },
      { file: 'schemas/steps/savings/ui.json', pointer: '/investmentsAmount/ui:widget' },
      /There is no widget called "slider". Use one of: .*money/,
    ],
    [
      'a rule without a message',
      (project) => {
        json(json(step(project, 'phone').schema.properties).phone).maxLength = 20;
      },
      { file: 'schemas/steps/phone/schema.json', pointer: '/properties/phone' },
      /The "maxLength" rule has no message: add errorMessage.maxLength/,
    ],
    [
      'a page title missing from the copy',
      (project) => {
        delete json(json(project.copy.pages).savings).title;
      },
      { file: 'schemas/copy/en-US.json', pointer: '/pages/savings' },
      /shows the title pages.savings.title, which is missing. Add "title"/,
    ],
    [
      'a counted step without a progress section name',
      (project) => {
        delete json(json(project.copy.progress).sections).SAVINGS;
      },
      { file: 'schemas/copy/en-US.json', pointer: '/progress/sections' },
      /counts SAVINGS .* has no name for it/,
    ],
    [
      'a flow step whose screen does not exist',
      (project) => {
        project.flow.application.steps.SAVINGS!.screen = 'savngs';
      },
      { file: 'schemas/flow.json', pointer: '/application/steps/SAVINGS/screen' },
      /SAVINGS names a screen "savngs" the app does not have/,
    ],
    [
      'a flow step whose step folder does not exist',
      (project) => {
        project.flow.application.steps.SAVINGS!.stepFile = 'savngs';
      },
      { file: 'schemas/flow.json', pointer: '/application/steps/SAVINGS/stepFile' },
      /names a step folder "savngs" that does not exist under schemas\/steps/,
    ],
    [
      'a form screen shown with another step file than the one submitted from it',
      (project) => {
        delete project.flow.application.steps.SAVINGS!.stepFile;
      },
      { file: 'schemas/steps/savings/ui.json', pointer: '/ui:options/submit/savings' },
      /flow.json's SAVINGS shows that screen with no step file/,
    ],
    [
      'a flow step with nothing to show',
      (project) => {
        project.flow.application.steps.HOUSING = { screen: 'savings' };
        delete project.flow.application.steps.SAVINGS!.stepFile;
      },
      { file: 'schemas/flow.json', pointer: '/application/steps/HOUSING' },
      /HOUSING has nothing to show/,
    ],
    [
      'a declarative step without a step file',
      (project) => {
        project.flow.application.steps.HOUSING = { screen: 'review', storesFormData: true };
      },
      { file: 'schemas/flow.json', pointer: '/application/steps/HOUSING/stepFile' },
      /keeps its whole form \("storesFormData"\) but names no step file/,
    ],
    [
      'a product limit that does not exist',
      (project) => {
        json(json(project.definitions.definitions).loanTerm)['x-product'] = 'loanTerms';
      },
      { file: 'schemas/definitions.json', pointer: '/definitions/loanTerm/x-product' },
      /"loanTerms" names no limit of schemas\/product.json. Use one of: loanAmount, loanTerm/,
    ],
    [
      'a limit written by hand that disagrees with product.json',
      (project) => {
        json(json(project.definitions.definitions).loanTerm).maximum = 24;
      },
      { file: 'schemas/definitions.json', pointer: '/definitions/loanTerm/maximum' },
      /"maximum": 24 disagrees with schemas\/product.json \(18\)/,
    ],
    [
      'a placeholder product.json does not fill',
      (project) => {
        json(step(project, 'get-relief').ui!.loanAmount)['ui:help'] = 'Up to {maxAmount}.';
      },
      { file: 'schemas/steps/get-relief/ui.json', pointer: '/loanAmount/ui:help' },
      /"\{maxAmount\}" is not a value product.json fills in/,
    ],
    [
      'a message that states another number than its rule',
      (project) => {
        json(json(json(project.definitions.definitions).loanTerm).errorMessage).maximum =
          'Term must be 24 months or less';
      },
      { file: 'schemas/definitions.json', pointer: '/definitions/loanTerm/errorMessage/maximum' },
      /states 24, but the "maximum" rule is 18/,
    ],
    [
      'something the theme cannot show: fields the applicant adds by name',
      (project) => {
        step(project, 'savings').schema.additionalProperties = { type: 'number' };
      },
      { file: 'schemas/steps/savings/schema.json', pointer: '' },
      /Our form theme cannot show this: fields the applicant names and adds/,
    ],
    [
      'something the theme cannot show: reordering cards',
      (project) => {
        json(step(project, 'income').ui!.jobs)['ui:options'] = { orderable: true };
      },
      { file: 'schemas/steps/income/ui.json', pointer: '/jobs/ui:options/orderable' },
      /Our form theme cannot show this: buttons to move cards up and down/,
    ],
    [
      'a brand colour too light for white button text',
      (project) => {
        json(project.productConfiguration).colorPrimary = '#7dd3c8';
      },
      { file: 'schemas/product.json', pointer: '/configuration/colorPrimary' },
      /#7dd3c8 is too light: its contrast with white is 1\.\d\d:1/,
    ],
  ])('%s', (_kind, breakIt, where, problem) => {
    const findings = findingsAfter(breakIt);
    expect(findings).toContainEqual(
      expect.objectContaining({ ...where, problem: expect.stringMatching(problem) }),
    );
  });
});
