/**
 * Vite plugin: @rjsf/utils imports fast-uri (7.6 KiB gzip) to resolve `$id`-relative references,
 * which it does only for a root schema that declares JSON Schema draft 2020-12. Our step files are
 * draft-07 (schemas/step.schema.json), so unless one of schemas/steps/<id>/schema.json declares
 * 2020-12 when the build starts, RJSF's import of fast-uri gets a stand-in that says so if it is
 * ever called. A step file that declares 2020-12 brings the real fast-uri back, with no other
 * change. The server-side prerender keeps the real module.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const uriModule = 'fast-uri';
const standInId = '\0relief-loans-rjsf-uri-resolver';
/** What RJSF compares a root schema's `$schema` with (@rjsf/utils JSON_SCHEMA_DRAFT_2020_12). */
const draft2020 = 'https://json-schema.org/draft/2020-12/schema';

const standIn = `
function unavailable() {
  throw new Error(
    'A draft 2020-12 schema reached RJSF, but the build found none in schemas/steps and left fast-uri out (scripts/vitePluginRjsfUriResolver.ts).',
  );
}
export default { equal: unavailable, resolve: unavailable };
`;

/** Whether any step file declares draft 2020-12 (then RJSF needs the real fast-uri). */
export function stepFilesUse2020(stepsDir: string): boolean {
  if (!existsSync(stepsDir)) return false;
  return readdirSync(stepsDir, { withFileTypes: true }).some((entry) => {
    const file = join(stepsDir, entry.name, 'schema.json');
    if (!entry.isDirectory() || !existsSync(file)) return false;
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: unknown };
    return schema.$schema === draft2020;
  });
}

export function rjsfUriResolverPlugin(stepsDir: string): Plugin {
  let needsRealModule = true;
  return {
    name: 'relief-loans-rjsf-uri-resolver',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      needsRealModule = stepFilesUse2020(stepsDir);
    },
    resolveId(source, importer, options) {
      if (source !== uriModule || needsRealModule || options.ssr) return null;
      return importer && /[/\\]@rjsf[/\\]utils[/\\]/.test(importer) ? standInId : null;
    },
    load(id) {
      return id === standInId ? standIn : null;
    },
  };
}
