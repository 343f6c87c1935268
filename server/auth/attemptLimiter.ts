/**
 * Per-client limits on guessing: sign-in attempts and failed authentications, counted per client
 * address in a fixed window. Past the limit the client gets 429 with Retry-After until the window
 * ends. Counts live in memory: a restart forgets them, which only ever lets a client in sooner.
 * (@fastify/rate-limit counts every request; failed authentications need only the failures counted.)
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** Seconds to wait when the client is over the limit, else null. */
  retryAfterSeconds: (client: string, now: Date) => number | null;
  record: (client: string, now: Date) => void;
}

export function createAttemptLimiter(limit: AttemptLimit): AttemptLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const current = (client: string, now: Date) => {
    const window = windows.get(client);
    if (!window || now.getTime() - window.startedAt >= limit.windowMs) return null;
    return window;
  };
  return {
    retryAfterSeconds: (client, now) => {
      const window = current(client, now);
      if (!window || window.count < limit.max) return null;
      return Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now.getTime()) / 1000));
    },
    record: (client, now) => {
      const window = current(client, now);
      if (window) window.count += 1;
      else {
        // Drop finished windows now and then so the map stays as small as the set of active clients.
        if (windows.size > 10_000) {
          for (const [key, value] of windows)
            if (now.getTime() - value.startedAt >= limit.windowMs) windows.delete(key);
        }
        windows.set(client, { startedAt: now.getTime(), count: 1 });
      }
    },
  };
}
