import copy from '../../../schemas/copy/en-US.staff.json';

/** The studio's words (schemas/copy/en-US.staff.json `studio`). */
export const studioText = copy.studio;

/** A copy template with its {names} filled in. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
