/**
 * Registers one route per operation of schemas/api/operations.json (and its aliases): method, path,
 * auth and request schemas come from the contract, the handler from the per-area modules by
 * operation id. No response schema is given to Fastify: fast-json-stringify would silently drop
 * fields the contract does not list; the API tests validate every answer against the contract instead.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppContext } from '../appContext';
import { bearerAuthHook } from '../auth/bearerAuth';
import { operations } from '../http/contract';
import { successEnvelope } from '../http/envelope';
import { idempotentOperation } from './idempotentOperation';
import type { HandlerMap } from './operationHandler';

export function registerOperations(app: FastifyInstance, ctx: AppContext, handlers: HandlerMap): void {
  const missing = operations.filter((op) => !handlers[op.id]).map((op) => op.id);
  const unknown = Object.keys(handlers).filter((id) => !operations.some((op) => op.id === id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `Handlers and operations.json disagree. Missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}`,
    );
  }
  const bearer = bearerAuthHook(ctx);
  for (const op of operations) {
    const handler = op.idempotency
      ? idempotentOperation(op.id, op.idempotency, handlers[op.id]!)
      : handlers[op.id]!;
    const schema: FastifySchema = {};
    if (op.request) schema.body = op.request;
    if (op.query) schema.querystring = op.query;
    for (const url of [op.path, ...op.aliases]) {
      app.route({
        method: op.method,
        url,
        schema,
        ...(op.auth === 'bearer' ? { onRequest: bearer } : {}),
        handler: async (request, reply) => successEnvelope(await handler({ request, reply, ctx })),
      });
    }
  }
}
