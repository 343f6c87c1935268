/**
 * The files that hold applicant words, as the studio's bundle has them: the copy file, the shared
 * definitions and every step's schema.json and ui.json, by their path in the repository.
 */
import copy from '../../../../schemas/copy/en-US.json';
import definitions from '../../../../schemas/definitions.json';
import type { ProjectCopyFiles } from './projectCopy';

const schemas = import.meta.glob<unknown>('../../../../schemas/steps/*/schema.json', {
  import: 'default',
  eager: true,
});
const uis = import.meta.glob<unknown>('../../../../schemas/steps/*/ui.json', {
  import: 'default',
  eager: true,
});

const stepIdOf = (path: string) => /steps\/([^/]+)\//.exec(path)?.[1] ?? path;

export const studioCopyFiles: ProjectCopyFiles = {
  copy,
  definitions,
  steps: Object.entries(schemas).map(([path, schema]) => {
    const stepId = stepIdOf(path);
    return { stepId, schema, ui: uis[path.replace(/schema\.json$/, 'ui.json')] ?? {} };
  }),
};
