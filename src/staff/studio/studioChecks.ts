/**
 * The step-file checker (src/staff/stepCheck) run on what staff are editing, with the app's registries,
 * and JSON parse errors in plain words. Where the page may not compile rules (a production build) the
 * checker runs on validators compiled at build time (precompiledSchemaChecks.ts), never trying to compile.
 */
import { checkStepFile, type Finding, type StepFileSet } from '../stepCheck/checkStepFile';
import { compilingSchemaChecks } from '../stepCheck/compilingSchemaChecks';
import { precompiledSchemaChecks } from '../stepCheck/precompiledSchemaChecks';
import { compilingAllowed } from './compilingAllowed';
import { fillIn, studioText } from './text';
import { stepFileRegistries } from '../stepCheck/stepFileRegistries';

const registries = stepFileRegistries;

const schemaChecks = compilingAllowed ? compilingSchemaChecks : precompiledSchemaChecks;

/** The checker's findings; a checker that stops on a version it cannot read is one finding too. */
export function studioFindings(files: StepFileSet): Finding[] {
  try {
    return checkStepFile(files, registries, schemaChecks);
  } catch (error) {
    return [
      {
        file: `schemas/steps/${files.stepId}`,
        pointer: '',
        problem: fillIn(studioText.steps.checkerStopped, { message: (error as Error).message }),
      },
    ];
  }
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses an editor's text; a mistake is told in plain words with its line. */
export function parseJsonText<T>(
  fileName: string,
  text: string,
  isShape: (value: unknown) => boolean,
): ParseResult<T> {
  try {
    const value: unknown = JSON.parse(text);
    if (!isShape(value))
      return { ok: false, message: `${fileName} must be one JSON object, written between { and }.` };
    return { ok: true, value: value as T };
  } catch (error) {
    const detail = (error as Error).message;
    const position = /position (\d+)/.exec(detail)?.[1];
    const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
    return {
      ok: false,
      message: `${fileName} is not valid JSON${line === undefined ? '' : ` near line ${line}`}: check for a missing comma, quote or bracket. The preview shows the last version that worked.`,
    };
  }
}

export const isJsonObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
