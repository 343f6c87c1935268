import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import contract from './schemas/api/operations.json';
import { startupChunksPlugin } from './scripts/vitePluginStartupChunks';
import { stepValidatorsPlugin } from './scripts/vitePluginStepValidators';
import { studioSavePlugin } from './scripts/vitePluginStudioSave';
import { themeColorsPlugin } from './scripts/vitePluginThemeColors';

// Changes to other packages are patches applied on install (patches/README.md): every build, test
// and dev server runs the same code. Nothing here rewrites a package.
const apiPort = process.env.API_PORT ?? '4310';
const own = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// What the dev server proxies to the reference API: the first segment of every path of the contract
// (schemas/api/operations.json), and the server's own pages (sign-in and the embedded OpenID
// provider, account, help).
const serverPages = [
  ...['/login', '/account', '/keycloak', '/overview', '/my-account', '/preferences', '/help'],
  ...['/auth', '/oidc', '/interaction', '/identity-assets', '/dev'],
  ...['/legal-docs-and-notices', '/adverse_action_notices'],
];
const contractPaths = Object.values(
  contract.operations as Record<string, { path: string; aliases?: string[] }>,
).flatMap((operation) => [operation.path, ...(operation.aliases ?? [])]);
const apiPrefixes = [...new Set([...contractPaths.map((path) => `/${path.split('/')[1]}`), ...serverPages])];

export default defineConfig({
  base: '/relief-loans/',
  plugins: [
    react(),
    // index.html's colours from core/theme/colors.ts, as the theme's.
    themeColorsPlugin(),
    // Compiles the step and API validators at start, and again on a schema edit in `npm run dev`.
    stepValidatorsPlugin(),
    // A page's start-up code in a few chunks grouped by who needs it (output.codeSplitting.groups).
    startupChunksPlugin({
      entry: own('./src/main.tsx'),
      app: own('./src/app/App.tsx'),
      appParts: [own('./src/shared/ui/BackButton.tsx')],
      screens: own('./src/app/screenForRoute.tsx'),
      staffScreens: [
        own('./src/staff/studio/StudioScreen.tsx'),
        own('./src/staff/studio/FunnelReportScreen.tsx'),
      ],
      stepScreen: own('./src/features/flowStep/FlowStepScreen.tsx'),
      form: own('./src/shared/form/StepForm.tsx'),
    }),
    // `npm run dev` only: the studio's save endpoint (docs/studio.md). STUDIO_SAVE_ROOT points it at a
    // copy of the repository's files (the end-to-end test of saving), never set otherwise.
    studioSavePlugin(process.env.STUDIO_SAVE_ROOT ?? own('.')),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${apiPort}`])),
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300 },
});
