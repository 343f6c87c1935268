/**
 * The legal documents anyone may read before signing in (schemas/legal/documents): the E-Sign
 * disclosure at /e-sign, the Terms of Use at /terms, the Privacy Policy at /privacy. Plain pages in the
 * product's frame, no session needed; the app opens the same words in place (widgets/documents).
 */
import type { FastifyInstance } from 'fastify';
import { publicDocuments } from '../../core/documents/legalDocuments';
import { documentHtml } from './documentHtml';
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

export function registerLegalDocumentRoutes(app: FastifyInstance): void {
  for (const document of publicDocuments) {
    const html = renderPage({
      title: document.title,
      body: safe(`<h1>${escapeHtml(document.title)}</h1>${documentHtml(document)}
<p><a href="/relief-loans/get-relief">Back to Relief Loans</a></p>`),
    });
    app.get(document.path, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html),
    );
  }
}
