/** Public help-centre pages (spec §2: borrower eligibility; soft versus hard credit inquiry), linked from the agree step. */
import type { FastifyInstance } from 'fastify';
import { renderBorrowerEligibilityPage, renderSoftVsHardInquiryPage } from './helpPages';

const helpPages: Record<string, () => string> = {
  '/help/borrower-eligibility': renderBorrowerEligibilityPage,
  '/help/soft-vs-hard-credit-inquiry': renderSoftVsHardInquiryPage,
};

export function registerHelpPageRoutes(app: FastifyInstance): void {
  for (const [url, render] of Object.entries(helpPages)) {
    app.get(url, (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').type('text/html; charset=utf-8').send(render()),
    );
  }
}
