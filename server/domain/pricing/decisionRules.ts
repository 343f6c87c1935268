/**
 * The decision of pricing (docs/pricing-rules.md, spec §3 "Pricing result", §4): from what the applicant gave
 * (income, savings, state, amount and term asked for), the credit bureau's report and, after a bank
 * link, the linked balances, one outcome. Deterministic and pure: the same facts give the same
 * decision. Thresholds come from schemas/pricing.json `decision`; minimum income, states not served
 * and loan amounts from schemas/product.json. docs/pricing-rules.md has the personas QA uses.
 *
 * The rules, in order:
 * 1. No bureau file matches the applicant -> UNABLE_TO_VERIFY.
 * 2. Every reason that applies is collected; any reason declines:
 *    - STATE_NOT_SERVED: stateCode is one of product.json nonQualifyingStates;
 *    - INSUFFICIENT_INCOME: annual income below product.json minIncome, or so low that maxLoanToIncome
 *      of it is below the smallest loan amount;
 *    - DEBT_OR_DELINQUENCY: more delinquencies than maxDelinquencies, or a debt-to-income ratio
 *      ((bureau monthly debt payments + requested amount / term) × 12 / annual income) above
 *      maxDebtToIncome;
 *    - CREDIT_SCORE_TOO_LOW: a score below the last tier's tierMinScores.
 *    A decline whose only reason is the score, with a score at or above plocOffer.minCreditScore, is
 *    DISQUALIFIED_WITH_PLOC_OFFER (a line of plocOffer.lineLimitAmount); any other is DISQUALIFIED.
 * 3. A thin file (no score) needs a bank link: PLAID_REQUIRED. Linked, balances of at least
 *    bankLink.thinFileMinLinkedBalance price at the last tier; less declines (THIN_CREDIT_FILE,
 *    INSUFFICIENT_SAVINGS).
 * 4. Otherwise the tier is the best whose tierMinScores the score reaches.
 * 5. With bank assets linked, balances of bankLink.betterTierAtLinkedBalance or more price one tier
 *    better (never past the first); the outcome is QUALIFIED. Without, an applicant below the first
 *    tier whose stated savings plus investments reach bankLink.offerWhenStatedAssetsAtLeast is
 *    PLAID_OPTIONAL (a link could improve the tier); anyone else is QUALIFIED.
 * 6. A qualified outcome's highestLoanAmount is the smallest of product.json loanAmount.max, the
 *    tier's tierMaxLoanAmounts and maxLoanToIncome × annual income, brought down onto the grid.
 *    The amount asked for never declines: offers stop at highestLoanAmount.
 */
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { riskTiers, type RiskTier } from '../../../core/pricing/pricingTables';
import { gridAmountAtMost, offeredLoanAmounts } from '../../../core/pricing/productGrid';
import type { BureauReport } from '../../adapters/bureau/creditBureau';

/** A principal reason for a decline, as an adverse-action notice (Reg B, 12 CFR 1002.9) states it. */
export type ReasonCode =
  | 'STATE_NOT_SERVED'
  | 'INSUFFICIENT_INCOME'
  | 'DEBT_OR_DELINQUENCY'
  | 'CREDIT_SCORE_TOO_LOW'
  | 'THIN_CREDIT_FILE'
  | 'INSUFFICIENT_SAVINGS';

export type DeclineReason = { code: ReasonCode; text: string };

/** Plain-language text of each reason, in the words of Reg B's model forms where they have them. */
export const reasonTexts: Readonly<Record<ReasonCode, string>> = {
  STATE_NOT_SERVED: 'We do not offer this loan in your state.',
  INSUFFICIENT_INCOME: 'Income insufficient for amount of credit requested.',
  DEBT_OR_DELINQUENCY:
    'Delinquent past or present credit obligations with others, or excessive obligations in relation to income.',
  CREDIT_SCORE_TOO_LOW: 'Your credit score is below the minimum we lend at.',
  THIN_CREDIT_FILE: 'Limited credit experience.',
  INSUFFICIENT_SAVINGS: 'Balances in your linked bank accounts are too low for the credit requested.',
};

export type DecisionFacts = {
  annualIncome: number;
  savingsCheckingAmount: number;
  investmentsAmount: number;
  stateCode: string;
  loanAmount: number;
  loanTermInMonths: number;
  bureau: BureauReport;
  /** True once the applicant linked a bank account and its balances arrived (plaid pricing). */
  hasLinkedBankAssets?: boolean;
  /** The linked accounts' total balance, in dollars. */
  linkedBalance?: number;
};

export type Decision =
  | { outcome: 'QUALIFIED'; tier: RiskTier; highestLoanAmount: number }
  | { outcome: 'PLAID_OPTIONAL'; tier: RiskTier; highestLoanAmount: number }
  | { outcome: 'PLAID_REQUIRED' }
  | { outcome: 'DISQUALIFIED'; reasons: DeclineReason[] }
  | { outcome: 'DISQUALIFIED_WITH_PLOC_OFFER'; reasons: DeclineReason[]; lineLimitAmount: number }
  | { outcome: 'UNABLE_TO_VERIFY' };

type DecisionTables = {
  tierMinScores: Record<RiskTier, number>;
  tierMaxLoanAmounts: Partial<Record<RiskTier, number>>;
  maxLoanToIncome: number;
  maxDebtToIncome: number;
  maxDelinquencies: number;
  plocOffer: { minCreditScore: number; lineLimitAmount: number };
  bankLink: {
    offerWhenStatedAssetsAtLeast: number;
    thinFileMinLinkedBalance: number;
    betterTierAtLinkedBalance: number;
  };
};

const tables: DecisionTables = pricing.decision;
const { minIncome, nonQualifyingStates } = product.configuration;
const smallestLoanAmount = offeredLoanAmounts[0] as number;
const firstTier = riskTiers[0] as RiskTier;
const lastTier = riskTiers.at(-1) as RiskTier;

/** Refuses a decision table product staff mistyped, on load, in plain words. */
function checkTables(): void {
  const problems: string[] = [];
  const scores = riskTiers.map((tier) => tables.tierMinScores[tier]);
  if (scores.some((score) => !Number.isFinite(score)))
    problems.push(`tierMinScores needs a score for each tier (${riskTiers.join(', ')})`);
  else if (scores.some((score, index) => index > 0 && score >= (scores[index - 1] as number)))
    problems.push('tierMinScores must fall from the first tier to the last');
  for (const [tier, amount] of Object.entries(tables.tierMaxLoanAmounts)) {
    if (!riskTiers.includes(tier as RiskTier)) problems.push(`tierMaxLoanAmounts: "${tier}" is not a tier`);
    if (!offeredLoanAmounts.includes(amount))
      problems.push(`tierMaxLoanAmounts.${tier}: $${amount} is not a loan amount of product.json`);
  }
  for (const name of ['maxLoanToIncome', 'maxDebtToIncome'] as const)
    if (!(tables[name] > 0 && tables[name] <= 1))
      problems.push(`${name} must be a decimal above 0, at most 1`);
  if (!(Number.isInteger(tables.maxDelinquencies) && tables.maxDelinquencies >= 0))
    problems.push('maxDelinquencies must be a whole number, 0 or more');
  if (!(tables.plocOffer.minCreditScore < tables.tierMinScores[lastTier]))
    problems.push("plocOffer.minCreditScore must be below the last tier's minimum score");
  if (!(tables.plocOffer.lineLimitAmount > 0)) problems.push('plocOffer.lineLimitAmount must be above 0');
  if (Object.values(tables.bankLink).some((amount) => !(amount >= 0)))
    problems.push('bankLink amounts must be dollars, 0 or more');
  if (problems.length > 0) throw new Error(`schemas/pricing.json decision: ${problems.join('; ')}`);
}

checkTables();

const reason = (code: ReasonCode): DeclineReason => ({ code, text: reasonTexts[code] });

function declineReasons(facts: DecisionFacts, report: BureauFile): ReasonCode[] {
  const { annualIncome, stateCode } = facts;
  const { score } = report;
  const codes: ReasonCode[] = [];
  if (nonQualifyingStates.includes(stateCode.toUpperCase())) codes.push('STATE_NOT_SERVED');
  if (!(annualIncome >= minIncome) || annualIncome * tables.maxLoanToIncome < smallestLoanAmount)
    codes.push('INSUFFICIENT_INCOME');
  if (report.delinquencies > tables.maxDelinquencies || debtToIncome(facts, report) > tables.maxDebtToIncome)
    codes.push('DEBT_OR_DELINQUENCY');
  if (score !== null && score < tables.tierMinScores[lastTier]) codes.push('CREDIT_SCORE_TOO_LOW');
  return codes;
}

type BureauFile = Extract<BureauReport, { kind: 'FILE' }>;

/** (Monthly debt on file + the requested amount over its term) × 12 / annual income; 0 with no income (declined for it). */
function debtToIncome(facts: DecisionFacts, report: BureauFile): number {
  if (!(facts.annualIncome > 0)) return 0;
  const requestedMonthly = facts.loanAmount / Math.max(1, facts.loanTermInMonths);
  return ((report.monthlyDebtPayments + requestedMonthly) * 12) / facts.annualIncome;
}

function tierForScore(score: number): RiskTier {
  return riskTiers.find((tier) => score >= tables.tierMinScores[tier]) ?? lastTier;
}

function oneTierBetter(tier: RiskTier): RiskTier {
  return riskTiers[Math.max(0, riskTiers.indexOf(tier) - 1)] ?? firstTier;
}

function highestLoanAmount(tier: RiskTier, annualIncome: number): number {
  const cap = Math.min(
    product.loanAmount.max,
    tables.tierMaxLoanAmounts[tier] ?? product.loanAmount.max,
    annualIncome * tables.maxLoanToIncome,
  );
  return gridAmountAtMost(cap);
}

export function decide(facts: DecisionFacts): Decision {
  const { bureau } = facts;
  if (bureau.kind === 'NO_MATCH') return { outcome: 'UNABLE_TO_VERIFY' };

  const codes = declineReasons(facts, bureau);
  if (codes.length > 0) {
    const reasons = codes.map(reason);
    const scoreAlone = codes.length === 1 && codes[0] === 'CREDIT_SCORE_TOO_LOW';
    if (scoreAlone && bureau.score !== null && bureau.score >= tables.plocOffer.minCreditScore) {
      return {
        outcome: 'DISQUALIFIED_WITH_PLOC_OFFER',
        reasons,
        lineLimitAmount: tables.plocOffer.lineLimitAmount,
      };
    }
    return { outcome: 'DISQUALIFIED', reasons };
  }

  const linked = facts.hasLinkedBankAssets === true;
  const balance = linked ? (facts.linkedBalance ?? 0) : 0;
  let tier: RiskTier;
  if (bureau.score === null) {
    if (!linked) return { outcome: 'PLAID_REQUIRED' };
    if (balance < tables.bankLink.thinFileMinLinkedBalance) {
      return {
        outcome: 'DISQUALIFIED',
        reasons: [reason('THIN_CREDIT_FILE'), reason('INSUFFICIENT_SAVINGS')],
      };
    }
    tier = lastTier;
  } else {
    tier = tierForScore(bureau.score);
  }

  if (linked) {
    if (balance >= tables.bankLink.betterTierAtLinkedBalance) tier = oneTierBetter(tier);
    return { outcome: 'QUALIFIED', tier, highestLoanAmount: highestLoanAmount(tier, facts.annualIncome) };
  }
  const statedAssets = facts.savingsCheckingAmount + facts.investmentsAmount;
  const outcome =
    tier !== firstTier && statedAssets >= tables.bankLink.offerWhenStatedAssetsAtLeast
      ? 'PLAID_OPTIONAL'
      : 'QUALIFIED';
  return { outcome, tier, highestLoanAmount: highestLoanAmount(tier, facts.annualIncome) };
}
