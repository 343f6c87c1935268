/**
 * Vite plugin: compiles the step and API validators when the build or dev server starts, and again
 * whenever a file under schemas/ changes in `npm run dev`, so product staff see rule edits live.
 */
import type { Plugin } from 'vite';
import { compileAllValidators } from './compileValidators';

export function stepValidatorsPlugin(): Plugin {
  return {
    name: 'relief-loans-step-validators',
    buildStart() {
      compileAllValidators();
    },
    configureServer(server) {
      server.watcher.add('schemas');
      server.watcher.on('change', (file) => {
        if (!/[/\\]schemas[/\\].*\.json$/.test(file)) return;
        try {
          compileAllValidators();
        } catch (error) {
          server.config.logger.error(
            `Step validators not rebuilt: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      });
    },
  };
}
