/**
 * The sign-in pages' screens in analytics (spec §2 "Other screen names seen in tracking"): the
 * provider names the page it shows, and whoever runs it decides where that goes. The embedded
 * provider records it with the app's own events (server/http/serverPageViews.ts); a provider run on
 * its own records nothing.
 */
import type { FastifyRequest } from 'fastify';

/** `login`: create an account (legal names, Continue with…); `haveAPassword`: sign in with a password; `landing`: the emailed link's page. */
export type ProviderScreen = 'login' | 'haveAPassword' | 'landing';

export type ProviderPageViews = (request: FastifyRequest, screen: ProviderScreen) => void;
