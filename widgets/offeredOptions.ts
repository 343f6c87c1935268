/**
 * A choice field may offer fewer options than its schema allows, in another order: the server says
 * which (e.g. the reasons for borrowing of GET /sdl/v1/pre-flow/step/use-of-funds) and the screen
 * puts them in `ui:options.offered`. The schema (and its precompiled validator) stays as built. Pure.
 */
export function offeredOptions<T extends { value: unknown }>(all: readonly T[], offered: unknown): T[] {
  if (!Array.isArray(offered)) return [...all];
  const chosen = offered.flatMap((value) => all.filter((option) => option.value === value));
  // An answer naming nothing the schema allows is a mismatch, not "offer nothing": keep the schema's.
  return chosen.length > 0 ? chosen : [...all];
}
