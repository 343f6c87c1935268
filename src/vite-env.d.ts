/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the funnel API when it is not the app's own (README "Configuration"). */
  readonly VITE_API_ORIGIN?: string;
  /** Where analytics events are posted, when not the contract's /event_tracking/eventbus/track (docs/analytics.md). */
  readonly VITE_EVENT_TRACKING_PATH?: string;
  /** Feature switches, on unless `false` (src/shared/config/featureSwitches.ts). */
  readonly VITE_FEATURE_IN_PROGRESS_APPLICATION_CHECK?: string;
  readonly VITE_FEATURE_FUNNEL_ENTRY_CHECKS?: string;
}
