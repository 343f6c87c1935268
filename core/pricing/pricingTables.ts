/**
 * schemas/pricing.json, read and checked once: the risk tiers, each tier's interest rate and
 * origination fee rule, and how long an offer's price holds. A table product staff mistyped fails
 * here, on load, in plain words (the APR cap over the whole grid is checked by loanTerms and
 * tests/unit/pricing). Pure.
 */
import pricing from '../../schemas/pricing.json';
import { toCents } from './money';

/** A risk tier of pricing.json ("A", "B", …), best first. */
export type RiskTier = keyof typeof pricing.tiers;

/** An origination fee: `percentage` of the loan amount (0.01 is 1 %) plus `flatAmount` dollars. */
export type FeeRule = { percentage: number; flatAmount: number };

export type TierPricing = { interestRate: number; originationFee: FeeRule };

/** Every tier of pricing.json, in its order (best first). */
export const riskTiers = Object.keys(pricing.tiers) as RiskTier[];

/** Days from the issue date to an offer's rateExpirationDate. */
export const rateLockDays: number = pricing.rateLockDays;

function checkTables(): void {
  const problems: string[] = [];
  if (riskTiers.length === 0) problems.push('tiers lists no risk tier');
  if (!Number.isInteger(rateLockDays) || rateLockDays < 1)
    problems.push('rateLockDays must be a whole number of days, at least 1');
  for (const tier of riskTiers) {
    const { interestRate, originationFee } = tierPricing(tier);
    if (!(interestRate >= 0 && interestRate < 1))
      problems.push(`tier ${tier}: interestRate must be a decimal from 0 to 1 (0.1599 is 15.99 %)`);
    if (!(originationFee.percentage >= 0 && originationFee.percentage < 1))
      problems.push(`tier ${tier}: originationFee.percentage must be a decimal from 0 to 1 (0.01 is 1 %)`);
    if (
      !(originationFee.flatAmount >= 0) ||
      toCents(originationFee.flatAmount) / 100 !== originationFee.flatAmount
    )
      problems.push(`tier ${tier}: originationFee.flatAmount must be dollars and cents, 0 or more`);
  }
  if (problems.length > 0) throw new Error(`schemas/pricing.json: ${problems.join('; ')}`);
}

export function tierPricing(tier: RiskTier): TierPricing {
  const entry = pricing.tiers[tier] as TierPricing | undefined;
  if (!entry) throw new RangeError(`"${tier}" is not a risk tier of schemas/pricing.json`);
  return entry;
}

/** The origination fee of a loan, in cents: percentage of the amount rounded to cents, plus the flat amount. */
export function originationFee(loanAmountCents: number, rule: FeeRule): number {
  return Math.round(Number((loanAmountCents * rule.percentage).toPrecision(12))) + toCents(rule.flatAmount);
}

checkTables();
