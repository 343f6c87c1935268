/**
 * Browser monitoring with the spec's defaults (supporting-areas spec §7, §9; docs/analytics.md): sessions
 * sampled at 100 %, the monitor's own telemetry at 20 %, its configuration and usage reports at 5 %;
 * messages of at most 256 KiB gathered into batches of at most 16 KiB and 50 messages, each batch
 * sent within 30 s of its first message. The three excluded paths are never traced. Pure apart
 * from the timer; sending and randomness are injected.
 */
export const monitoringDefaults = {
  sessionSampleRate: 100,
  telemetrySampleRate: 20,
  telemetryConfigurationSampleRate: 5,
  telemetryUsageSampleRate: 5,
  batchBytesLimit: 16 * 1024,
  messageBytesLimit: 256 * 1024,
  batchMessagesLimit: 50,
  flushTimeoutMs: 30_000,
} as const;

/** Spec §7 "Calls excluded from monitoring". */
export const untracedPaths = [
  '/event_tracking/eventbus/track',
  '/small_dollar_loan/pricing/status',
  '/small_dollar_loan/assets/status',
];

export function isTraced(url: string): boolean {
  const path = new URL(url, 'http://relative.invalid').pathname;
  return !untracedPaths.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}

export type MonitoringMessage = {
  type: 'vital' | 'resource' | 'telemetry' | 'telemetry-configuration' | 'telemetry-usage' | 'action';
  at: string;
  [field: string]: string | number | boolean | null;
};

type BatcherDeps = {
  send: (messages: MonitoringMessage[]) => void;
  random?: () => number;
  limits?: Partial<typeof monitoringDefaults>;
};

const encoder = new TextEncoder();
const sizeOf = (message: MonitoringMessage) => encoder.encode(JSON.stringify(message)).length;

export function createMonitoring(deps: BatcherDeps) {
  const limits = { ...monitoringDefaults, ...deps.limits };
  const random = deps.random ?? Math.random;
  const sampled = (rate: number) => random() * 100 < rate;
  const sessionSampled = sampled(limits.sessionSampleRate);
  const typeSampled: Record<MonitoringMessage['type'], boolean> = {
    vital: true,
    resource: true,
    action: true,
    telemetry: sampled(limits.telemetrySampleRate),
    'telemetry-configuration': sampled(limits.telemetryConfigurationSampleRate),
    'telemetry-usage': sampled(limits.telemetryUsageSampleRate),
  };
  let batch: MonitoringMessage[] = [];
  let batchBytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const sending = batch;
    batch = [];
    batchBytes = 0;
    deps.send(sending);
  }

  return {
    sessionSampled,
    /** Adds a message; false when it is not sampled or larger than 256 KiB (dropped). */
    add(message: MonitoringMessage): boolean {
      if (!sessionSampled || !typeSampled[message.type]) return false;
      const bytes = sizeOf(message);
      if (bytes > limits.messageBytesLimit) return false;
      // A comma between messages; a message bigger than a batch goes alone.
      if (batch.length > 0 && batchBytes + 1 + bytes > limits.batchBytesLimit) flush();
      batch.push(message);
      batchBytes += (batch.length > 1 ? 1 : 0) + bytes;
      if (batch.length >= limits.batchMessagesLimit || batchBytes >= limits.batchBytesLimit) flush();
      else timer ??= setTimeout(flush, limits.flushTimeoutMs);
      return true;
    },
    flush,
  };
}
