/**
 * schemas/product.json is the one place product limits are set (amounts, terms, minimum income).
 * Schemas, messages, UI help and copy name them instead of repeating numbers:
 * - a schema node with `"x-product": "loanAmount"` or `"loanTerm"` gets that range's minimum,
 *   maximum and multipleOf (the marker itself is removed, so ajv's strict mode never sees it);
 * - any string may say `{minLoanAmount}`, `{maxLoanAmount}`, `{loanAmountStep}`, `{minLoanTerm}`,
 *   `{maxLoanTerm}`, `{loanTermStep}`, `{minIncome}` or `{lenderName}`; other `{placeholders}` are left for later.
 * Pure; applied by withDefinitions (server, build, tests), the step loader and the page copy.
 */
import product from '../../schemas/product.json';
import { formatWholeUsd } from './displayFormats';

type Range = { min: number; max: number; step: number };
const ranges: Record<string, Range> = { loanAmount: product.loanAmount, loanTerm: product.loanTerm };

/** The loan amounts the server says it offers (GET /pre-flow/step/get-relief, spec §7). */
export type LoanAmountLimits = { minLoanAmount: number; maxLoanAmount: number };

export type ProductValues = Readonly<Record<string, string>>;

export const productValues: ProductValues = {
  minLoanAmount: formatWholeUsd(product.loanAmount.min),
  maxLoanAmount: formatWholeUsd(product.loanAmount.max),
  loanAmountStep: formatWholeUsd(product.loanAmount.step),
  minLoanTerm: String(product.loanTerm.min),
  maxLoanTerm: String(product.loanTerm.max),
  loanTermStep: String(product.loanTerm.step),
  minIncome: formatWholeUsd(product.configuration.minIncome),
  lenderName: product.issuingBankName,
};

/** product.json's values with the server's loan amounts in their place (they win where they differ). */
export function productValuesWith(limits: LoanAmountLimits): ProductValues {
  return {
    ...productValues,
    minLoanAmount: formatWholeUsd(limits.minLoanAmount),
    maxLoanAmount: formatWholeUsd(limits.maxLoanAmount),
  };
}

export function fillProductText(text: string, values: ProductValues = productValues): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export function withProductLimits<T>(value: T, values: ProductValues = productValues): T {
  if (typeof value === 'string') return fillProductText(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => withProductLimits(item, values)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { 'x-product': rangeName, ...rest } = value as Record<string, unknown>;
  const filled = Object.fromEntries(
    Object.entries(rest).map(([key, item]) => [key, withProductLimits(item, values)]),
  );
  if (typeof rangeName !== 'string') return filled as T;
  const range = ranges[rangeName];
  if (!range) throw new Error(`"x-product": "${rangeName}" names no range of schemas/product.json`);
  return { ...filled, minimum: range.min, maximum: range.max, multipleOf: range.step } as T;
}
