import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  campaignValues,
  createPageViews,
  pageReadyTimeoutMs,
} from '../../../../src/shared/analytics/pageViews';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setUp() {
  const tracked: Array<[string, unknown]> = [];
  const views = createPageViews((name, extras) => tracked.push([name, extras]));
  return { views, tracked };
}

describe('page views', () => {
  it('A page view waits for the page’s data and is sent once, with its utm values', () => {
    const { views, tracked } = setUp();
    views.opened('income', '?utm_campaign=spring&utm_source=mail&loanAmount=500');
    expect(tracked).toEqual([]);
    views.describe({ stepFileVersion: 'income.0a1b2c3d' });
    views.ready();
    views.ready();
    vi.advanceTimersByTime(pageReadyTimeoutMs);
    expect(tracked).toEqual([
      [
        'income_page_view',
        { utm_campaign: 'spring', utm_source: 'mail', stepFileVersion: 'income.0a1b2c3d' },
      ],
    ]);
  });

  it('A page that turns out to be another screen is viewed under that screen’s name', () => {
    const { views, tracked } = setUp();
    views.opened('bankAssets', '');
    views.rename('addBankAccountRequired');
    views.ready();
    views.rename('addBankAccountOptional');
    expect(tracked).toEqual([['addBankAccountRequired_page_view', {}]]);
  });

  it('A page whose data never says ready is sent after 10 s', () => {
    const { views, tracked } = setUp();
    views.opened('offers', '');
    vi.advanceTimersByTime(pageReadyTimeoutMs - 1);
    expect(tracked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(tracked).toEqual([['offers_page_view', {}]]);
  });

  it('Pages use the spec’s screen names, a page left early still counts, untracked routes send none', () => {
    const { views, tracked } = setUp();
    views.opened('exploringOptions', '');
    views.opened('loanHome', '');
    views.opened('bankAssets', '');
    views.ready();
    expect(tracked.map(([name]) => name)).toEqual(['turndown_page_view', 'addBankAccountOptional_page_view']);
  });

  it('Only the five utm parameters are read from the address', () => {
    expect(campaignValues('?utm_term=loan&utm_medium=cpc&utm_content=a&gclid=x&ssn=1')).toEqual({
      utm_term: 'loan',
      utm_medium: 'cpc',
      utm_content: 'a',
    });
  });
});
