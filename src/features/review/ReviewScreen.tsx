import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Box, Button, Heading, chakra } from '@chakra-ui/react';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { alertMessageFor } from '../../shared/api/classifyError';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { BackButton } from '../../shared/ui/BackButton';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { useCurrentFlowStep, useFlowStepData } from '../../shared/flow/useFlow';
import type { EditableStep } from '../../shared/routes/flowRoutes';
import { reviewLabels } from './reviewLabels';
import { buildReviewSections, type ReviewSection } from './reviewSections';
import { useFormStepSections } from './useFormStepSections';

const reviewStep = 'REVIEW';
const reviewStepPath = 'review';

function SectionCard({
  section,
  busy,
  onEdit,
}: {
  section: ReviewSection;
  busy: boolean;
  onEdit: (step: EditableStep) => void;
}) {
  const headingId = `review-${section.key}`;
  return (
    <chakra.section
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      mb="4"
    >
      <Heading as="h2" id={headingId} size="lg" mb="3" color="gray.900">
        {section.title}
      </Heading>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, 1fr) 2fr' }}
        columnGap="6"
        rowGap="1"
        m="0"
      >
        {section.rows.map((row, index) => (
          <Box key={`${row.label}-${index}`} display="contents">
            <chakra.dt
              color="gray.600"
              fontSize="sm"
              mt={{ base: index === 0 ? '0' : '2', md: '0' }}
              py={{ md: '1' }}
            >
              {row.label}
            </chakra.dt>
            <chakra.dd m="0" fontWeight="medium" color="gray.900" py={{ md: '1' }} overflowWrap="anywhere">
              {row.value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      <Box display="flex" flexWrap="wrap" gap="2" mt="4">
        {section.edits.map((edit) => (
          <Button
            key={edit.key}
            variant="outline"
            size="sm"
            minH="11"
            colorPalette="brand"
            disabled={busy}
            onClick={() => onEdit(edit.step)}
          >
            {edit.label}
          </Button>
        ))}
      </Box>
    </chakra.section>
  );
}

/**
 * REVIEW: everything the applicant gave, from GET /flow/{uuid}/step/review, in four sections. Each
 * Edit reopens that step (POST /flow/{uuid}/edit); saving it brings the applicant back here.
 */
export default function ReviewScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const { data: current } = useCurrentFlowStep(applicationUuid);
  const { data, error: loadError, isLoading } = useFlowStepData(applicationUuid, reviewStepPath);
  const flow = useFlowCalls(applicationUuid, reviewStep, 'review');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const formStepSections = useFormStepSections(data?.formSteps, copy.pages.review);
  const sections = useMemo(
    () =>
      data ? [...buildReviewSections(data, copy.pages.review, reviewLabels), ...formStepSections] : null,
    [data, formStepSections],
  );
  // The summary is the page's largest render. Its data comes through SWR, which React renders
  // synchronously, in one long task on a phone; deferred, it renders in a pass React can pause.
  const shownSections = useDeferredValue(sections);

  /** One server call at a time; what it answers decides where the applicant goes next. */
  const once = useCallback(async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const edit = (step: EditableStep) => once(() => flow.run(() => flow.reopen(reviewStep, step)));
  const submit = () =>
    once(() =>
      flow.run(() =>
        apiRequest('postFlowStep', {
          params: { applicationUuid, step: reviewStepPath },
          body: {},
        }),
      ),
    );
  const goBack = () => once(() => flow.goBack(reviewStep));

  const canGoBack = current?.canGoBack === true && current.currentFlowStep === reviewStep;
  return (
    <Page page="review">
      <ErrorAlert message={flow.alert ?? (loadError ? alertMessageFor(loadError) : null)} />
      {isLoading || !shownSections ? (
        loadError ? null : (
          <Loading />
        )
      ) : (
        <>
          {shownSections.map((section) => (
            <SectionCard key={section.key} section={section} busy={busy} onEdit={edit} />
          ))}
          <Button
            size="xl"
            w="full"
            mt="4"
            colorPalette="brand"
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={submit}
          >
            {copy.pages.review.submit}
          </Button>
          {canGoBack ? <BackButton onClick={goBack} disabled={busy} /> : null}
        </>
      )}
    </Page>
  );
}
