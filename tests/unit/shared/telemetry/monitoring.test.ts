import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMonitoring,
  isTraced,
  monitoringDefaults,
  type MonitoringMessage,
} from '../../../../src/shared/telemetry/monitoring';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const at = '2026-11-25T10:00:00.000Z';
const vital = (value: number): MonitoringMessage => ({ type: 'vital', at, name: 'LCP', value });
const bytes = (batch: MonitoringMessage[]) =>
  new TextEncoder().encode(batch.map((m) => JSON.stringify(m)).join(',')).length;

function setUp(random = () => 0) {
  const batches: MonitoringMessage[][] = [];
  const monitoring = createMonitoring({ send: (messages) => batches.push(messages), random });
  return { monitoring, batches };
}

describe('browser monitoring', () => {
  it('Uses the spec’s defaults', () => {
    expect(monitoringDefaults).toEqual({
      sessionSampleRate: 100,
      telemetrySampleRate: 20,
      telemetryConfigurationSampleRate: 5,
      telemetryUsageSampleRate: 5,
      batchBytesLimit: 16 * 1024,
      messageBytesLimit: 256 * 1024,
      batchMessagesLimit: 50,
      flushTimeoutMs: 30_000,
    });
  });

  it('A batch holds at most 50 messages', () => {
    const { monitoring, batches } = setUp();
    for (let index = 0; index < 120; index += 1) monitoring.add(vital(index));
    expect(batches.map((batch) => batch.length)).toEqual([50, 50]);
    monitoring.flush();
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
  });

  it('A batch holds at most 16 KiB; a message over 256 KiB is dropped', () => {
    const { monitoring, batches } = setUp();
    const padded = (size: number): MonitoringMessage => ({
      type: 'telemetry',
      at,
      message: 'x'.repeat(size),
    });
    for (let index = 0; index < 10; index += 1) monitoring.add(padded(3000));
    monitoring.flush();
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(bytes(batch)).toBeLessThanOrEqual(16 * 1024);
    expect(batches.flat()).toHaveLength(10);
    expect(monitoring.add(padded(256 * 1024))).toBe(false);
  });

  it('A batch is sent 30 s after its first message at the latest', () => {
    const { monitoring, batches } = setUp();
    monitoring.add(vital(1));
    vi.advanceTimersByTime(29_999);
    monitoring.add(vital(2));
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([[vital(1), vital(2)]]);
  });

  it('Telemetry about the monitor is sampled: 20 % of pages, configuration and usage 5 %', () => {
    const unlucky = setUp(() => 0.5);
    expect(unlucky.monitoring.add({ type: 'telemetry', at, message: 'm' })).toBe(false);
    expect(unlucky.monitoring.add({ type: 'telemetry-usage', at })).toBe(false);
    expect(unlucky.monitoring.add(vital(1))).toBe(true);
    const lucky = setUp(() => 0.04);
    expect(lucky.monitoring.add({ type: 'telemetry-configuration', at })).toBe(true);
  });

  it('The three excluded paths are never traced', () => {
    expect(isTraced('/event_tracking/eventbus/track')).toBe(false);
    expect(isTraced('https://relief.example/small_dollar_loan/pricing/status?application_uuid=x')).toBe(
      false,
    );
    expect(isTraced('/small_dollar_loan/assets/status')).toBe(false);
    expect(isTraced('/flow/7c9e6679-7425-40de-944b-e07fc1f90ae7/current-step')).toBe(true);
  });
});
