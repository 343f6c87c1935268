/** The shape of a contract operation's handler: it returns the envelope's `result`, or throws an ApiError. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';

export interface HandlerInput {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

export type OperationHandler = (input: HandlerInput) => unknown;

export type HandlerMap = Record<string, OperationHandler>;
