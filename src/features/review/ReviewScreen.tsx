import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Box, Heading, chakra } from '@chakra-ui/react';
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
import {
  buildReviewSections,
  rowGroups,
  type ReviewEdit,
  type ReviewRow,
  type ReviewSection,
} from './reviewSections';
import { useFormStepSections } from './useFormStepSections';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';

const reviewStep = 'REVIEW';
const reviewStepPath = 'review';

/** An Edit beside what it changes: "Edit" on screen, the whole label ("Edit home address") as its name. */
function EditButton({
  edit,
  busy,
  onEdit,
}: {
  edit: ReviewEdit;
  busy: boolean;
  onEdit: (step: EditableStep) => void;
}) {
  return (
    <SecondaryButton
      size="sm"
      w="auto"
      minH="11"
      minW="16"
      flexShrink={0}
      aria-label={edit.label}
      disabled={busy}
      onClick={() => onEdit(edit.step)}
    >
      {copy.pages.review.edit}
    </SecondaryButton>
  );
}

function Rows({ rows }: { rows: ReviewRow[] }) {
  return (
    <chakra.dl
      flex="1"
      minW="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, 1fr) 2fr' }}
      columnGap="6"
      rowGap="1"
      m="0"
    >
      {rows.map((row, index) => (
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
  );
}

/**
 * A section's card: with one Edit, it sits beside the heading; with several (personal information),
 * each sits beside the rows it changes, so no Edit is left to be matched to its rows at the bottom.
 */
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
  const groups = rowGroups(section);
  const sectionEdit = section.edits.length === 1 ? section.edits[0] : undefined;
  return (
    <chakra.section
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      mb="4"
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" mb="3">
        <Heading as="h2" id={headingId} size="lg" color="gray.900">
          {section.title}
        </Heading>
        {sectionEdit ? <EditButton edit={sectionEdit} busy={busy} onEdit={onEdit} /> : null}
      </Box>
      {groups.map((group, index) => (
        <Box
          key={group.edit?.key ?? `rows-${index}`}
          display="flex"
          alignItems="flex-start"
          gap="3"
          pt={index === 0 ? '0' : '3'}
          mt={index === 0 ? '0' : '3'}
          borderTopWidth={index === 0 ? '0' : '1px'}
          borderColor="gray.100"
        >
          <Rows rows={group.rows} />
          {group.edit && !sectionEdit ? <EditButton edit={group.edit} busy={busy} onEdit={onEdit} /> : null}
        </Box>
      ))}
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
          <PrimaryButton mt="4" aria-busy={busy || undefined} disabled={busy} onClick={submit}>
            {copy.pages.review.submit}
          </PrimaryButton>
          {canGoBack ? <BackButton onClick={goBack} disabled={busy} /> : null}
        </>
      )}
    </Page>
  );
}
