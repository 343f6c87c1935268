/**
 * The whole form's data and the errors it shows, provided by the root ObjectFieldTemplate: RJSF
 * gives a list's cards neither their answers nor their errors, and a card that folds to a summary
 * needs both (widgets/templates/ArrayFieldItemTemplate.tsx), as the income total needs every answer.
 */
import { createContext, useContext } from 'react';

export type RootForm = { formData: unknown; errorSchema: unknown };

export const RootFormContext = createContext<RootForm>({ formData: undefined, errorSchema: undefined });

export const useRootForm = () => useContext(RootFormContext);

/** The value at an RJSF field path (["jobs", 0]) of form data or an error schema; undefined if absent. */
export function valueAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined,
    value,
  );
}
