/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the funnel API when it is not the app's own (README "Configuration"). */
  readonly VITE_API_ORIGIN?: string;
}
