import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit/component tests (pure modules in node, components opt into jsdom with a docblock) and API
// tests (Fastify inject against a fresh PostgreSQL database each, copied from a template the global
// setup migrates once) run as separate projects, and so do the many-instances tests (several server
// processes on one PostgreSQL of their own).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A component test renders real step forms with lazily loaded widgets: well under a second
          // on a quiet machine, several on a busy two-core one. The limit is for a test that hangs.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/databaseServer.ts'],
          // Two files at once: the API tests mostly wait on the database, and the flow model (the
          // longest file by far) then runs beside the others instead of after them.
          maxWorkers: 2,
          // Each test copies a database and opens connections: seconds, not the unit suite's milliseconds.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'instances',
          include: ['tests/instances/**/*.test.ts'],
          environment: 'node',
          // Real server processes on a real database: starting them and walking a whole application
          // takes tens of seconds. One file at a time, so two files' instances never share the cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
