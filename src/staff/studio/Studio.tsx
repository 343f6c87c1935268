import { lazy, Suspense, useState } from 'react';
import { Box, Button, HStack, Link } from '@chakra-ui/react';
import { CopyView } from './CopyView';
import { FieldLabel } from './FieldLabel';
import { studioStepFiles } from './flowModel';
import { FlowView } from './FlowView';
import { studioCanSave } from './studioSave';
import { studioText } from './text';
import { Loading } from '../../shared/ui/Loading';

// The editor (CodeMirror) and the in-browser rule compiler load when a step is opened, not with the flow.
const StepStudio = lazy(() => import('./StepStudio').then((module) => ({ default: module.StepStudio })));

type View = 'flow' | 'steps' | 'copy';
const views: View[] = ['flow', 'steps', 'copy'];

/**
 * The staff studio (docs/studio.md): the flow as a list and a diagram, every step file previewed as
 * the real form and edited with the checker's findings, and the copy as a table. `canSave` is true
 * under `npm run dev` only; a production build is read-only.
 */
export function Studio({
  canSave = studioCanSave,
  initialStep,
  initialView,
}: {
  canSave?: boolean;
  initialStep?: string;
  initialView?: string;
}) {
  const stepFiles = studioStepFiles();
  const known = (id: string | undefined) => stepFiles.some((entry) => entry.stepFile === id);
  const [view, setView] = useState<View>(
    views.includes(initialView as View) ? (initialView as View) : known(initialStep) ? 'steps' : 'flow',
  );
  const [stepId, setStepId] = useState(
    known(initialStep) ? (initialStep as string) : (stepFiles[0]?.stepFile ?? ''),
  );
  const [copyFilter, setCopyFilter] = useState<string>();
  const open = (stepFile: string) => {
    setStepId(stepFile);
    setView('steps');
  };
  const openPage = (pageKey: string) => {
    // The page's own strings: their place in the copy file starts with pages/<page>/.
    setCopyFilter(`pages/${pageKey}/`);
    setView('copy');
  };
  return (
    <Box>
      <Box as="nav" aria-label={studioText.nav} mb="6">
        <HStack gap="2" wrap="wrap">
          {views.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === view ? 'solid' : 'outline'}
              colorPalette={name === view ? 'brand' : undefined}
              aria-current={name === view ? 'page' : undefined}
              onClick={() => {
                setCopyFilter(undefined);
                setView(name);
              }}
            >
              {studioText.views[name]}
            </Button>
          ))}
          <Link href={`${import.meta.env.BASE_URL}skunkworks/funnel`} fontSize="sm" ms="2">
            {studioText.views.funnel}
          </Link>
        </HStack>
      </Box>
      {view === 'flow' ? <FlowView onOpen={open} onOpenPage={openPage} /> : null}
      {view === 'steps' ? (
        <Box>
          <HStack gap="2" mb="4">
            <FieldLabel htmlFor="studio-step">{studioText.steps.pick}</FieldLabel>
            <select
              id="studio-step"
              value={stepId}
              onChange={(event) => setStepId(event.target.value)}
              style={{ padding: '6px', border: '1px solid #a0aec0', borderRadius: '6px' }}
            >
              {stepFiles.map((entry) => (
                <option key={entry.stepFile} value={entry.stepFile}>
                  {entry.stepFile} ({entry.steps.join(', ')})
                </option>
              ))}
            </select>
          </HStack>
          <Suspense fallback={<Loading />}>
            <StepStudio key={stepId} stepId={stepId} canSave={canSave} />
          </Suspense>
        </Box>
      ) : null}
      {view === 'copy' ? <CopyView key={copyFilter} canSave={canSave} initialFilter={copyFilter} /> : null}
    </Box>
  );
}
