/**
 * The chat script's SDK as the app sees it, and how the script gets onto the page. The reference
 * server serves the sandbox assistant's script from the app's own origin
 * (server/adapters/assistant/sierraSandboxScript.js, docs/assistant.md), so the CSP's `script-src 'self'`
 * admits it without loosening; a real provider's SDK is wrapped to this same shape.
 */
import { apiOrigin } from '../../../shared/api/apiRequest';

export type ChatEvent = { type: 'started' | 'message' | 'closed' | 'token-rejected' };

/** The panel's words (schemas/copy/en-US.json `assistant.panel`): copy is data, the script has no English of its own to show. */
export type ChatLabels = Record<string, string>;

/**
 * The panel's colours, from the app's theme (chatColors.ts), so its buttons are the app's: the
 * provider draws the panel, the brand is ours.
 */
export type ChatColors = {
  /** The primary button (Send): its background, its text, and its background on hover. */
  primary: string;
  primaryText: string;
  primaryHover: string;
  /** The secondary button (Close): text and border. */
  secondary: string;
  /** The applicant's own messages. */
  mine: string;
  theirs: string;
  text: string;
  muted: string;
  border: string;
};

export type ChatStartOptions = {
  chatId: string;
  token: string;
  container: HTMLElement;
  greeting: string;
  display: string;
  labels?: ChatLabels;
  colors?: ChatColors;
  showClose: boolean;
  onEvent: (event: ChatEvent) => void;
};

export type ChatHandle = { setToken: (token: string) => void; stop: () => void };

export type ChatSdk = { start: (options: ChatStartOptions) => ChatHandle };

declare global {
  interface Window {
    SierraSandbox?: ChatSdk;
  }
}

export const chatScriptUrl = `${apiOrigin}/api/ai-agent-sandbox/sierra-sandbox.js`;

/** The SDK, once the chat script has run. */
export const chatSdk = (): ChatSdk | undefined => window.SierraSandbox;

/** Adds the chat script once; a load that fails removes it, so the next poll adds it again. */
export function addChatScript(doc: Document = document): void {
  if (doc.querySelector('script[data-ai-agent-script]')) return;
  const script = doc.createElement('script');
  script.src = chatScriptUrl;
  script.async = true;
  script.dataset.aiAgentScript = '';
  script.addEventListener('error', () => script.remove());
  doc.head.append(script);
}
