/**
 * Every failure leaves as the error envelope with the right status; bad input is never a 500
 * (spec §7/§8, docs/architecture.md). Parser messages are not echoed because they can quote the body.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { ApiError, validationError } from './apiError';
import { errorEnvelope } from './envelope';
import { toFieldErrors } from './validation';

const clientErrorTypes: Record<number, { exceptionType: string; message: string }> = {
  400: { exceptionType: 'BadRequest', message: 'The request could not be read' },
  404: { exceptionType: 'NotFound', message: 'Not found' },
  405: { exceptionType: 'MethodNotAllowed', message: 'Method not allowed' },
  406: { exceptionType: 'NotAcceptable', message: 'Not acceptable' },
  413: { exceptionType: 'PayloadTooLarge', message: 'The request body is too large' },
  415: { exceptionType: 'UnsupportedMediaType', message: 'Send the body as application/json' },
};

/**
 * The PostgreSQL data exceptions (SQLSTATE class 22) a value of the request can cause: string too
 * long, numeric out of range, bad datetime (format, field overflow), invalid text representation,
 * bad byte sequence, untranslatable character. Any other class-22 error is a bug (500, logged).
 */
const requestDataExceptionCodes: ReadonlySet<string> = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22P02',
  '22021',
  '22P05',
]);

const isDatabaseDataException = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  requestDataExceptionCodes.has((error as { code: string }).code) &&
  (error as { severity?: unknown }).severity !== undefined;

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (Array.isArray(error.validation)) {
    const apiError = validationError(toFieldErrors(error.validation as unknown as ErrorObject[]));
    apiError.details.part = error.validationContext ?? 'body';
    return apiError;
  }
  if (isDatabaseDataException(error)) {
    // A value the database cannot hold (a number past its column's range, say) that got past the
    // contract is still the request's fault: 400, and the database's own words stay in the log.
    return new ApiError({
      statusCode: 400,
      exceptionType: 'BadRequest',
      message: 'A value in the request is out of the range this service accepts',
      userErrorCode: 'VALUE_OUT_OF_RANGE',
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = clientErrorTypes[status] ?? {
      exceptionType: 'BadRequest',
      message: 'The request could not be processed',
    };
    const isJsonError = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    return new ApiError({
      statusCode: status,
      exceptionType: known.exceptionType,
      message: isJsonError ? 'The request body is not valid JSON' : known.message,
      details: error.code ? { code: error.code } : {},
    });
  }
  return null;
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  reply.header('X-Request-Id', request.id);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(
      errorEnvelope({
        details: error.details,
        exceptionType: error.exceptionType,
        message: error.message,
        requestId: request.id,
        userErrorCode: error.userErrorCode,
      }),
    );
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    // Only the code: the database's message quotes the value, which may be personal data.
    if (apiError && isDatabaseDataException(error))
      request.log.warn({ sqlState: error.code }, 'the database refused a value of the request');
    if (apiError) return sendApiError(request, reply, apiError);
    request.log.error({ err: error }, 'unhandled error');
    return sendApiError(
      request,
      reply,
      new ApiError({
        statusCode: 500,
        exceptionType: 'InternalServerError',
        message: 'Something went wrong, please try again later',
      }),
    );
  });
}
