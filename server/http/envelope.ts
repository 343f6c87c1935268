/** The response wrappers of spec §7 / docs/architecture.md, built in one place. */
export interface SuccessEnvelope<T> {
  success: true;
  messages: string[];
  result: T;
}

export interface ErrorResult {
  details: Record<string, unknown>;
  exceptionType: string;
  message: string;
  requestId: string;
  userErrorCode: string | null;
}

export interface ErrorEnvelope {
  success: false;
  messages: string[];
  result: ErrorResult;
}

export function successEnvelope<T>(result: T): SuccessEnvelope<T> {
  return { success: true, messages: [], result };
}

export function errorEnvelope(result: ErrorResult): ErrorEnvelope {
  return { success: false, messages: [result.message], result };
}
