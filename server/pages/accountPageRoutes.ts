/** Signed-in account pages (spec §2 external paths); without a session they send the person to sign in. */
import { serverPageViews } from '../http/serverPageViews';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import product from '../../schemas/product.json';
import { inContextTransaction, type AppContext } from '../appContext';
import { sessionFormToken, sessionFormTokenMatches } from '../auth/secrets';
import { isCrossSite } from '../http/crossSite';
import type { Session } from '../store/sessions';
import { latestConsent } from '../store/legalConsents';
import { stopTextMessages, textMessageConsentName, textsAreOn } from '../domain/consents/textMessageConsent';
import { defaultAfterSignInPath, safeAfterSignInPath } from '../auth/safeRedirect';
import { readSession } from '../auth/sessionCookie';
import { adverseActionOf } from '../domain/outcomes/adverseAction';
import {
  renderAdverseActionNoticePage,
  renderChooseNoticePage,
  renderNoNoticePage,
  renderNoticeNotFoundPage,
} from './adverseActionNoticePage';
import {
  renderLegalDocsPage,
  renderPublicLegalDocsPage,
  renderMyAccountPage,
  renderOverviewPage,
  renderPreferencesPage,
  stopTextsPath,
  type OverviewEntry,
  type PreferencesView,
  type TextsOnEntry,
} from './accountPages';
import { settleFunding } from '../domain/outcomes/funding';
import { renderLoanDetailsPage } from './loanDetailsPage';
import { findSelection } from '../store/pricingRuns';
import { selectedOfferTerms } from '../domain/pricing/offerViews';
import { findCashLine } from '../store/cashLines';
import { findApplication, listApplications, lockApplication } from '../store/applications';
import { findPersonalInfo } from '../store/personalInfo';
import { findUser, type User } from '../store/users';
import { listFiledDocuments } from '../store/filedDocuments';
import { registerFiledDocumentRoutes } from './filedDocumentRoutes';

type PageRenderer = (user: User, request: FastifyRequest, session: Session) => string | Promise<string>;

const stopTextsPurpose = 'stop texts';

/** The person's applications they get texts about (the box on the contact details, or an agreement standing). */
async function textsOnEntries(ctx: AppContext, user: User): Promise<TextsOnEntry[]> {
  const applications = await listApplications(ctx.db, user.uuid);
  const entries = await Promise.all(
    applications.map(async (application) => {
      const info = await findPersonalInfo(ctx.db, application.uuid);
      const latest = await latestConsent(ctx.db, application.uuid, textMessageConsentName);
      return textsAreOn(info?.textMessageConsent ?? false, latest) ? [{ application }] : [];
    }),
  );
  return entries.flat();
}

async function preferencesView(
  ctx: AppContext,
  user: User,
  session: Session,
  notice?: PreferencesView['notice'],
): Promise<PreferencesView> {
  return {
    textsOn: await textsOnEntries(ctx, user),
    formToken: sessionFormToken(session.secret, stopTextsPurpose),
    supportEmail: product.supportEmail,
    ...(notice ? { notice } : {}),
  };
}

/** The person's own application named by a form or a query, or null (unknown and someone else's alike). */
async function ownApplication(ctx: AppContext, user: User, uuid: unknown) {
  const application = typeof uuid === 'string' && uuid !== '' ? await findApplication(ctx.db, uuid) : null;
  return application?.userUuid === user.uuid ? application : null;
}

/**
 * The overview's applications from the same source as the application itself: a funding that is due
 * is settled first (as any read of the application does), and an accepted loan shows its own amount,
 * term and APR rather than the amount first asked for.
 */
async function overviewEntries(ctx: AppContext, user: User): Promise<OverviewEntry[]> {
  const applications = await listApplications(ctx.db, user.uuid);
  return Promise.all(
    applications.map(async (listed) => {
      const application = (await settleFunding(ctx, listed.uuid))
        ? ((await findApplication(ctx.db, listed.uuid)) ?? listed)
        : listed;
      const selection = await findSelection(ctx.db, application.uuid);
      const acceptedAt = selection?.acceptedAt ?? null;
      const summary = acceptedAt ? await selectedOfferTerms(ctx, application) : null;
      return {
        application,
        acceptedOffer: acceptedAt && selection ? selection.offer : null,
        acceptedAt,
        paymentSchedule: summary?.paymentSchedule ?? [],
        expectedFundingDate: summary?.expectedFundingDate ?? null,
        fundsAccount: summary?.fundsAccount ?? null,
        cashLine: await findCashLine(ctx.db, application.uuid),
      };
    }),
  );
}

export function registerAccountPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { publicOrigin: string },
): void {
  const pageViews = serverPageViews(ctx);
  const page = (render: PageRenderer) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await readSession(request, ctx);
    const user = session ? await findUser(ctx.db, session.userUuid) : null;
    if (!session || !user) {
      return reply.redirect(
        `/login?after_sign_in_path=${encodeURIComponent(safeAfterSignInPath(request.url))}`,
        303,
      );
    }
    // Every account page is the `account` screen in analytics (spec §2).
    pageViews(request, 'account');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await render(user, request, session));
  };

  app.get('/', (_request, reply) => reply.redirect(defaultAfterSignInPath, 302));
  // With application_uuid (where the app sends an application no longer in progress): that one.
  app.get(
    '/overview',
    page(async (user, request) => {
      const entries = await overviewEntries(ctx, user);
      const { application_uuid: uuid } = request.query as { application_uuid?: unknown };
      if (typeof uuid !== 'string' || uuid === '') return renderOverviewPage(user, entries);
      const entry = entries.find((candidate) => candidate.application.uuid === uuid);
      return entry
        ? renderLoanDetailsPage(entry, ctx.now().toISOString().slice(0, 10))
        : renderOverviewPage(user, entries, { notFound: true });
    }),
  );
  app.get(
    '/my-account',
    page(async (user) => renderMyAccountPage(user, await overviewEntries(ctx, user))),
  );
  // After texts are stopped: the page says so, for the person's own application once its texts are off.
  app.get(
    '/preferences',
    page(async (user, request, session) => {
      const { texts_stopped: uuid } = request.query as { texts_stopped?: unknown };
      const stopped = await ownApplication(ctx, user, uuid);
      const off =
        stopped && (await latestConsent(ctx.db, stopped.uuid, textMessageConsentName))?.status === 'REVOKED';
      return renderPreferencesPage(
        await preferencesView(
          ctx,
          user,
          session,
          off ? { kind: 'stopped', application: stopped } : undefined,
        ),
      );
    }),
  );
  // A form only this session's Preferences page can post (its token, as signing out), never another site's.
  app.post(stopTextsPath, async (request, reply) => {
    const session = await readSession(request, ctx);
    const user = session ? await findUser(ctx.db, session.userUuid) : null;
    if (!session || !user)
      return reply.redirect(`/login?after_sign_in_path=${encodeURIComponent('/preferences')}`, 303);
    const show = async (notice: PreferencesView['notice'], statusCode: number) =>
      reply
        .code(statusCode)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderPreferencesPage(await preferencesView(ctx, user, session, notice)));
    // The page's own form posts form-encoded; anything else did not come from it.
    const formPost =
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
    const form = (formPost ? (request.body ?? {}) : {}) as Record<string, unknown>;
    if (
      !formPost ||
      isCrossSite(request, options.publicOrigin) ||
      !sessionFormTokenMatches(session.secret, stopTextsPurpose, form.form_token)
    )
      return show({ kind: 'refused' }, 403);
    const application = await ownApplication(ctx, user, form.application_uuid);
    if (!application) return show({ kind: 'notFound' }, 404);
    // Locked as every writer of the application is, so an offer review submitted at once cannot undo it.
    await inContextTransaction(ctx, async (tx) => {
      await lockApplication(tx.db, application.uuid);
      await stopTextMessages(tx, application.uuid);
    });
    return reply.redirect(`/preferences?texts_stopped=${encodeURIComponent(application.uuid)}`, 303);
  });
  const listLegalDocs = page(async (user) => {
    const applications = await listApplications(ctx.db, user.uuid);
    const filed = await listFiledDocuments(
      ctx.db,
      applications.map((application) => application.uuid),
    );
    return renderLegalDocsPage(
      applications.map((application) => ({
        application,
        filed: filed.filter((file) => file.applicationUuid === application.uuid),
      })),
    );
  });
  app.get('/legal-docs-and-notices', async (request, reply) => {
    // Signed out, the public documents and the way to one's own; signed in, everything filed.
    const session = await readSession(request, ctx);
    if (session && (await findUser(ctx.db, session.userUuid))) return listLegalDocs(request, reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderPublicLegalDocsPage(
          `/login?after_sign_in_path=${encodeURIComponent('/legal-docs-and-notices')}`,
        ),
      );
  });
  registerFiledDocumentRoutes(app, ctx);
  app.get('/adverse_action_notices', async (request, reply) => {
    const session = await readSession(request, ctx);
    const user = session ? await findUser(ctx.db, session.userUuid) : null;
    if (!user)
      return reply.redirect(
        `/login?after_sign_in_path=${encodeURIComponent(safeAfterSignInPath(request.url))}`,
        303,
      );
    const send = (html: string, statusCode = 200) =>
      reply.code(statusCode).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    const { application_uuid: uuid } = request.query as { application_uuid?: unknown };
    if (uuid === undefined) return send(renderChooseNoticePage());
    const application = typeof uuid === 'string' ? await findApplication(ctx.db, uuid) : null;
    // Unknown and someone else's application get the same page, so existence is never revealed.
    if (!application || application.userUuid !== user.uuid) return send(renderNoticeNotFoundPage(), 404);
    const decision = await adverseActionOf(ctx, application);
    if (!decision) return send(renderNoNoticePage());
    const info = await findPersonalInfo(ctx.db, application.uuid);
    return send(
      renderAdverseActionNoticePage({
        application,
        applicantName: info ? `${info.firstName} ${info.lastName}` : `${user.givenName} ${user.familyName}`,
        decision,
        bureau: ctx.creditBureau.contact,
      }),
    );
  });
}
