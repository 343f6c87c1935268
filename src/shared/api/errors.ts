/** The client's error classes (spec §8 "Client classification"). */
export type FieldError = { path: string; message: string; code?: string };

type Details = {
  status?: number;
  userErrorCode?: string | null;
  requestId?: string | null;
  fieldErrors?: FieldError[];
  details?: unknown;
};

export class ApiError extends Error {
  readonly status?: number;
  readonly userErrorCode?: string | null;
  readonly requestId?: string | null;
  readonly fieldErrors?: FieldError[];
  readonly details?: unknown;
  constructor(message: string, info: Details = {}) {
    super(message);
    // A literal name on each class (a production build renames classes): error reports read it.
    this.name = 'ApiError';
    this.status = info.status;
    this.userErrorCode = info.userErrorCode;
    this.requestId = info.requestId;
    this.fieldErrors = info.fieldErrors;
    this.details = info.details;
  }
}

/** 401 or 403. */
export class UnauthorizedError extends ApiError {
  override readonly name: string = 'UnauthorizedError';
}
/** Any other non-OK status. */
export class FetchError extends ApiError {
  override readonly name: string = 'FetchError';
}
/** A response that fails its schema in schemas/api. */
export class SchemaError extends ApiError {
  override readonly name: string = 'SchemaError';
}
/** The request never got an answer. */
export class NetworkError extends ApiError {
  override readonly name: string = 'NetworkError';
}
/** The identity call answered with no user, or with something unreadable. */
export class UnauthenticatedError extends ApiError {
  override readonly name: string = 'UnauthenticatedError';
}
/** Spec §4: a fetched application that is INQUIRY_EXPIRED or FUNDED. */
export class NotInProgressError extends ApiError {
  override readonly name: string = 'NotInProgressError';
  readonly decisionStatus: string;
  readonly applicationUuid: string;
  constructor(message: string, decisionStatus: string, applicationUuid: string) {
    super(message);
    this.decisionStatus = decisionStatus;
    this.applicationUuid = applicationUuid;
  }
}
/** Creating an application answered NEW_APPLICATION_INELIGIBLE (a FetchError, so screens treat it as one). */
export class NewApplicationIneligibleError extends FetchError {
  override readonly name: string = 'NewApplicationIneligibleError';
}
