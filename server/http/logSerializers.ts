/**
 * How an error is written to the log. A database error's message and detail quote the values of
 * the statement ("Key (…)=(…)", "Failing row contains (…)"), which may be personal data: of those,
 * only the code, the constraint and the table are kept.
 */
interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
}

/** Fastify's logger wants type, message and stack of every error it logs. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: Error): LoggedError {
  const fields = error as Error & DatabaseErrorFields;
  if (typeof fields.code === 'string' && fields.severity !== undefined) {
    return {
      type: 'DatabaseError',
      message: `database error ${fields.code}`,
      stack: '',
      code: fields.code,
      constraint: fields.constraint,
      table: fields.table,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? '' };
}
