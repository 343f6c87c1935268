import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryPreloadPlugin } from './scripts/vitePluginEntryPreload';
import { stepValidatorsPlugin } from './scripts/vitePluginStepValidators';

const apiPort = process.env.API_PORT ?? '4310';

// Paths the reference API serves (spec §7 and the sign-in/account pages); the dev server proxies them.
const apiPrefixes = [
  '/small_dollar_loan',
  '/sdl',
  '/pre-flow',
  '/flow',
  '/application',
  '/application-offers',
  '/application-status',
  '/user',
  '/event',
  '/event_tracking',
  '/tracking',
  '/login',
  '/account',
  '/keycloak',
  '/overview',
  '/my-account',
  '/preferences',
  '/legal-docs-and-notices',
  '/adverse_action_notices',
  '/companies',
  '/occupations',
  '/education',
  '/products',
  '/legal-consents',
  '/api',
];

export default defineConfig({
  base: '/relief-loans/',
  plugins: [
    react(),
    stepValidatorsPlugin(),
    // The public entry page's own chunks, fetched alongside the entry (see the plugin's comment).
    entryPreloadPlugin([
      /src\/app\/App\.tsx$/,
      /src\/screens\/GetReliefScreen\.tsx$/,
      /src\/stepForm\/StepForm\.tsx$/,
      /schemas\/steps\/get-relief\/(schema|ui)\.json$/,
      /src\/generated\/validators\/get-relief\.js$/,
    ]),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${apiPort}`])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
  },
});
