/**
 * The QA toolkit's presets: one per branch of docs/test-scenarios.md, each the happy path of
 * docs/pricing-rules.md "Personas" (a salary job of $60,000, $100 of savings, an Ohio address, SSN
 * 123-45-6789, high school, $1,000 for 12 months) with only what leads to its branch changed. A
 * preset fills the step on screen: a step it says nothing about gets a seeded valid fill. Pure.
 */
import { scenarioFill, validFill, type Rng, type StepFiles } from '../fill/generateFills';

type Data = Record<string, unknown>;

/**
 * What a preset puts in one step: a fill.json scenario (or a valid fill, or nothing with `only`), then
 * values by form pointer.
 */
export type StepPreset = { scenario?: string; only?: boolean; set?: Readonly<Record<string, unknown>> };

export type BranchPreset = {
  id: string;
  /** The branch, as docs/test-scenarios.md names it. */
  name: string;
  /** Where the application goes, in words. */
  leadsTo: string;
  steps: Readonly<Record<string, StepPreset>>;
};

const ohio = { streetLineOne: '200 E Gay St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' };

const happyPath: Readonly<Record<string, StepPreset>> = {
  'get-relief': { set: { '/loanAmount': 1000, '/loanTerm': 12 } },
  'address-and-phone': { set: { '/address': ohio } },
  address: { set: { '/address': ohio } },
  'id-verification': { set: { '/ssn': '123-45-6789' } },
  income: { scenario: 'belowMinimumIncome', set: { '/jobs/0/annualIncome': 60000 } },
  // High school asks only its year (a valid fill's school and major would ride along unseen).
  education: { only: true, set: { '/educationLevel': 'HIGH_SCHOOL', '/graduationYear': 2010 } },
  savings: { set: { '/savingsCheckingAmount': 100, '/investmentsAmount': 0 } },
};

const withSsn = (ssn: string) => ({ ...happyPath, 'id-verification': { set: { '/ssn': ssn } } });

export const branchPresets: readonly BranchPreset[] = [
  { id: 'qualified', name: 'Qualified', leadsTo: 'offers (tier B)', steps: happyPath },
  {
    id: 'bankLinkOptional',
    name: 'Bank link optional',
    leadsTo: 'a bank link offered (PLAID_OPTIONAL)',
    steps: { ...happyPath, savings: { set: { '/savingsCheckingAmount': 10000, '/investmentsAmount': 0 } } },
  },
  {
    id: 'bankLinkRequired',
    name: 'Bank link required',
    leadsTo: 'a bank link required: thin credit file (PLAID_REQUIRED)',
    steps: withSsn('123-45-2001'),
  },
  {
    id: 'disqualified',
    name: 'Disqualified',
    leadsTo: 'declined at pricing: score 520 (future-eligibility/offer)',
    steps: withSsn('123-45-3001'),
  },
  {
    id: 'cashLine',
    name: 'Cash line',
    leadsTo: 'a $500 line of credit offered (future-eligibility/cash-line)',
    steps: withSsn('123-45-3501'),
  },
  {
    id: 'turndown',
    name: 'Turndown',
    leadsTo: 'the personal-loan turndown: legal last name Turndown (exploring-options)',
    steps: { ...happyPath, 'get-started': { set: { '/lastName': 'Turndown' } } },
  },
  {
    id: 'unableToVerify',
    name: 'Unable to verify',
    leadsTo: 'identity the bureau cannot match (unable-to-verify)',
    steps: withSsn('123-45-0500'),
  },
  {
    id: 'stateNotAvailable',
    name: 'State not available',
    leadsTo: 'a New York address (not-available/state)',
    steps: {
      ...happyPath,
      'address-and-phone': { scenario: 'stateNotAvailable' },
      address: { scenario: 'stateNotAvailable' },
    },
  },
  {
    id: 'incomeNotAvailable',
    name: 'Income not available',
    leadsTo: 'one salary job of $11,000, below the minimum (not-available/income)',
    steps: { ...happyPath, income: { scenario: 'belowMinimumIncome' } },
  },
];

function setPointer(data: Data, pointer: string, value: unknown): Data {
  const keys = pointer.split('/').slice(1);
  const copy = structuredClone(data);
  let node: Record<string, unknown> | unknown[] = copy;
  keys.forEach((key, index) => {
    const container = node as Record<string, unknown>;
    if (index === keys.length - 1) container[key] = structuredClone(value);
    else {
      if (typeof container[key] !== 'object' || container[key] === null)
        container[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
      node = container[key] as Record<string, unknown>;
    }
  });
  return copy;
}

/** What a preset sets on this step: the step's own values for the branch, or a valid fill. */
export function presetFill(preset: BranchPreset, stepId: string, step: StepFiles, rng: Rng): Data {
  const stepPreset = preset.steps[stepId] ?? {};
  const base = stepPreset.only
    ? {}
    : stepPreset.scenario
      ? scenarioFill(step, stepPreset.scenario, rng)
      : validFill(step, rng);
  return Object.entries(stepPreset.set ?? {}).reduce(
    (data, [pointer, value]) => setPointer(data, pointer, value),
    base,
  );
}

/** The values a preset sets on a step, in words for its button ("ssn 123-45-2001"). */
export function presetSummary(preset: BranchPreset, stepId: string): string {
  const stepPreset = preset.steps[stepId];
  if (!stepPreset) return 'valid data on this step';
  const parts = Object.entries(stepPreset.set ?? {}).map(
    ([pointer, value]) =>
      `${pointer.slice(1).replace(/\//g, ' ')} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
  );
  if (stepPreset.scenario) parts.unshift(`scenario ${stepPreset.scenario}`);
  return parts.join(', ');
}
