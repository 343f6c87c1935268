/**
 * The sandbox chat assistant (docs/assistant.md): answers from the knowledge base in
 * schemas/assistant/knowledge.json, and access tokens that live ten minutes. A token is sealed
 * (AES-256-GCM, server/auth/personalDataCipher.ts, bound to its purpose) around the user, the
 * assistant and the expiry, so nothing needs storing, a restart keeps live tokens good, and a token
 * can be neither forged nor moved to another user or assistant.
 */
import type { PersonalDataCipher } from '../../auth/personalDataCipher';
import type { AiAgentProvider } from './aiAgentProvider';
import { answerQuestion, loadKnowledgeBase, type KnowledgeBase } from './knowledgeAnswers';

export const aiAgentTokenLifetimeMs = 10 * 60 * 1000;

const tokenPrefix = 'sierra-sandbox.';
const sealContext = 'ai-agent-access-token';

interface TokenClaims {
  userUuid: string;
  agentId: string;
  expiresAt: number;
}

function isClaims(value: unknown): value is TokenClaims {
  const claims = value as Partial<TokenClaims> | null;
  return (
    typeof claims?.userUuid === 'string' &&
    typeof claims.agentId === 'string' &&
    typeof claims.expiresAt === 'number'
  );
}

export function createSandboxAiAgent(options: {
  agentId: string | null;
  /** The app's personal-data cipher (AppContext.cipher): every instance seals and opens with one key. */
  cipher: PersonalDataCipher;
  knowledge?: KnowledgeBase;
}): AiAgentProvider {
  const { cipher } = options;
  const agentId = options.agentId || null;
  const knowledge = options.knowledge ?? loadKnowledgeBase();

  return {
    agentId,
    configFor(currentPage) {
      const customGreeting = Object.hasOwn(knowledge.greetings, currentPage)
        ? knowledge.greetings[currentPage]
        : undefined;
      return customGreeting === undefined ? null : { display: knowledge.display, customGreeting };
    },
    issueAccessToken(userUuid, now) {
      if (!agentId) throw new Error('No assistant is configured (AI_AGENT_ID)');
      const expiresAt = new Date(now.getTime() + aiAgentTokenLifetimeMs);
      const claims: TokenClaims = { userUuid, agentId, expiresAt: expiresAt.getTime() };
      return { accessToken: tokenPrefix + cipher.encrypt(JSON.stringify(claims), sealContext), expiresAt };
    },
    userOfAccessToken(accessToken, now) {
      if (!agentId || !accessToken.startsWith(tokenPrefix)) return null;
      const opened = cipher.decrypt(accessToken.slice(tokenPrefix.length), sealContext);
      let claims: unknown = null;
      try {
        claims = opened === null ? null : JSON.parse(opened);
      } catch {
        return null;
      }
      if (!isClaims(claims) || claims.agentId !== agentId || claims.expiresAt <= now.getTime()) return null;
      return claims.userUuid;
    },
    answer: (message) => answerQuestion(knowledge, message),
  };
}
