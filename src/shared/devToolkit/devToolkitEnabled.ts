/**
 * Whether the QA toolkit (spec §2 "Dev toolkit") is in this build: on under `npm run dev`, off in a
 * production build and so in `npm start` (spec §9: "dev toolkit off"), unless the build is made with
 * VITE_DEV_TOOLKIT=true (the e2e build of the toolkit's own test). VITE_DEV_TOOLKIT=false turns it off
 * in dev too. Read at build time, so an off build carries none of it (docs/qa-toolkit.md).
 */
export type ToolkitEnv = { DEV: boolean; VITE_DEV_TOOLKIT?: unknown };

export function isDevToolkitEnabled(env: ToolkitEnv): boolean {
  if (env.VITE_DEV_TOOLKIT === 'true') return true;
  if (env.VITE_DEV_TOOLKIT === 'false') return false;
  return env.DEV;
}

// Written out (not through isDevToolkitEnabled) so the build folds it to a constant and drops the
// toolkit's code and chunks when it is off; the two say the same (tests/unit/shared/devToolkit/devToolkitEnabled.test.ts).
export const devToolkitEnabled: boolean =
  import.meta.env.VITE_DEV_TOOLKIT === 'true' ||
  (import.meta.env.VITE_DEV_TOOLKIT !== 'false' && import.meta.env.DEV);
