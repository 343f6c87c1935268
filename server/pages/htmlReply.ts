/** Answering with a server-rendered page, and reading a field of a posted form. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A page that is never cached: it may show who is signed in, or what they typed. */
export function sendHtml(reply: FastifyReply, html: string, statusCode = 200) {
  return reply
    .code(statusCode)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A text field of an urlencoded form; '' when missing or not text. */
export function formText(request: FastifyRequest, name: string): string {
  const value = ((request.body ?? {}) as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
