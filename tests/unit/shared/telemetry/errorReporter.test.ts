import { describe, expect, it } from 'vitest';
import { FetchError, NetworkError } from '../../../../src/shared/api/errors';
import {
  createErrorReporter,
  ignoreReason,
  maxReportsPerLoad,
  type ClientErrorReport,
} from '../../../../src/shared/telemetry/errorReporter';

const ownOrigin = 'https://relief.example';

function setUp() {
  const sent: ClientErrorReport[] = [];
  const logged: string[] = [];
  const reporter = createErrorReporter({
    send: (reports) => sent.push(...reports),
    log: (action, detail) => logged.push(`${action}: ${detail}`),
    page: () => '/relief-loans/loan/7c9e6679-7425-40de-944b-e07fc1f90ae7/income',
    responseHeaders: () => ({ requestId: 'req-42', cfRay: '8a1b2c3d4e5f-IAD' }),
    webClientUuid: () => null,
    ownOrigin,
    now: () => Date.parse('2026-11-25T10:00:00.000Z'),
  });
  return { reporter, sent, logged };
}

describe('client error reporter', () => {
  it('A real error is reported as production with the last answer’s request id and cf-ray', () => {
    const { reporter, sent } = setUp();
    expect(reporter.report(new TypeError('x is undefined'))).toBe('sent');
    expect(sent[0]).toMatchObject({
      errorClass: 'TypeError',
      message: 'x is undefined',
      releaseStage: 'production',
      requestId: 'req-42',
      cfRay: '8a1b2c3d4e5f-IAD',
      occurredAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('Each ignore rule of funnel spec §8 applies and the ignored error is logged as an action', () => {
    const { reporter, sent, logged } = setUp();
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/Income-abc.js');
    expect(reporter.report(chunk)).toBe('ignored');
    expect(reporter.report(new FetchError('Bad request', { status: 422 }))).toBe('ignored');
    expect(reporter.report(new NetworkError('Network Error'))).toBe('ignored');
    expect(reporter.report(new Error('Request aborted'))).toBe('ignored');
    expect(reporter.report(new Error('ResizeObserver loop limit exceeded'))).toBe('ignored');
    expect(reporter.report('Script error.')).toBe('ignored');
    expect(reporter.report(new Error('boom'), { filename: 'https://cdn.vendor.example/chat.js' })).toBe(
      'ignored',
    );
    expect(sent).toEqual([]);
    expect(logged).toEqual([
      'client-error-ignored: chunk-load-failure',
      'client-error-ignored: http-4xx',
      'client-error-ignored: network-error',
      'client-error-ignored: network-error',
      'client-error-ignored: resize-observer-loop',
      'client-error-ignored: script-error-without-details',
      'client-error-ignored: vendor-script',
    ]);
  });

  it('A 5xx answer and our own script’s errors are reported', () => {
    expect(ignoreReason(new FetchError('Down', { status: 503 }), {}, ownOrigin)).toBeNull();
    expect(
      ignoreReason(new Error('boom'), { filename: `${ownOrigin}/assets/index.js` }, ownOrigin),
    ).toBeNull();
  });

  it('At most 50 reports per page load', () => {
    const { reporter, sent } = setUp();
    const outcomes = Array.from({ length: maxReportsPerLoad + 5 }, (_, index) =>
      reporter.report(new Error(`failure ${index}`)),
    );
    expect(sent).toHaveLength(50);
    expect(outcomes.filter((outcome) => outcome === 'over-limit')).toHaveLength(5);
  });

  it('An SSN or a birth date in a message never leaves the browser', () => {
    const { reporter, sent } = setUp();
    reporter.report(new Error('Could not parse 457-55-5462 or 03/14/1987'));
    expect(sent[0]!.message).toBe('Could not parse [redacted] or [redacted]');
  });
});
