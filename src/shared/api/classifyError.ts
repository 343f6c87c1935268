/** Error classification and user-facing messages (spec §8). Pure. */
import copy from '../../../schemas/copy/en-US.json';
import { FetchError, NetworkError, SchemaError, UnauthorizedError, type ApiError } from './errors';

export type ErrorKind = 'unauthorized' | 'fetch' | 'schema' | 'network' | 'unknown';

export function errorKindForStatus(status: number): Exclude<ErrorKind, 'schema' | 'network' | 'unknown'> {
  return status === 401 || status === 403 ? 'unauthorized' : 'fetch';
}

export function classifyError(error: unknown): ErrorKind {
  if (error instanceof UnauthorizedError) return 'unauthorized';
  if (error instanceof SchemaError) return 'schema';
  if (error instanceof NetworkError) return 'network';
  if (error instanceof FetchError) return 'fetch';
  return 'unknown';
}

const messages: Record<string, string> = copy.errors;

/** The user-facing message for a userErrorCode: the codes in copy.errors have their own (spec §8's three, and ours), every other code the default. */
export function userMessageFor(code: string | null | undefined): string {
  if (code && code in messages && /^[A-Z_]+$/.test(code)) return messages[code] as string;
  return copy.errors.default;
}

/** The message an error alert shows for any error (a lost connection too: spec §8's default). */
export function alertMessageFor(error: unknown): string {
  const code = (error as ApiError | null)?.userErrorCode;
  return userMessageFor(code);
}
