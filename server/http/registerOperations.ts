/**
 * Registers one route per operation of schemas/api/operations.json (and its aliases): method, path,
 * auth and request schemas come from the contract, the handler from the per-area modules by
 * operation id; an operation on an application answers 404 for someone else's right after
 * authentication, before its body is read. No response schema is given to Fastify:
 * fast-json-stringify would silently drop fields the contract does not list; the API tests validate
 * every answer against the contract instead.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppContext } from '../appContext';
import { bearerAuthHook } from '../auth/bearerAuth';
import { applicationSourceOf, operations } from './contract';
import { successEnvelope } from './envelope';
import { idempotentOperation } from './idempotentOperation';
import { ownApplicationFirst } from './ownedApplication';
import type { OperationId } from '../../core/api/generated/contractTypes';
import type { HandlerInput, HandlerMap, OperationHandler } from './operationHandler';

export function registerOperations(app: FastifyInstance, ctx: AppContext, handlers: HandlerMap): void {
  // One handler per operation id: the map is heterogeneous, so each is looked up as the general shape.
  const handlerOf = (id: string) => handlers[id as OperationId] as OperationHandler | undefined;
  const missing = operations.filter((op) => !handlerOf(op.id)).map((op) => op.id);
  const unknown = Object.keys(handlers).filter((id) => !operations.some((op) => op.id === id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `Handlers and operations.json disagree. Missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}`,
    );
  }
  const bearer = bearerAuthHook(ctx);
  for (const op of operations) {
    const handler = op.idempotency
      ? idempotentOperation(op.id, op.idempotency, handlerOf(op.id)!)
      : handlerOf(op.id)!;
    const schema: FastifySchema = {};
    if (op.request) schema.body = op.request;
    if (op.query) schema.querystring = op.query;
    // An operation on an application checks whose it is before the body is read (ownApplicationFirst).
    const source = applicationSourceOf(op);
    if (source && op.auth !== 'bearer')
      throw new Error(`${op.id} acts on an application, so operations.json must give it "auth": "bearer"`);
    for (const url of [op.path, ...op.aliases]) {
      app.route({
        method: op.method,
        url,
        schema,
        ...(op.auth === 'bearer' ? { onRequest: bearer } : {}),
        ...(source ? { preParsing: ownApplicationFirst(ctx, source) } : {}),
        // Fastify has validated body, params and query against the very schemas the handler's types come from.
        handler: async (request, reply) =>
          successEnvelope(await handler({ request, reply, ctx } as HandlerInput)),
      });
    }
  }
}
