/**
 * The build's feature switches (spec §9 Build configuration: "in-progress application check" and
 * "user funnel entry checks", both on). Each is on unless the build is made with its variable set to
 * `false` (README "Configuration"; what each does when off: docs/decisions/0080-the-funnel-entry-acts-on-its-checks-and-switches.md).
 * Read at build time.
 */
export type FeatureSwitches = {
  /** At entry, an application in progress is offered on its own page (/application-in-progress). */
  inProgressApplicationCheck: boolean;
  /** "See my options" runs the server's entry checks (/funnel-entry) and acts on their results. */
  funnelEntryChecks: boolean;
};

export type SwitchEnv = {
  VITE_FEATURE_IN_PROGRESS_APPLICATION_CHECK?: unknown;
  VITE_FEATURE_FUNNEL_ENTRY_CHECKS?: unknown;
};

export function readFeatureSwitches(env: SwitchEnv): FeatureSwitches {
  return {
    inProgressApplicationCheck: env.VITE_FEATURE_IN_PROGRESS_APPLICATION_CHECK !== 'false',
    funnelEntryChecks: env.VITE_FEATURE_FUNNEL_ENTRY_CHECKS !== 'false',
  };
}

export const featureSwitches: FeatureSwitches = readFeatureSwitches(import.meta.env);
