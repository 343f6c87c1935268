/**
 * The step-file checker's ajv part for a page that may not compile rules (the studio of a production
 * build, src/staff/stepCheck/precompiledSchemaChecks.ts), compiled here at build time into
 * src/generated/stepCheck/ with ajv's standalone code:
 * - stepFileShape.js: schemas/step.schema.json's schemaFile and uiFile, by the ajv the checker
 *   compiles them with at run time (stepMetaAjv);
 * - strictSchema.js: what ajv in strict mode (createAjv) checks a schema with before and while
 *   compiling it — the draft-07 meta-schema, each keyword's own meta-schema (ajv-errors'
 *   errorMessage) — and, as data, the keywords, rule order, formats and schema ids it knows.
 * Derived from the two ajv instances themselves, so the browser's checks cannot drift from them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv } from '../core/rules/createAjv';
import { stepFileShapeRef, stepFileShapes, stepMetaAjv } from '../src/staff/stepCheck/stepMetaAjv';
import { codeOptions, toEsModule } from './standaloneModule';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../src/generated/stepCheck');
const code = { ...codeOptions, esm: false };

const validatorTypes = (names: readonly string[]) => [
  "import type { ValidateFunction } from 'ajv';",
  `declare const validators: Readonly<Record<${names.map((name) => JSON.stringify(name)).join(' | ')}, ValidateFunction>>;`,
  'export default validators;',
];

function writeStepFileShape(): void {
  const ajv = stepMetaAjv({ code });
  const refs = Object.fromEntries(stepFileShapes.map((shape) => [shape, stepFileShapeRef(shape)]));
  writeFileSync(join(outDir, 'stepFileShape.js'), toEsModule(standaloneCode(ajv, refs), outDir));
  writeFileSync(join(outDir, 'stepFileShape.d.ts'), `${validatorTypes(stepFileShapes).join('\n')}\n`);
}

/** What ajv knows that its strict mode checks a schema against, as data (src/staff/stepCheck/strictSchemaRefusal.ts). */
function vocabularyOf(ajv: Ajv) {
  const { RULES } = ajv;
  const groups = [...RULES.rules, RULES.post];
  // The walk follows keywords by name; a keyword applying through another's name would escape it.
  for (const rule of groups.flatMap((group) => group.rules))
    if (rule.definition.implements?.length)
      throw new Error(`compileStepCheckValidators: "${rule.keyword}" implements other keywords`);
  return {
    keywords: Object.keys(RULES.keywords),
    rules: Object.keys(RULES.all).filter((keyword) => RULES.all[keyword]),
    order: [...new Set(groups.flatMap((group) => group.rules.map((rule) => rule.keyword)))],
    formats: Object.keys(ajv.formats),
    schemaIds: [...new Set([...Object.keys(ajv.schemas), ...Object.keys(ajv.refs)])].filter(Boolean),
  };
}

function writeStrictSchema(): void {
  const ajv = createAjv({ code });
  const vocabulary = vocabularyOf(ajv);
  const refs: Record<string, string> = { metaSchema: ajv.defaultMeta() as string };
  for (const [keyword, rule] of Object.entries(ajv.RULES.all)) {
    const metaSchema = typeof rule === 'object' ? rule.definition.metaSchema : undefined;
    if (!metaSchema) continue;
    // As ajv compiles a keyword's meta-schema: a meta-schema, with the instance's options.
    ajv.addMetaSchema(metaSchema, `keyword:${keyword}`);
    refs[`keyword:${keyword}`] = `keyword:${keyword}`;
  }
  writeFileSync(
    join(outDir, 'strictSchema.js'),
    `${toEsModule(standaloneCode(ajv, refs), outDir)}export const vocabulary = ${JSON.stringify(vocabulary)};\n`,
  );
  writeFileSync(
    join(outDir, 'strictSchema.d.ts'),
    [
      ...validatorTypes(Object.keys(refs)),
      `export declare const vocabulary: Readonly<Record<${Object.keys(vocabulary)
        .map((name) => JSON.stringify(name))
        .join(' | ')}, readonly string[]>>;`,
      '',
    ].join('\n'),
  );
}

export function compileStepCheckValidators(): void {
  mkdirSync(outDir, { recursive: true });
  writeStepFileShape();
  writeStrictSchema();
}
