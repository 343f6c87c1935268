/**
 * The sandbox chat provider's script (docs/assistant.md), served from our origin so the CSP's
 * `script-src 'self'` allows it: a plain file, no inline code. A real provider serves its own script;
 * server/app.ts registers this only beside the sandbox provider.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const sandboxChatScriptPath = '/api/ai-agent-sandbox/sierra-sandbox.js';

const scriptFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../adapters/assistant/sierraSandboxScript.js',
);

export function registerSandboxChatScript(app: FastifyInstance): void {
  const script = fs.readFileSync(scriptFile, 'utf8');
  app.get(sandboxChatScriptPath, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script),
  );
}
