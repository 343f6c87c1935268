/**
 * The chat assistant's provider behind one small adapter (supporting-areas §2, §4, §7;
 * docs/assistant.md): which assistant runs and how it greets, short-lived access tokens for the
 * chat script, and answers. The sandbox (sandboxAiAgent.ts) implements it here; a real provider
 * (Sierra) replaces it by implementing the same four things.
 */
/** The reference server's assistant when AI_AGENT_ID is not set (README "Configuration"). */
export const defaultAiAgentId = 'relief-loans-sandbox';

export interface AssistantAnswer {
  reply: string;
  /** The entries the reply came from (none for the fallback), so the panel can name its source. */
  sources: { id: string; question: string }[];
}

export interface AiAgentAccessToken {
  accessToken: string;
  expiresAt: Date;
}

export interface AiAgentPageConfig {
  /** How the chat script lays the panel out ("inline": inside the container the app gives it). */
  display: string;
  customGreeting: string;
}

export interface AiAgentProvider {
  /** The configured assistant (AI_AGENT_ID); null when none is, and the chat is off everywhere. */
  readonly agentId: string | null;
  /** The page's set-up, or null on a page the assistant does not appear on. */
  configFor(currentPage: string): AiAgentPageConfig | null;
  /** A token for the chat script, bound to the signed-in user and this assistant. */
  issueAccessToken(userUuid: string, now: Date): AiAgentAccessToken;
  /** The user a live token of this assistant was issued to; null when unknown, tampered or expired. */
  userOfAccessToken(accessToken: string, now: Date): string | null;
  answer(message: string): AssistantAnswer;
}
