// @vitest-environment jsdom
/**
 * The contact block of outcome pages (src/features/outcomes/ContactUs.tsx): it asks
 * GET /application/{uuid}/contact-us, says so while it waits, shows email, phone, help centre and the
 * hours in their time zone, and falls back to the product's support email, never an error's text.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import contact from '../../../../schemas/contact.json';
import copy from '../../../../schemas/copy/en-US.json';
import product from '../../../../schemas/product.json';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));

const { ContactUs } = await import('../../../../src/features/outcomes/ContactUs');

const applicationUuid = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';
const words = copy.contactUs;
const answer = {
  email: product.supportEmail,
  helpCenterUrl: contact.helpCenterUrl,
  phoneNumber: contact.phoneNumber,
  timezone: contact.timezone,
  operationsBusinessHours: contact.operationsBusinessHours,
};

function renderBlock() {
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ContactUs applicationUuid={applicationUuid} />
      </SWRConfig>
    </ChakraProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('contact block', () => {
  test('Applicant finds how to reach us: email, phone and help centre as links, in an address', async () => {
    apiRequest.mockResolvedValue(answer);
    renderBlock();
    const region = screen.getByRole('region', { name: words.title });
    expect(await within(region).findByRole('link', { name: product.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${product.supportEmail}`,
    );
    expect(within(region).getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(within(region).getByRole('link', { name: words.helpCentreLink })).toHaveAttribute(
      'href',
      contact.helpCenterUrl,
    );
    expect(region.querySelector('address')).toContainElement(
      within(region).getByRole('link', { name: product.supportEmail }),
    );
    expect(apiRequest).toHaveBeenCalledWith('getContactUs', { params: { applicationUuid } });
  });

  test('Applicant reads when each team answers, weekday, Saturday and Sunday, and in which time zone', async () => {
    apiRequest.mockResolvedValue(answer);
    renderBlock();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Hours (Eastern Time)' }),
    ).toBeInTheDocument();
    const lists = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(lists).toEqual([words.teams.onboarding, words.teams.servicing]);
    const onboarding = document.querySelector('dl[aria-labelledby="contact-us-hours-onboarding"]');
    expect(onboarding).toHaveTextContent(
      'Monday to Friday8:00 AM – 10:00 PMSaturday9:00 AM – 6:00 PMSundayClosed',
    );
    const servicing = document.querySelector('dl[aria-labelledby="contact-us-hours-servicing"]');
    expect(servicing).toHaveTextContent(
      'Monday to Friday9:00 AM – 8:00 PMSaturday10:00 AM – 4:00 PMSundayClosed',
    );
  });

  test('Applicant sees that the details are on their way while the call is pending', () => {
    apiRequest.mockReturnValue(new Promise(() => undefined));
    renderBlock();
    expect(screen.getByRole('status')).toHaveTextContent(words.loading);
    expect(screen.getByRole('heading', { level: 2, name: words.title })).toBeInTheDocument();
  });

  test('When the call fails, Applicant still gets the support email, and no error text', async () => {
    apiRequest.mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.1:443'));
    renderBlock();
    expect(await screen.findByRole('link', { name: product.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${product.supportEmail}`,
    );
    expect(screen.getByText(new RegExp(words.fallback))).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
