/**
 * The chat assistant (supporting-areas §2, §4, §7; docs/assistant.md): its configuration
 * per page, the chat script's access token, and the sandbox provider's own answer endpoint, which a
 * real provider would serve from its side (its script: server/http/sandboxChatScript.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AiAgentProvider } from '../adapters/assistant/aiAgentProvider';
import { userUuidOf } from '../auth/bearerAuth';
import { ApiError, applicationNotFound, tooManyAttempts } from '../http/apiError';
import { findApplication } from '../store/applications';
import type { HandlerMap } from '../http/operationHandler';

const notConfigured = () =>
  new ApiError({
    statusCode: 404,
    exceptionType: 'AiAgentNotConfigured',
    message: 'The chat assistant is not available',
  });

const tokenInvalid = () =>
  new ApiError({
    statusCode: 401,
    exceptionType: 'AiAgentTokenInvalid',
    message: 'The chat session has expired. Close the chat and open it again.',
  });

function bearerOf(request: FastifyRequest): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export function assistantHandlers(agent: AiAgentProvider): HandlerMap {
  return {
    getAiAgentConfig: async ({ request, ctx }) => {
      const application = await findApplication(ctx.db, request.query.application_uuid);
      if (!application || application.userUuid !== userUuidOf(request)) throw applicationNotFound();
      const page = agent.agentId ? agent.configFor(request.query.current_page) : null;
      return {
        shouldShowAiAgentChatWindow: page !== null,
        sierraChatId: page ? (agent.agentId ?? '') : '',
        staticSierraConfig: page ?? { display: '', customGreeting: '' },
      };
    },

    getAiAgentAccessToken: ({ request, ctx }) => {
      if (!agent.agentId) throw notConfigured();
      const now = ctx.now();
      const { accessToken, expiresAt } = agent.issueAccessToken(userUuidOf(request), now);
      return {
        access_token: accessToken,
        expires_in: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
        expires_at: expiresAt.toISOString(),
      };
    },

    postAiAgentSandboxMessage: async ({ request, ctx }) => {
      if (!agent.agentId) throw notConfigured();
      const now = ctx.now();
      const token = bearerOf(request);
      if (!token) throw tokenInvalid();
      // A client presenting bad tokens is guessing, as on the bearer routes: past the limit even a
      // valid one waits, and only a failure is counted.
      const wait = await ctx.failedAuthLimiter.retryAfterSeconds(request.ip, now);
      if (wait !== null) throw tooManyAttempts(wait);
      const userUuid = agent.userOfAccessToken(token, now);
      if (!userUuid || request.body.chatId !== agent.agentId) {
        const over = await ctx.failedAuthLimiter.take(request.ip, now);
        if (over !== null) throw tooManyAttempts(over);
        throw tokenInvalid();
      }
      return agent.answer(request.body.message);
    },
  };
}
