/**
 * The bearer and CSRF tokens, held in memory only (docs/architecture.md: never in storage,
 * cookies we can read, or URLs). The identity call refills them.
 */
type Session = { accessToken: string; csrfToken?: string };

let current: Session | null = null;

export function setSession(session: Session | null): void {
  current = session;
}

export function getSession(): Session | null {
  return current;
}

let deviceUuid: string | null = null;

/** X-Client-Device-Uuid: one random id per tab, kept in memory (it identifies a device, not a person). */
export function getDeviceUuid(): string {
  deviceUuid ??= crypto.randomUUID();
  return deviceUuid;
}
