/**
 * One Idempotency-Key per create of one user action (docs/architecture.md "one submit, one effect"):
 * a submit makes its keys once, and every try of that submit — the first, and the `again` after a
 * 429 or 409 (src/shared/flow/useFlowCalls.ts) — sends the same key for the same create, so the server
 * stores it once and replays its answer. A new submit (a new press of Continue) gets new keys.
 */

/** The key of the create `label` names within one user action; the same label, the same key. */
export type IdempotencyKeys = (label: string) => string;

export function keysForOneAction(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  const keys = new Map<string, string>();
  return (label) => {
    const known = keys.get(label);
    if (known !== undefined) return known;
    const key = newKey();
    keys.set(label, key);
    return key;
  };
}

/**
 * Labels for the creates of a save plan: each create by what it sends, a repeat of the same body
 * counted (two identical jobs are two creates), so a plan made again on a retry finds the same keys
 * for the same creates, whatever else changed in it.
 */
export function createLabels(operationId: string, bodies: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return bodies.map((body) => {
    const content = `${operationId} ${JSON.stringify(body)}`;
    const count = (seen.get(content) ?? 0) + 1;
    seen.set(content, count);
    return `${content} #${count}`;
  });
}
