/**
 * The one ajv set-up for step schemas and API schemas: the server validates with it at runtime and
 * the build compiles the app's standalone validators with it, so both sides apply identical rules.
 */
import Ajv, { type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import { formats } from './formats';

/**
 * Keywords our step files may carry that are annotations, not validation rules: `x-fill` (hints for
 * the fill generator) and `x-sensitive` (a field whose value is shown only as "on file" and never
 * leaves the browser in analytics or error reports).
 */
export const annotationKeywords = ['x-fill', 'x-sensitive'];

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, ...options });
  ajvErrors(ajv);
  for (const [name, definition] of Object.entries(formats)) {
    ajv.addFormat(name, definition as Parameters<Ajv['addFormat']>[1]);
  }
  for (const keyword of annotationKeywords) ajv.addKeyword(keyword);
  return ajv;
}
