import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import contract from './schemas/api/operations.json';
import { appChunksModuleId, appChunksPlugin } from './scripts/vitePluginAppChunks';
import { chakraStandInsPlugin } from './scripts/vitePluginChakraStandIns';
import { chakraLazyGlobalPlugin } from './scripts/vitePluginChakraLazyGlobal';
import { copySubsetsPlugin } from './scripts/vitePluginCopySubsets';
import { jsonCommentsPlugin } from './scripts/vitePluginJsonComments';
import { lazyMarkdownPlugin } from './scripts/vitePluginLazyMarkdown';
import { lazyRjsfDefaultsPlugin } from './scripts/vitePluginLazyRjsfDefaults';
import { pureAnatomyPlugin } from './scripts/vitePluginPureAnatomy';
import { rjsfReplacementsPlugin } from './scripts/vitePluginRjsfReplacements';
import { rjsfUriResolverPlugin } from './scripts/vitePluginRjsfUriResolver';
import { startupChunksPlugin } from './scripts/vitePluginStartupChunks';
import { stepValidatorsPlugin } from './scripts/vitePluginStepValidators';
import { studioSavePlugin } from './scripts/vitePluginStudioSave';

const apiPort = process.env.API_PORT ?? '4310';

// What the dev server proxies to the reference API: the first segment of every path of the contract
// (schemas/api/operations.json), and the server's own pages (sign-in, account, help).
const serverPages = [
  '/login',
  '/account',
  '/keycloak',
  '/overview',
  '/my-account',
  '/preferences',
  '/legal-docs-and-notices',
  '/adverse_action_notices',
  '/help',
];
const contractPaths = Object.values(
  contract.operations as Record<string, { path: string; aliases?: string[] }>,
).flatMap((operation) => [operation.path, ...(operation.aliases ?? [])]);
const apiPrefixes = [...new Set([...contractPaths.map((path) => `/${path.split('/')[1]}`), ...serverPages])];

export default defineConfig({
  base: '/relief-loans/',
  plugins: [
    react(),
    stepValidatorsPlugin(),
    // What a form step downloads on first load (docs/decisions/0046-a-form-step-loads-only-what-it-uses.md):
    // RJSF's parts no step uses load only if one renders, and fast-uri only when a step file is draft
    // 2020-12; RJSF's deep equality without fast-equals; Chakra's anatomies of components we do not style
    // left out.
    lazyMarkdownPlugin(),
    lazyRjsfDefaultsPlugin(),
    rjsfUriResolverPlugin(fileURLToPath(new URL('./schemas/steps', import.meta.url))),
    rjsfReplacementsPlugin(),
    pureAnatomyPlugin(),
    // Each module gets only the copy it reads, not the whole file; no notes for people in app-only
    // JSON; Ark's field parts without the field machine we never use.
    copySubsetsPlugin(fileURLToPath(new URL('./schemas/copy/en-US.json', import.meta.url))),
    jsonCommentsPlugin(),
    chakraStandInsPlugin(),
    // A short first render (docs/decisions/0049-keystrokes-paint-before-the-form-catches-up.md): the theme's
    // global CSS comes with the HTML (scripts/prerender.ts).
    chakraLazyGlobalPlugin(),
    // The app's start-up chunks preloaded a few per task by src/main.tsx, not all in one long task.
    appChunksPlugin(fileURLToPath(new URL('./src/app/App.tsx', import.meta.url))),
    // A page's start-up code in a few chunks, not dozens of small ones
    // (docs/decisions/0052-a-pages-start-up-code-in-a-few-chunks.md).
    startupChunksPlugin({
      entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      entryOnly: [appChunksModuleId],
      app: fileURLToPath(new URL('./src/app/App.tsx', import.meta.url)),
      appParts: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]button[\\/]button\.js$/,
      screens: fileURLToPath(new URL('./src/app/screenForRoute.tsx', import.meta.url)),
      staffScreens: ['StudioScreen', 'FunnelReportScreen'].map((screen) =>
        fileURLToPath(new URL(`./src/staff/studio/${screen}.tsx`, import.meta.url)),
      ),
      stepScreen: fileURLToPath(new URL('./src/features/flowStep/FlowStepScreen.tsx', import.meta.url)),
      form: fileURLToPath(new URL('./src/shared/form/StepForm.tsx', import.meta.url)),
    }),
    // `npm run dev` only: the studio's save endpoint (docs/studio.md).
    studioSavePlugin(fileURLToPath(new URL('.', import.meta.url))),
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
