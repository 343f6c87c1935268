/**
 * A document filed when a loan was signed (server/store/filedDocuments.ts), for its owner only: on a
 * page (/legal-docs-and-notices/{uuid}) and as a PDF (…/{uuid}/pdf, server/documents/documentPdf.ts).
 * Someone else's document and an unknown one get the same 404 page, so existence is never revealed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDate } from '../../core/rules/displayFormats';
import type { AppContext } from '../appContext';
import { safeAfterSignInPath } from '../auth/safeRedirect';
import { readSession } from '../auth/sessionCookie';
import { renderDocumentPdf } from '../documents/documentPdf';
import { findApplication } from '../store/applications';
import { findFiledDocument, type FiledDocument } from '../store/filedDocuments';
import { findUser, type User } from '../store/users';
import { findPersonalInfo } from '../store/personalInfo';
import { accountLinks, filedAs } from './accountPages';
import { documentHtml } from './documentHtml';
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

const notFoundPage = () =>
  renderPage({
    title: 'Document not found',
    body: safe(`<h1>We couldn’t find that document</h1>
<p>It isn’t in your account. Your documents are listed under <a href="/legal-docs-and-notices">Legal documents and notices</a>.</p>${accountLinks}`),
  });

function filedPage(file: FiledDocument): string {
  const pdf = `/legal-docs-and-notices/${encodeURIComponent(file.uuid)}/pdf`;
  return renderPage({
    title: file.title,
    body: safe(`<h1>${escapeHtml(file.title)}</h1>
<p class="notice">Filed ${escapeHtml(formatDate(file.filedAt))}. SHA-256 of its words: <span class="hash">${escapeHtml(file.textHash)}</span></p>
<p><a class="button secondary" href="${escapeHtml(pdf)}" download>Download PDF</a></p>
${documentHtml(file.document)}
<p><a href="/legal-docs-and-notices">All your documents and notices</a></p>${accountLinks}`),
  });
}

/** "relief-loans-loan-agreement-2026-11-28.pdf" */
const fileName = (file: FiledDocument) =>
  `relief-loans-${file.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${file.signedAt.slice(0, 10)}.pdf`;

export function registerFiledDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The signed-in owner's filed document, or why not: a sign-in redirect, or the 404 page. */
  async function ownedFile(
    request: FastifyRequest<{ Params: { uuid: string } }>,
    reply: FastifyReply,
  ): Promise<{ file: FiledDocument; user: User } | null> {
    const session = await readSession(request, ctx);
    const user = session ? await findUser(ctx.db, session.userUuid) : null;
    if (!user) {
      await reply.redirect(
        `/login?after_sign_in_path=${encodeURIComponent(safeAfterSignInPath(request.url))}`,
        303,
      );
      return null;
    }
    const file = await findFiledDocument(ctx.db, request.params.uuid);
    const application = file ? await findApplication(ctx.db, file.applicationUuid) : null;
    if (!file || application?.userUuid !== user.uuid) {
      await reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notFoundPage());
      return null;
    }
    return { file, user };
  }

  app.get<{ Params: { uuid: string } }>('/legal-docs-and-notices/:uuid', async (request, reply) => {
    const owned = await ownedFile(request, reply);
    if (!owned) return reply;
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(filedPage(owned.file));
  });

  app.get<{ Params: { uuid: string } }>('/legal-docs-and-notices/:uuid/pdf', async (request, reply) => {
    const owned = await ownedFile(request, reply);
    if (!owned) return reply;
    const { file, user } = owned;
    // The borrower's legal name as the application has it, not the sign-in account's.
    const info = await findPersonalInfo(ctx.db, file.applicationUuid);
    const pdf = await renderDocumentPdf(file.document, {
      filedFor: info ? `${info.firstName} ${info.lastName}` : `${user.givenName} ${user.familyName}`,
      signedAt: file.signedAt,
      signedAs: filedAs(file.documentId),
      textHash: file.textHash,
    });
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${fileName(file)}"`)
      .type('application/pdf')
      .send(pdf);
  });
}
