/**
 * Requests Node's HTTP parser rejects (malformed request line, headers too large) never reach
 * Fastify's hooks; they still get the error envelope and the security headers, and never echo what
 * was sent. Connection resets and timeouts are left to Node.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { errorEnvelope } from './envelope';
import { baseSecurityHeaders } from './securityHeaders';

const parserErrors: Record<string, { statusCode: number; exceptionType: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    exceptionType: 'RequestHeaderFieldsTooLarge',
    message: 'The request headers are too large',
  },
};
const badRequest = { statusCode: 400, exceptionType: 'BadRequest', message: 'The request could not be read' };

export function clientErrorResponse(code: string | undefined): string {
  const known = (code && parserErrors[code]) || badRequest;
  const requestId = crypto.randomUUID();
  const body = JSON.stringify(
    errorEnvelope({
      details: {},
      exceptionType: known.exceptionType,
      message: known.message,
      requestId,
      userErrorCode: null,
    }),
  );
  const headers = {
    ...baseSecurityHeaders,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': requestId,
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return `HTTP/1.1 ${known.statusCode} ${http.STATUS_CODES[known.statusCode]}\r\n${head}\r\n\r\n${body}`;
}

export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || socket.destroyed) {
    socket.destroy();
    return;
  }
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
