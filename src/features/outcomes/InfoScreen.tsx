import { chakra } from '@chakra-ui/react';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { withProductLimits } from '../../../core/rules/productLimits';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Page } from '../../shared/ui/Page';
import { ContactUs } from './ContactUs';
import { OutcomeGate } from './OutcomeGate';
import { Bullets, OutcomeSection, Paragraphs } from './OutcomeSection';
import { outcomeStepsOf, preFlowOutcomeStepsOf } from './outcomeSteps';
import { outcomeValues } from './outcomeValues';
import { PreFlowOutcomeGate } from './PreFlowOutcomeGate';
import { outsideHref } from '../../shared/routes/outsideNavigation';

type InfoSection = { title: string; paragraphs?: string[]; items?: string[] };
type InfoCopy = {
  sections?: InfoSection[];
  action?: string;
  /** A decline with a written notice (not available in a state, for an income): where to read it. */
  notice?: { title: string; text: string; link: string };
};

function InfoContent({ page, applicationUuid }: { page: string; applicationUuid?: string }) {
  // The body of the page (its frame is Page's).
  const pages = copy.pages as Record<string, unknown>;
  const text = withProductLimits(pages[page] ?? {}, outcomeValues) as InfoCopy;
  return (
    <Page page={page} values={outcomeValues}>
      {(text.sections ?? []).map((section, index) => (
        <OutcomeSection key={section.title} id={`${page}-section-${index}`} title={section.title}>
          {section.paragraphs ? <Paragraphs lines={section.paragraphs} /> : null}
          {section.items ? <Bullets items={section.items} /> : null}
        </OutcomeSection>
      ))}
      {text.notice && applicationUuid ? (
        <OutcomeSection id={`${page}-notice`} title={text.notice.title}>
          <Paragraphs lines={[text.notice.text]} />
          <chakra.a
            href={outsideHref.adverseActionNotice(applicationUuid)}
            color="brand.700"
            fontWeight="semibold"
            textDecoration="underline"
            display="inline-flex"
            alignItems="center"
            minH="11"
          >
            {text.notice.link}
          </chakra.a>
        </OutcomeSection>
      ) : null}
      <LinkButton href={outsideHref.overview(applicationUuid)}>
        {text.action ?? copy.pages.notEligible.overview}
      </LinkButton>
      {/* Contact-us is asked about an application: pages without one keep their copy's support line. */}
      {applicationUuid ? <ContactUs applicationUuid={applicationUuid} /> : null}
    </Page>
  );
}

/**
 * The pages that explain an outcome in words and point to the account (not eligible, not available,
 * not available in a state or for an income): title, description and sections from copy, filled with
 * product facts (outcomeValues). A page of flow steps shows only while the application (or, without
 * one, the pre-flow) is on one of them, and otherwise follows the server.
 */
export default function InfoScreen({ page }: { page: string }) {
  const { applicationUuid } = useParams<{ applicationUuid?: string }>();
  if (applicationUuid && outcomeStepsOf(page).length > 0) {
    return (
      <OutcomeGate screenKey={page}>
        {() => <InfoContent page={page} applicationUuid={applicationUuid} />}
      </OutcomeGate>
    );
  }
  if (!applicationUuid && preFlowOutcomeStepsOf(page).length > 0) {
    return (
      <PreFlowOutcomeGate screenKey={page}>
        <InfoContent page={page} />
      </PreFlowOutcomeGate>
    );
  }
  return <InfoContent page={page} applicationUuid={applicationUuid} />;
}
