import { useId, useMemo } from 'react';
import { Box, Button, Heading } from '@chakra-ui/react';
import { DataTable } from './DataTable';
import { FlowDiagram } from './FlowDiagram';
import { studioSteps, studioTransitions, type StudioTransition } from './flowModel';
import type { DiagramNode } from './layoutFlow';
import { pageKeyOf } from './studioFiles';
import { fillIn, studioText } from './text';

const text = studioText.flow;

export function transitionText(edge: StudioTransition): string {
  if (edge.kind === 'next') return text.next;
  if (edge.kind === 'check')
    return edge.label === '' ? text.checkPassed : fillIn(text.check, { reason: edge.label });
  return edge.kind === 'when'
    ? fillIn(text.when, { condition: edge.label })
    : fillIn(text.outcome, { outcome: edge.label });
}

/** Every step of flow.json: name, screen, route, step file and ways out. */
function StepTable({ onOpen }: { onOpen: (stepFile: string) => void }) {
  const steps = useMemo(() => studioSteps(), []);
  const transitions = useMemo(() => studioTransitions(), []);
  return (
    <DataTable label={text.steps}>
      <thead>
        <tr>
          <th scope="col">{text.columns.step}</th>
          <th scope="col">{text.columns.screen}</th>
          <th scope="col">{text.columns.route}</th>
          <th scope="col">{text.columns.stepFile}</th>
          <th scope="col">{text.columns.exits}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={`${step.phase}-${step.name}`} data-step-row={step.name}>
            <th scope="row">{step.name}</th>
            <td>{step.screen}</td>
            <td>
              <code>{step.route ?? '—'}</code>
            </td>
            <td>
              {step.stepFile ? (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={fillIn(text.open, { stepFile: step.stepFile })}
                  onClick={() => onOpen(step.stepFile as string)}
                >
                  {step.stepFile}
                </Button>
              ) : (
                '—'
              )}
            </td>
            <td>
              {[
                ...transitions
                  .filter((edge) => edge.from === step.name && edge.kind !== 'next')
                  .map((exit) => `${transitionText(exit)} → ${exit.to}`),
                ...(step.countsAs !== undefined ? [fillIn(text.countsAs, { step: step.countsAs })] : []),
                ...(step.ends ? [text.ends[step.ends]] : []),
              ].join('; ') || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The flow: the diagram (FlowDiagram), the same transitions as a list for anyone not seeing it, and
 * every step as a table. A step opens in the editor and preview (`onOpen`), or, without a step file,
 * as its page's copy (`onOpenPage`).
 */
export function FlowView({
  onOpen,
  onOpenPage,
}: {
  onOpen: (stepFile: string) => void;
  onOpenPage: (pageKey: string) => void;
}) {
  const steps = useMemo(() => studioSteps(), []);
  const transitions = useMemo(() => studioTransitions(), []);
  const listId = useId();
  const openStep = (node: DiagramNode) =>
    node.stepFile ? onOpen(node.stepFile) : onOpenPage(pageKeyOf(node.screen));
  return (
    <Box>
      <Heading as="h2" size="lg" mb="3">
        {text.title}
      </Heading>
      <FlowDiagram steps={steps} transitions={transitions} onOpenStep={openStep} describedBy={listId} />
      <Heading as="h3" size="md" mt="4" mb="2">
        {text.transitions}
      </Heading>
      <Box as="ul" id={listId} ps="5" fontSize="sm">
        {transitions.map((edge) => (
          <li key={`${edge.from}-${edge.to}-${edge.label}`}>
            {edge.from} → {edge.to} ({transitionText(edge)})
          </li>
        ))}
      </Box>
      <Heading as="h2" size="lg" mt="8" mb="3">
        {text.steps}
      </Heading>
      <StepTable onOpen={onOpen} />
    </Box>
  );
}
