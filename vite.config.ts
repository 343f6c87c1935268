import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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
  '/help',
  '/api',
];

export default defineConfig({
  base: '/relief-loans/',
  plugins: [react(), stepValidatorsPlugin()],
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
