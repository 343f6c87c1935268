/**
 * What the server's answer for a step says about the step's own form (spec §7): the loan amounts on
 * offer (GET /pre-flow/step/get-relief, or the loan-amount step's GET) and the reasons for borrowing
 * (GET /sdl/v1/pre-flow/step/use-of-funds, or the use-of-funds step's GET). Where they differ from
 * the product.json the app was built with, the server wins: an app loaded before the product changed
 * still shows and accepts what the server takes. The schema and its precompiled validator stay as
 * built; help text, the offered options and a run-time range check follow the server. What a widget
 * shows from the answer (the offers) reaches it through its ui:options. Pure.
 */
import { roundLoanAmount } from '../../../core/rules/formats';
import messageTemplates from '../../generated/productMessageTemplates.json';
import {
  fillProductText,
  productValuesWith,
  withProductLimits,
  type LoanAmountLimits,
} from '../../../core/rules/productLimits';
import type { LoadedStep } from './stepFiles';
import { readPointer } from './submitMapping';

export type ReasonOption = { phrase: string; value: string };

// definitions.json's message as written, with its placeholders (scripts/compileValidators.ts).
const rangeTemplate = messageTemplates.loanAmount.format;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readLoanLimits(data: unknown): LoanAmountLimits | null {
  if (!isRecord(data)) return null;
  const { minLoanAmount, maxLoanAmount } = data;
  if (typeof minLoanAmount !== 'number' || typeof maxLoanAmount !== 'number') return null;
  return minLoanAmount <= maxLoanAmount ? { minLoanAmount, maxLoanAmount } : null;
}

export function readReasonOptions(data: unknown): ReasonOption[] | null {
  if (!isRecord(data)) return null;
  const list = Array.isArray(data.options)
    ? data.options
    : isRecord(data.stepData) && Array.isArray(data.stepData.useOfFundsOptions)
      ? data.stepData.useOfFundsOptions
      : null;
  if (!list) return null;
  const options = list.filter(
    (item): item is ReasonOption =>
      isRecord(item) && typeof item.phrase === 'string' && typeof item.value === 'string',
  );
  return options.length > 0 ? options : null;
}

type PropertySchema = { $ref?: string; format?: string };
const properties = (step: LoadedStep) => (step.schema.properties ?? {}) as Record<string, PropertySchema>;

/** The top-level field a rule of definitions.json applies to (by $ref), e.g. loanAmount. */
function fieldUsing(step: LoadedStep, definition: string): string | undefined {
  return Object.entries(properties(step)).find(
    ([, schema]) => schema.$ref === `#/definitions/${definition}`,
  )?.[0];
}

export function withLoanLimits(step: LoadedStep, limits: LoanAmountLimits): LoadedStep {
  const field = fieldUsing(step, 'loanAmount');
  if (!field) return step;
  const pointer = `/${field}`;
  const buildMessage = fillProductText(rangeTemplate);
  const serverMessage = fillProductText(rangeTemplate, productValuesWith(limits));
  const previous = step.refineErrors;
  return {
    ...step,
    uiSchema: withProductLimits(step.rawUiSchema, productValuesWith(limits)),
    refineErrors: (formData, errors) => {
      const next = { ...(previous ? previous(formData, errors) : errors) };
      const amount = formData[field];
      if (typeof amount !== 'number' || !Number.isFinite(amount)) return next;
      // The built range gives way to the server's; any other message (a type error) stays.
      if (next[pointer] === buildMessage) delete next[pointer];
      const rounded = roundLoanAmount(amount);
      if (next[pointer] === undefined && (rounded < limits.minLoanAmount || rounded > limits.maxLoanAmount))
        next[pointer] = serverMessage;
      return next;
    },
  };
}

export function withReasonOptions(step: LoadedStep, options: readonly ReasonOption[]): LoadedStep {
  const field = fieldUsing(step, 'useOfFunds');
  if (!field) return step;
  const fieldUi = (step.uiSchema[field] ?? {}) as Record<string, unknown>;
  return {
    ...step,
    uiSchema: {
      ...step.uiSchema,
      [field]: {
        ...fieldUi,
        'ui:enumNames': Object.fromEntries(options.map((option) => [option.value, option.phrase])),
        'ui:options': {
          ...((fieldUi['ui:options'] ?? {}) as object),
          offered: options.map((option) => option.value),
        },
      },
    },
  };
}

/**
 * Parts of the answer a field's widget shows (the offers of offer-selection for the offer cards): a
 * field's `ui:options.optionsFromStep` maps an option name to a JSON pointer into the answer, and the
 * widget finds the value under that name in its options. Widgets never fetch (they may not import src/).
 */
export function withStepDataOptions(step: LoadedStep, data: unknown): LoadedStep {
  let changed = false;
  const uiSchema = Object.fromEntries(
    Object.entries(step.uiSchema).map(([key, node]) => {
      if (key.startsWith('ui:') || !isRecord(node) || !isRecord(node['ui:options'])) return [key, node];
      const fromStep = node['ui:options'].optionsFromStep;
      if (!isRecord(fromStep)) return [key, node];
      changed = true;
      const values = Object.fromEntries(
        Object.entries(fromStep).map(([name, pointer]) => [
          name,
          typeof pointer === 'string' ? readPointer(data, pointer) : undefined,
        ]),
      );
      return [key, { ...node, 'ui:options': { ...node['ui:options'], ...values } }];
    }),
  );
  return changed ? { ...step, uiSchema } : step;
}

/** The step as the server's answer shapes it (any, all or none of the above). */
export function withServerStepData(step: LoadedStep, data: unknown): LoadedStep {
  const limits = readLoanLimits(data);
  const options = readReasonOptions(data);
  const limited = limits ? withLoanLimits(step, limits) : step;
  return withStepDataOptions(options ? withReasonOptions(limited, options) : limited, data);
}
