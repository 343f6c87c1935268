/**
 * Posts telemetry as JSON so it survives the page being left (supporting-areas spec §7: keepalive);
 * the answer is not read. Where fetch is missing, a beacon carries it instead.
 */
export function postJson(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  if (typeof fetch === 'function') {
    fetch(path, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    }).catch(() => undefined);
    return;
  }
  navigator.sendBeacon?.(path, new Blob([json], { type: 'application/json' }));
}
