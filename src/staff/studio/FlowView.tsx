import { useId, useMemo } from 'react';
import { Box, Button, Heading } from '@chakra-ui/react';
import { DataTable } from './DataTable';
import { studioSteps, studioTransitions, type StudioTransition } from './flowModel';
import { layoutFlow } from './layoutFlow';
import { fillIn, studioText } from './text';

const text = studioText.flow;

export function transitionText(edge: StudioTransition): string {
  if (edge.kind === 'next') return text.next;
  return edge.kind === 'when'
    ? fillIn(text.when, { condition: edge.label })
    : fillIn(text.outcome, { outcome: edge.label });
}

const edgeColor = { next: '#4a5568', when: '#b7791f', outcome: '#2b6cb0' } as const;

/** The flow drawn by dagre as an SVG, with the same transitions as a list for anyone not seeing it. */
function FlowDiagram() {
  const steps = useMemo(() => studioSteps(), []);
  const transitions = useMemo(() => studioTransitions(), []);
  const diagram = useMemo(() => layoutFlow(steps, transitions), [steps, transitions]);
  const titleId = useId();
  const listId = useId();
  return (
    <Box>
      <Box
        overflow="auto"
        maxH="40rem"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        bg="gray.50"
      >
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={listId}
          width={diagram.width}
          height={diagram.height}
          viewBox={`0 0 ${diagram.width} ${diagram.height}`}
        >
          <title id={titleId}>
            {fillIn(text.diagram, { steps: diagram.nodes.length, transitions: diagram.edges.length })}
          </title>
          <defs>
            {Object.entries(edgeColor).map(([kind, color]) => (
              <marker
                key={kind}
                id={`studio-arrow-${kind}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
              </marker>
            ))}
          </defs>
          {diagram.edges.map((edge, index) => (
            <g
              key={`${edge.from}-${edge.to}-${edge.label}-${index}`}
              data-transition={`${edge.from}>${edge.to}`}
            >
              <polyline
                points={edge.points.map((point) => `${point.x},${point.y}`).join(' ')}
                fill="none"
                stroke={edgeColor[edge.kind]}
                strokeWidth={1.5}
                strokeDasharray={edge.kind === 'outcome' ? '5 3' : undefined}
                markerEnd={`url(#studio-arrow-${edge.kind})`}
              />
              {edge.kind === 'next' ? null : (
                <text
                  x={edge.labelX}
                  y={edge.labelY + 4}
                  fontSize="11"
                  textAnchor="middle"
                  fill={edgeColor[edge.kind]}
                >
                  {edge.label}
                </text>
              )}
            </g>
          ))}
          {diagram.nodes.map((node) => (
            <g key={node.id} data-step={node.id}>
              <rect
                x={node.x}
                y={node.y}
                width={node.width}
                height={node.height}
                rx={8}
                fill={node.ends ? '#fff5f5' : node.stepFile ? '#ebf8ff' : '#ffffff'}
                stroke={node.ends ? '#c53030' : '#2d3748'}
              />
              <text
                x={node.x + node.width / 2}
                y={node.y + node.height / 2 + 4}
                fontSize="12"
                textAnchor="middle"
                fill="#1a202c"
              >
                {node.id}
              </text>
            </g>
          ))}
        </svg>
      </Box>
      <Heading as="h3" size="md" mt="4" mb="2">
        {text.transitions}
      </Heading>
      <Box as="ul" id={listId} ps="5" fontSize="sm">
        {diagram.edges.map((edge, index) => (
          <li key={`${edge.from}-${edge.to}-${edge.label}-${index}`}>
            {edge.from} → {edge.to} ({transitionText(edge)})
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Every step of flow.json: name, screen, route, step file and ways out. */
function StepTable({ onOpen }: { onOpen: (stepFile: string) => void }) {
  const steps = useMemo(() => studioSteps(), []);
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
                ...step.exits.map((exit) => `${transitionText(exit)} → ${exit.to}`),
                ...(step.ends ? [text.ends[step.ends]] : []),
              ].join('; ') || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function FlowView({ onOpen }: { onOpen: (stepFile: string) => void }) {
  return (
    <Box>
      <Heading as="h2" size="lg" mb="3">
        {text.title}
      </Heading>
      <FlowDiagram />
      <Heading as="h2" size="lg" mt="8" mb="3">
        {text.steps}
      </Heading>
      <StepTable onOpen={onOpen} />
    </Box>
  );
}
