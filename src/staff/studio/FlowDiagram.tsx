import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { StudioStep, StudioTransition } from './flowModel';
import {
  diagramFont,
  diagramLine,
  generousTextWidth,
  layoutFlow,
  type DiagramNode,
  type FlowLayout,
} from './layoutFlow';
import { pageKeyOf } from './studioFiles';
import { fillIn, studioText } from './text';
import { fitMargin, useDiagramZoom } from './useDiagramZoom';

const text = studioText.flow;

const edgeColor: Record<StudioTransition['kind'], string> = {
  next: '#4a5568',
  when: '#975a16',
  outcome: '#2b6cb0',
  check: '#6b46c1',
};
const groupColor = {
  declines: { fill: '#fff5f5', stroke: '#c53030' },
  disqualifies: { fill: '#fff5f5', stroke: '#9b2c2c' },
  stops: { fill: '#fffaf0', stroke: '#975a16' },
  unreached: { fill: '#f7fafc', stroke: '#718096' },
} as const;
const ink = '#1a202c';
const quiet = '#4a5568';
const stepFileFill = '#ebf8ff';

/** The text drawn on a transition's line. */
export function edgeLabel(edge: StudioTransition): string {
  if (edge.kind === 'next') return '';
  if (edge.kind === 'check')
    // The line ends at the step the failed check names; the list says which check.
    return edge.label === '' ? text.checksPass : text.checkFails;
  return edge.label;
}

/**
 * The width a text takes in the page's font, measured on a canvas; the generous estimate where there
 * is none (jsdom).
 */
function pageTextWidth(): (value: string, fontSize: number) => number {
  const canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1);
  const context = canvas?.getContext('2d');
  if (!context) return generousTextWidth;
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  return (value, fontSize) => {
    context.font = `${fontSize}px ${family}`;
    // Bold group titles and rounding: a little room on top of the measure.
    return Math.ceil(context.measureText(value).width * 1.08) + 2;
  };
}

export type FlowDiagramProps = {
  steps: readonly StudioStep[];
  transitions: readonly StudioTransition[];
  /** A step with a step file opens in the editor and preview; another shows its page's copy. */
  onOpenStep: (node: DiagramNode) => void;
  describedBy: string;
};

/**
 * The flow as an SVG laid out by layoutFlow, fitted to its panel, with zoom in, zoom out and fit
 * buttons, drag and scroll to move (useDiagramZoom), and every step a button that opens it.
 */
export function FlowDiagram({ steps, transitions, onOpenStep, describedBy }: FlowDiagramProps) {
  const diagram = useMemo(
    () =>
      layoutFlow(steps, transitions, {
        textWidth: pageTextWidth(),
        edgeLabel,
        sectionTitle: (id) => text.sections[id],
        groupTitle: (kind) => text.groups[kind],
      }),
    [steps, transitions],
  );
  const content = useMemo(() => ({ width: diagram.width, height: diagram.height }), [diagram]);
  const svgRef = useRef<SVGSVGElement>(null);
  const zoom = useDiagramZoom(svgRef, content);
  const titleId = useId();
  const helpId = useId();
  const percent = Math.round(zoom.transform.k * 100);
  return (
    <Box>
      <HStack gap="2" mb="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={zoom.zoomIn}>
          {text.zoomIn}
        </Button>
        <Button size="sm" variant="outline" onClick={zoom.zoomOut}>
          {text.zoomOut}
        </Button>
        <Button size="sm" variant="outline" onClick={zoom.fit}>
          {text.fit}
        </Button>
        <Text fontSize="sm" color="gray.700" data-testid="flow-zoom">
          {fillIn(text.zoom, { percent })}
        </Text>
        <Text id={helpId} fontSize="sm" color="gray.700" ms="2">
          {text.help}
        </Text>
      </HStack>
      <Box
        as="svg"
        ref={svgRef}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={`${helpId} ${describedBy}`}
        data-testid="flow-panel"
        data-scale={zoom.transform.k}
        display="block"
        w="full"
        minH="320px"
        // Never taller than the window, so the panel and its buttons can be seen at once.
        maxH="min(760px, calc(100vh - 112px))"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        bg="gray.50"
        cursor="grab"
        // The panel takes the drawing's shape, so the fitted drawing fills it.
        style={{
          aspectRatio: `${diagram.width + 2 * fitMargin} / ${diagram.height + 2 * fitMargin}`,
          touchAction: 'none',
        }}
        css={{
          '& [data-step]': { cursor: 'pointer', outline: 'none' },
          '& [data-step]:focus-visible .step-box': { stroke: '#2b6cb0', strokeWidth: 3 },
          '& [data-step]:hover .step-box': { strokeWidth: 2 },
        }}
      >
        <title id={titleId}>
          {fillIn(text.diagram, { steps: diagram.nodes.length, transitions: transitions.length })}
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
        <g data-zoom-layer transform={zoom.transform.toString()}>
          <Drawing diagram={diagram} onOpenStep={onOpenStep} onFocusStep={zoom.reveal} />
        </g>
      </Box>
      <Legend />
    </Box>
  );
}

/** What the colours and lines mean. */
function Legend() {
  const line = (kind: StudioTransition['kind']) => (
    <svg width="28" height="10" aria-hidden="true">
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        stroke={edgeColor[kind]}
        strokeWidth="2"
        strokeDasharray={kind === 'outcome' ? '5 3' : undefined}
      />
    </svg>
  );
  const box = (fill: string, dashed = false) => (
    <svg width="18" height="12" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="16"
        height="10"
        rx="2"
        fill={fill}
        stroke={quiet}
        strokeDasharray={dashed ? '3 2' : undefined}
      />
    </svg>
  );
  const entries = [
    [line('next'), text.legend.next],
    [line('when'), text.legend.when],
    [line('outcome'), text.legend.outcome],
    [line('check'), text.legend.check],
    [box(stepFileFill), text.legend.stepFile],
    [box('#ffffff'), text.legend.noStepFile],
    [box('#ffffff', true), text.legend.countsAs],
  ] as const;
  return (
    <HStack as="ul" aria-label={text.legend.title} gap="4" wrap="wrap" mt="2" fontSize="xs" color="gray.700">
      {entries.map(([sample, label]) => (
        <HStack as="li" key={label} gap="1" listStyleType="none">
          {sample}
          <span>{label}</span>
        </HStack>
      ))}
    </HStack>
  );
}

/** A step's name as a screen reader says it, with the step it counts as. */
const stepName = (node: DiagramNode) =>
  node.countsAs === undefined ? node.id : `${node.id} (${fillIn(text.countsAs, { step: node.countsAs })})`;

function Drawing({
  diagram,
  onOpenStep,
  onFocusStep,
}: {
  diagram: FlowLayout;
  onOpenStep: (node: DiagramNode) => void;
  onFocusStep: (node: DiagramNode) => void;
}) {
  const activate = (node: DiagramNode) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpenStep(node);
  };
  return (
    <>
      {diagram.sections.map((section) => (
        <g key={section.id} data-section={section.id}>
          <text
            x={section.x + section.width / 2}
            y={section.y + 18}
            style={{ fontSize: diagramFont.section, fontWeight: 'bold' }}
            textAnchor="middle"
            fill={quiet}
          >
            {studioText.flow.sections[section.id]}
          </text>
        </g>
      ))}
      {diagram.groups.map((group) => (
        <g key={group.id} data-group={group.kind}>
          <rect
            x={group.x}
            y={group.y}
            width={group.width}
            height={group.height}
            rx={8}
            fill={groupColor[group.kind].fill}
            stroke={groupColor[group.kind].stroke}
            strokeDasharray={group.kind === 'unreached' ? '4 3' : undefined}
          />
          <text
            x={group.x + 10}
            y={group.y + 15}
            style={{ fontSize: diagramFont.group, fontWeight: 'bold' }}
            fill={ink}
          >
            {studioText.flow.groups[group.kind]}
          </text>
        </g>
      ))}
      {diagram.edges.map((edge) => (
        <polyline
          key={`${edge.from}>${edge.to}>${edge.kind}`}
          data-transition={`${edge.from}>${edge.to}`}
          points={edge.points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke={edgeColor[edge.kind]}
          strokeWidth={1.5}
          strokeDasharray={edge.kind === 'outcome' ? '5 3' : undefined}
          markerEnd={`url(#studio-arrow-${edge.kind})`}
        />
      ))}
      {/* Labels over every line, so a line that crosses one never hides it. */}
      {diagram.edges
        .filter((edge) => edge.labels.length > 0)
        .map((edge) => (
          <g key={`${edge.from}>${edge.to}>${edge.kind}`}>
            <rect
              x={edge.label.x}
              y={edge.label.y}
              width={edge.label.width}
              height={edge.label.height}
              rx={3}
              fill="#f7fafc"
              opacity={0.9}
            />
            {edge.labels.map((label, index) => (
              <text
                key={index}
                x={edge.label.x + edge.label.width / 2}
                y={edge.label.y + 12 + index * diagramLine.edge}
                style={{ fontSize: diagramFont.edge }}
                textAnchor="middle"
                fill={edgeColor[edge.kind]}
              >
                {label}
              </text>
            ))}
          </g>
        ))}
      {diagram.nodes.map((node) => (
        <g
          key={node.id}
          data-step={node.id}
          role="button"
          tabIndex={0}
          aria-label={
            node.stepFile
              ? fillIn(text.openStep, { step: stepName(node), stepFile: node.stepFile })
              : fillIn(text.openPage, { step: stepName(node), page: pageKeyOf(node.screen) })
          }
          onClick={() => onOpenStep(node)}
          onKeyDown={activate(node)}
          onFocus={() => onFocusStep(node)}
        >
          <rect
            className="step-box"
            x={node.x}
            y={node.y}
            width={node.width}
            height={node.height}
            rx={6}
            fill={node.stepFile ? stepFileFill : '#ffffff'}
            stroke={node.outcome ? groupColor[node.outcome].stroke : quiet}
            strokeDasharray={node.countsAs !== undefined ? '4 3' : undefined}
          />
          <text
            x={node.x + node.width / 2}
            style={{ fontSize: diagramFont.step }}
            textAnchor="middle"
            fill={ink}
          >
            {node.lines.map((line, index) => (
              <tspan
                key={line}
                x={node.x + node.width / 2}
                y={node.y + node.height / 2 + 4.5 + (index - (node.lines.length - 1) / 2) * diagramLine.step}
              >
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
    </>
  );
}
