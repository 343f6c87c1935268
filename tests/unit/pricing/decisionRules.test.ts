import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { riskTiers } from '../../../core/pricing/pricingTables';
import { offeredLoanAmounts, offeredLoanTerms } from '../../../core/pricing/productGrid';
import {
  decide,
  reasonTexts,
  type Decision,
  type DecisionFacts,
  type ReasonCode,
} from '../../../server/domain/pricing/decisionRules';
import {
  BureauUnavailableError,
  type BureauReport,
  type KeyFactor,
} from '../../../server/adapters/bureau/creditBureau';
import { sandboxBureau } from '../../../server/adapters/bureau/sandboxBureau';

/** The happy path: a $60,000 salary, $100 of savings, Ohio, SSN 123-45-6789, $1,000 over 12 months. */
const happyPath = {
  annualIncome: 60_000,
  savingsCheckingAmount: 100,
  investmentsAmount: 0,
  stateCode: 'OH',
  loanAmount: 1000,
  loanTermInMonths: 12,
};

type Persona = {
  name: string;
  ssn: string;
  changes?: Partial<typeof happyPath>;
  linkedBalance?: number;
  expected: Decision;
};

const declined = (...codes: ReasonCode[]): Decision => ({
  outcome: 'DISQUALIFIED',
  reasons: codes.map((code) => ({ code, text: reasonTexts[code] })),
});

/** The personas of docs/pricing-rules.md, in its order. */
const personas: Persona[] = [
  {
    name: 'the happy path (good credit, $60,000 salary, $100 savings, Ohio, $1,000 for 12 months)',
    ssn: '123-45-6789',
    expected: { outcome: 'QUALIFIED', tier: 'B', highestLoanAmount: 2500 },
  },
  {
    name: 'excellent credit',
    ssn: '123-45-8001',
    expected: { outcome: 'QUALIFIED', tier: 'A', highestLoanAmount: 2500 },
  },
  {
    name: 'average credit',
    ssn: '123-45-5001',
    expected: { outcome: 'QUALIFIED', tier: 'C', highestLoanAmount: 1500 },
  },
  {
    name: 'fair credit',
    ssn: '123-45-4001',
    expected: { outcome: 'QUALIFIED', tier: 'D', highestLoanAmount: 1000 },
  },
  {
    name: 'good credit and an income at the minimum, $12,000',
    ssn: '123-45-6789',
    changes: { annualIncome: 12_000 },
    expected: { outcome: 'QUALIFIED', tier: 'B', highestLoanAmount: 1200 },
  },
  {
    name: 'excellent credit and $10,000 of savings',
    ssn: '123-45-8001',
    changes: { savingsCheckingAmount: 10_000 },
    expected: { outcome: 'QUALIFIED', tier: 'A', highestLoanAmount: 2500 },
  },
  {
    name: 'good credit and $10,000 of savings',
    ssn: '123-45-6789',
    changes: { savingsCheckingAmount: 10_000 },
    expected: { outcome: 'PLAID_OPTIONAL', tier: 'B', highestLoanAmount: 2500 },
  },
  {
    name: 'good credit, $10,000 of savings and $3,000 in a linked bank account',
    ssn: '123-45-6789',
    changes: { savingsCheckingAmount: 10_000 },
    linkedBalance: 3000,
    expected: { outcome: 'QUALIFIED', tier: 'A', highestLoanAmount: 2500 },
  },
  {
    name: 'good credit, $10,000 of savings and $1,000 in a linked bank account',
    ssn: '123-45-6789',
    changes: { savingsCheckingAmount: 10_000 },
    linkedBalance: 1000,
    expected: { outcome: 'QUALIFIED', tier: 'B', highestLoanAmount: 2500 },
  },
  { name: 'a thin credit file', ssn: '123-45-2001', expected: { outcome: 'PLAID_REQUIRED' } },
  {
    name: 'a thin credit file and $600 in a linked bank account',
    ssn: '123-45-2001',
    linkedBalance: 600,
    expected: { outcome: 'QUALIFIED', tier: 'D', highestLoanAmount: 1000 },
  },
  {
    name: 'a thin credit file and $3,000 in a linked bank account',
    ssn: '123-45-2001',
    linkedBalance: 3000,
    expected: { outcome: 'QUALIFIED', tier: 'C', highestLoanAmount: 1500 },
  },
  {
    name: 'a thin credit file and $100 in a linked bank account',
    ssn: '123-45-2001',
    linkedBalance: 100,
    expected: declined('THIN_CREDIT_FILE', 'INSUFFICIENT_SAVINGS'),
  },
  {
    name: 'a low credit score (570)',
    ssn: '123-45-3501',
    expected: {
      outcome: 'DISQUALIFIED_WITH_PLOC_OFFER',
      reasons: [{ code: 'CREDIT_SCORE_TOO_LOW', text: reasonTexts.CREDIT_SCORE_TOO_LOW }],
      lineLimitAmount: 500,
    },
  },
  { name: 'a poor credit score (520)', ssn: '123-45-3001', expected: declined('CREDIT_SCORE_TOO_LOW') },
  {
    name: 'a low credit score and an income of $10,000',
    ssn: '123-45-3501',
    changes: { annualIncome: 10_000 },
    expected: declined('INSUFFICIENT_INCOME', 'DEBT_OR_DELINQUENCY', 'CREDIT_SCORE_TOO_LOW'),
  },
  { name: 'delinquent accounts', ssn: '123-45-4501', expected: declined('DEBT_OR_DELINQUENCY') },
  {
    name: 'good credit, a $15,000 income and $2,500 asked for over 3 months',
    ssn: '123-45-6789',
    changes: { annualIncome: 15_000, loanAmount: 2500, loanTermInMonths: 3 },
    expected: declined('DEBT_OR_DELINQUENCY'),
  },
  {
    name: 'good credit and an income of $11,000',
    ssn: '123-45-6789',
    changes: { annualIncome: 11_000 },
    expected: declined('INSUFFICIENT_INCOME', 'DEBT_OR_DELINQUENCY'),
  },
  {
    name: 'a New York address',
    ssn: '123-45-6789',
    changes: { stateCode: 'NY' },
    expected: declined('STATE_NOT_SERVED'),
  },
  {
    name: 'an identity the bureau cannot match',
    ssn: '123-45-0500',
    expected: { outcome: 'UNABLE_TO_VERIFY' },
  },
];

const outcomeWords = (decision: Decision) =>
  decision.outcome === 'QUALIFIED' || decision.outcome === 'PLAID_OPTIONAL'
    ? `${decision.outcome} at tier ${decision.tier}`
    : decision.outcome;

function factsOf(persona: Persona, attempt = 1): DecisionFacts {
  return {
    ...happyPath,
    ...persona.changes,
    bureau: sandboxBureau.pull(persona.ssn.replace(/-/g, ''), attempt),
    ...(persona.linkedBalance === undefined
      ? {}
      : { hasLinkedBankAssets: true, linkedBalance: persona.linkedBalance }),
  };
}

describe('pricing personas (docs/pricing-rules.md)', () => {
  for (const persona of personas) {
    it(`Applicant with ${persona.name} is ${outcomeWords(persona.expected)}`, () => {
      expect(decide(factsOf(persona))).toEqual(persona.expected);
    });
  }

  it('Applicant whose bureau is unavailable (serial 1000–1499) gets UPSTREAM_UNAVAILABLE, retry or not', () => {
    const persona: Persona = {
      name: 'unavailable',
      ssn: '123-45-1001',
      expected: { outcome: 'PLAID_REQUIRED' },
    };
    expect(() => factsOf(persona)).toThrow(BureauUnavailableError);
    expect(() => factsOf(persona, 2)).toThrow(BureauUnavailableError);
  });

  it('Applicant whose bureau fails once (serial 1500–1999) gets UPSTREAM_UNAVAILABLE, then is QUALIFIED on retry', () => {
    const persona: Persona = { name: 'flaky', ssn: '123-45-1501', expected: { outcome: 'PLAID_REQUIRED' } };
    expect(() => factsOf(persona)).toThrow(BureauUnavailableError);
    expect(decide(factsOf(persona, 2))).toEqual({ outcome: 'QUALIFIED', tier: 'B', highestLoanAmount: 2500 });
  });

  it('reaches every outcome', () => {
    const outcomes = new Set(personas.map((persona) => persona.expected.outcome));
    expect([...outcomes].sort()).toEqual(
      [
        'DISQUALIFIED',
        'DISQUALIFIED_WITH_PLOC_OFFER',
        'PLAID_OPTIONAL',
        'PLAID_REQUIRED',
        'QUALIFIED',
        'UNABLE_TO_VERIFY',
      ].sort(),
    );
  });

  it('declines every state product.json does not serve, in either case', () => {
    for (const stateCode of product.configuration.nonQualifyingStates) {
      const persona: Persona = {
        name: stateCode,
        ssn: '123-45-6789',
        expected: declined('STATE_NOT_SERVED'),
      };
      expect(decide({ ...factsOf(persona), stateCode: stateCode.toLowerCase() })).toEqual(persona.expected);
    }
  });

  it('treats a link with no balance reported as a zero balance', () => {
    const facts = { ...factsOf(personas[9] as Persona), hasLinkedBankAssets: true };
    expect(decide(facts)).toEqual(declined('THIN_CREDIT_FILE', 'INSUFFICIENT_SAVINGS'));
  });
});

const bureauReports: fc.Arbitrary<BureauReport> = fc.oneof(
  fc.constant<BureauReport>({ kind: 'NO_MATCH' }),
  fc.record({
    kind: fc.constant('FILE' as const),
    score: fc.option(fc.integer({ min: 300, max: 850 }), { nil: null }),
    tradelines: fc.integer({ min: 0, max: 30 }),
    delinquencies: fc.integer({ min: 0, max: 3 }),
    monthlyDebtPayments: fc.integer({ min: 0, max: 5000 }),
    // Decisions never read the key factors: they are for the notice.
    keyFactors: fc.constant<KeyFactor[]>([]),
  }),
);

const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);

const decisionFacts: fc.Arbitrary<DecisionFacts> = fc.record({
  annualIncome: dollars(250_000),
  savingsCheckingAmount: dollars(50_000),
  investmentsAmount: dollars(50_000),
  stateCode: fc.constantFrom('OH', 'CA', 'TX', 'NY', 'CT', 'WI', 'FL'),
  loanAmount: fc.constantFrom(...offeredLoanAmounts),
  loanTermInMonths: fc.constantFrom(...offeredLoanTerms),
  bureau: bureauReports,
  hasLinkedBankAssets: fc.option(fc.boolean(), { nil: undefined }),
  linkedBalance: fc.option(dollars(20_000), { nil: undefined }),
});

describe('decision properties', () => {
  it('is deterministic', () => {
    fc.assert(
      fc.property(decisionFacts, (facts) => {
        expect(decide(structuredClone(facts))).toEqual(decide(facts));
      }),
    );
  });

  it('gives every decline at least one reason, each with its plain-language text', () => {
    fc.assert(
      fc.property(decisionFacts, (facts) => {
        const decision = decide(facts);
        if (decision.outcome === 'DISQUALIFIED' || decision.outcome === 'DISQUALIFIED_WITH_PLOC_OFFER') {
          expect(decision.reasons.length).toBeGreaterThan(0);
          for (const { code, text } of decision.reasons) expect(text).toBe(reasonTexts[code]);
        }
      }),
    );
  });

  it('puts a qualified highest loan amount on the product grid, within maxLoanToIncome of income', () => {
    fc.assert(
      fc.property(decisionFacts, (facts) => {
        const decision = decide(facts);
        if (decision.outcome === 'QUALIFIED' || decision.outcome === 'PLAID_OPTIONAL') {
          expect(offeredLoanAmounts).toContain(decision.highestLoanAmount);
          expect(decision.highestLoanAmount).toBeLessThanOrEqual(
            facts.annualIncome * pricing.decision.maxLoanToIncome,
          );
          expect(riskTiers).toContain(decision.tier);
        }
      }),
    );
  });

  it('resolves PLAID_OPTIONAL and PLAID_REQUIRED once bank assets are linked, never to a worse tier', () => {
    fc.assert(
      fc.property(decisionFacts, dollars(20_000), (facts, linkedBalance) => {
        const before = decide({ ...facts, hasLinkedBankAssets: false });
        const after = decide({ ...facts, hasLinkedBankAssets: true, linkedBalance });
        expect(['PLAID_OPTIONAL', 'PLAID_REQUIRED']).not.toContain(after.outcome);
        if (before.outcome === 'PLAID_OPTIONAL' || before.outcome === 'QUALIFIED') {
          expect(after.outcome).toBe('QUALIFIED');
          if (after.outcome === 'QUALIFIED')
            expect(riskTiers.indexOf(after.tier)).toBeLessThanOrEqual(riskTiers.indexOf(before.tier));
        }
        if (before.outcome === 'PLAID_REQUIRED')
          expect(['QUALIFIED', 'DISQUALIFIED']).toContain(after.outcome);
      }),
    );
  });
});
