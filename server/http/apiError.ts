/**
 * Errors a handler throws to answer with the error envelope (spec §7, §8). The error handler in
 * server/http/errorHandler.ts turns them into a response; anything else becomes a 500.
 */
import copy from '../../schemas/copy/en-US.json';

export interface FieldError {
  path: string;
  message: string;
  code?: string;
}

export interface ApiErrorInit {
  statusCode: number;
  exceptionType: string;
  message: string;
  userErrorCode?: string | null;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly exceptionType: string;
  readonly userErrorCode: string | null;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.exceptionType = init.exceptionType;
    this.userErrorCode = init.userErrorCode ?? null;
    this.details = init.details ?? {};
    this.headers = init.headers ?? {};
  }
}

export const unauthorized = (message = 'Sign in to continue') =>
  new ApiError({ statusCode: 401, exceptionType: 'Unauthorized', message });

export const forbidden = (message: string) =>
  new ApiError({ statusCode: 403, exceptionType: 'Forbidden', message });

/** Unknown and someone else's application get the same answer, so existence is never revealed. */
export const applicationNotFound = () =>
  new ApiError({ statusCode: 404, exceptionType: 'ApplicationNotFound', message: 'Application not found' });

export const validationError = (fieldErrors: FieldError[]) =>
  new ApiError({
    statusCode: 400,
    exceptionType: 'ValidationError',
    message: 'Some fields need attention',
    details: { fieldErrors },
  });

export const notInProgress = (decisionStatus: string) =>
  new ApiError({
    statusCode: 422,
    exceptionType: 'ApplicationNotInProgress',
    message: 'Application is not in progress',
    userErrorCode: 'STEP_APPLICATION_NOT_IN_PROGRESS',
    details: { decisionStatus },
  });

/**
 * The product has no issuing bank (schemas/product.json issuingBankUuid), so nothing can be priced,
 * offered or signed. Nothing the applicant sends can fix it, and spec §8 gives the code no words of
 * its own: the generic message, the same the app shows for it.
 */
export const productMissingIssuingBank = () =>
  new ApiError({
    statusCode: 422,
    exceptionType: 'ProductMissingIssuingBank',
    message: copy.errors.default,
    userErrorCode: 'STEP_PRODUCT_MISSING_ISSUING_BANK',
  });

export const flowStepInvalid = (message: string, currentFlowStep: string) =>
  new ApiError({ statusCode: 409, exceptionType: 'FlowStepInvalid', message, details: { currentFlowStep } });

/** A client over a guessing limit (sign-in attempts, failed authentications) waits before trying again. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError({
    statusCode: 429,
    exceptionType: 'TooManyAttempts',
    message: 'Too many attempts. Please wait a moment and try again.',
    headers: { 'Retry-After': String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
