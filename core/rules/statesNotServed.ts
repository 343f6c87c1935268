/**
 * The states we don't lend in yet: product.json `configuration.nonQualifyingStates` is the one list.
 * The server's flow sends an address there to not-available/state (server/domain/flow/flowEngine.ts),
 * and the address steps say so up front and beside the state the moment it is chosen, so nobody types
 * a whole address to learn it. Pure.
 */
import product from '../../schemas/product.json';
import usStates from '../../schemas/usStates.json';

const stateNames = usStates.states as Record<string, string>;

export function isStateNotServed(stateCode: unknown): boolean {
  return typeof stateCode === 'string' && product.configuration.nonQualifyingStates.includes(stateCode);
}

/** A state's name ("NY" -> "New York"); a code without a name stays a code. */
export function stateNameOf(stateCode: string): string {
  return stateNames[stateCode] ?? stateCode;
}

/** ["CT", "NY", "WI"] -> "Connecticut, New York and Wisconsin" (codes without a name stay codes). */
export function statesInWords(codes: readonly string[]): string {
  const names = codes.map(stateNameOf);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
