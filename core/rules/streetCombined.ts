/**
 * Spec §3 Address `streetCombined`: the street lines as one line ("1450 Mission St, Apt 2"), for
 * anything that has one line for the street (review, documents, a lender's system). Always derived
 * from the two lines, never stored or taken from a request. Pure.
 */
export function streetCombined(address: { streetLineOne: string; streetLineTwo?: string | null }): string {
  const second = address.streetLineTwo?.trim();
  return second ? `${address.streetLineOne.trim()}, ${second}` : address.streetLineOne.trim();
}

/** An address as the server answers it: with its street as one line. */
export function withStreetCombined<T extends { streetLineOne: string; streetLineTwo?: string | null }>(
  address: T,
): T & { streetCombined: string } {
  return { ...address, streetCombined: streetCombined(address) };
}

/** An address as it is stored: the derived line left out, whatever a request sent. */
export function withoutStreetCombined<T extends object>(address: T): Omit<T, 'streetCombined'> {
  // A request's body may carry it even where its type does not say so.
  const { streetCombined: _derived, ...stored } = address as T & { streetCombined?: unknown };
  return stored;
}
