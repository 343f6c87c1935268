/** Named value transforms a ui.json submit mapping may apply ("$transform"); pure functions. */
import { roundLoanAmount } from '../../../core/rules/formats';
import usStates from '../../../schemas/usStates.json';
import { agreedConsents } from './agreedConsents';

type Transform = (value: unknown) => unknown;

const stateNames: Record<string, string> = usStates.states;

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

function address(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([key, field]) => [key, trimmed(field)] as const)
    .filter(
      ([key, field]) => field !== '' && field !== undefined && key !== 'state' && key !== 'streetCombined',
    );
  const result: Record<string, unknown> = Object.fromEntries(entries);
  const code = typeof result.stateCode === 'string' ? result.stateCode : undefined;
  if (code && stateNames[code]) result.state = stateNames[code];
  return result;
}

/** Spec §3: purpose (same enum) is only asked when the reason is "Something else". */
function intendedUseOfFunds(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const { useOfFunds, purpose } = value as { useOfFunds?: unknown; purpose?: unknown };
  if (useOfFunds === 'OTHER') return typeof purpose === 'string' ? purpose : 'OTHER';
  return useOfFunds;
}

/** Offer review's money destination: the linked account alone, or the account typed in (digits only). */
function fundsAccount(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const form = value as Record<string, unknown>;
  if (form.fundsDestination !== 'ENTERED_ACCOUNT') return { destination: form.fundsDestination };
  const digits = (field: unknown) => (typeof field === 'string' ? field.replace(/[\s-]/g, '') : field);
  return {
    destination: 'ENTERED_ACCOUNT',
    routingNumber: digits(form.routingNumber),
    accountNumber: digits(form.accountNumber),
    accountNumberConfirmation: digits(form.accountNumberConfirmation),
    accountType: form.accountType,
  };
}

export const submitTransforms: Record<string, Transform> = {
  roundLoanAmount: (value) => (typeof value === 'number' ? roundLoanAmount(value) : value),
  trim: trimmed,
  // What the applicant reads formatted — (415) 555-0123, 457-55-5462, 03/14/1987 — the API takes as
  // digits only (the date as the spec's MMDDYYYY).
  digits: (value) => (typeof value === 'string' ? value.replace(/\D/g, '') : value),
  address,
  intendedUseOfFunds,
  agreedConsents,
  fundsAccount,
};
