/**
 * Whether this page may compile rules (ajv's `new Function`), known at build time so the studio never
 * tries where it may not — a refused try logs errors in the console. The production build is served
 * under a Content-Security-Policy without 'unsafe-eval' (server/http/securityHeaders.ts); Vite's dev
 * server (`npm run dev`) sends none.
 */
export const compilingAllowed: boolean = import.meta.env.DEV;
