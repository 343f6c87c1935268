/**
 * The shape of a contract operation's handler: it returns the envelope's `result`, or throws an
 * ApiError. Its request is typed by the operation it serves (body, path parameters and query from
 * schemas/api/operations.json, via the generated operation map), so handlers need no casts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiOperations, OperationId } from '../../core/api/generated/contractTypes';
import type { AppContext } from '../appContext';

export interface HandlerInput<Op extends OperationId = OperationId> {
  request: FastifyRequest<{
    Body: ApiOperations[Op]['body'];
    Params: ApiOperations[Op]['params'];
    Querystring: ApiOperations[Op]['query'];
  }>;
  reply: FastifyReply;
  ctx: AppContext;
}

export type OperationHandler<Op extends OperationId = OperationId> = (input: HandlerInput<Op>) => unknown;

/** Handlers by operation id; each area's module holds some, and registerOperations checks they cover the contract. */
export type HandlerMap = { [Op in OperationId]?: OperationHandler<Op> };
