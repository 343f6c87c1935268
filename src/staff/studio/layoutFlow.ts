/**
 * Lays the flow out as a diagram that fits a staff member's screen: one column per section of the
 * flow (studioSections: the pre-flow, the answers, pricing and offers), each laid out top to bottom by
 * dagre (@dagrejs/dagre, a layered graph layout), side by side. A card is a step of an order with the
 * steps that count as it stacked under it (NAME_VERIFICATION under GET_STARTED), or an outcome group
 * (studioOutcomeGroups) as one labelled box of its steps, so the ends of the flow do not sprawl.
 * Boxes are sized from their text; a long name is set on two lines, broken after an underscore. Only
 * the studio imports it, so the layout library loads inside the studio's chunk. Pure.
 */
import { Graph, layout } from '@dagrejs/dagre';
import {
  studioOutcomeGroups,
  studioSections,
  type StudioOutcomeKind,
  type StudioSection,
  type StudioStep,
  type StudioTransition,
} from './flowModel';

type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };

/** The font sizes the diagram draws with, in its own units (pixels at zoom 1), and their line heights. */
export const diagramFont = { step: 13, group: 12, edge: 11, section: 14 } as const;
export const diagramLine = { step: 16, edge: 13 } as const;

/** A step's box. */
export type DiagramNode = Box & {
  id: string;
  /** The step's name as drawn, one entry per line. */
  lines: string[];
  /** The card it is drawn in: its own name, the step it counts as, or its outcome group's. */
  card: string;
  screen: string;
  stepFile?: string;
  ends?: StudioStep['ends'];
  countsAs?: string;
  outcome?: StudioOutcomeKind;
};
/** An outcome group's box around its steps. */
export type DiagramGroup = Box & { id: string; kind: StudioOutcomeKind; steps: string[] };
/** One drawn line between two cards: every transition between them of one kind, labels stacked. */
export type DiagramEdge = {
  from: string;
  to: string;
  kind: StudioTransition['kind'];
  /** The lines of text drawn on it (each label, long ones broken in two). */
  labels: string[];
  transitions: StudioTransition[];
  points: Point[];
  /** The labels' box (empty when there are none). */
  label: Box;
};
export type DiagramSection = Box & { id: StudioSection['id'] };
export type FlowLayout = {
  width: number;
  height: number;
  sections: DiagramSection[];
  groups: DiagramGroup[];
  nodes: DiagramNode[];
  edges: DiagramEdge[];
};

export type LayoutOptions = {
  /** The drawn width of a text at a font size (the page measures it); the default is generous. */
  textWidth?: (text: string, fontSize: number) => number;
  /** The text drawn on a transition's line ('' for none). */
  edgeLabel?: (edge: StudioTransition) => string;
  /** The titles of the sections' columns and of the outcome groups' boxes. */
  sectionTitle?: (id: StudioSection['id']) => string;
  groupTitle?: (kind: StudioOutcomeKind) => string;
};

/** Wider than DejaVu Sans's capitals (a wide sans-serif, the fallback here), so a label never overflows. */
export const generousTextWidth = (text: string, fontSize: number) => text.length * fontSize * 0.8;

/** A name longer than this is set on two lines. */
const maxLineChars = 16;

/**
 * A long name on two lines: NAME_LIKE_THIS after the underscore nearest its middle, a camelCase
 * condition before the capital nearest it. Text with spaces stays whole. Pure.
 */
export function breakName(name: string): string[] {
  if (name.length <= maxLineChars || name.includes(' ')) return [name];
  const breaks = [...name.matchAll(/_(?=.)|[a-z](?=[A-Z])/g)].map((match) => match.index + 1);
  const best = breaks.sort((a, b) => Math.abs(a - name.length / 2) - Math.abs(b - name.length / 2))[0];
  return best === undefined ? [name] : [name.slice(0, best), name.slice(best)];
}

const padX = 8;
const padY = 6;
const gap = 4;
const groupPad = 6;
const groupTitleHeight = 22;
const sectionTitleHeight = 30;
const sectionGap = 32;

const overlaps = (a: Box, b: Box) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

const run = (a: Point, b: Point): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(b.x - a.x),
  height: Math.abs(b.y - a.y),
});

/**
 * The points from a card to the gap beside its column (x = gutterX): straight out of its side at
 * `y`, or, where another box or a label is in the way, out of its corner up or down to the nearest
 * clear height. Pure.
 */
function portPath(card: Box, gutterX: number, y: number, boxes: readonly Box[]): Point[] {
  const obstacles = boxes.filter((box) => box !== card);
  const clear = (...runs: Box[]) => !runs.some((part) => obstacles.some((box) => overlaps(part, box)));
  const side = { x: gutterX > card.x ? card.x + card.width : card.x, y };
  if (clear(run(side, { x: gutterX, y }))) return [side, { x: gutterX, y }];
  const cornerX = gutterX > card.x ? card.x + card.width - 8 : card.x + 8;
  for (let step = 1; step <= 50; step += 1)
    for (const edgeY of [card.y + card.height, card.y]) {
      const clearY = edgeY === card.y ? edgeY - step * 4 : edgeY + step * 4;
      const corner = { x: cornerX, y: edgeY };
      const turn = { x: cornerX, y: clearY };
      if (clear(run(corner, turn), run(turn, { x: gutterX, y: clearY })))
        return [corner, turn, { x: gutterX, y: clearY }];
    }
  return [side, { x: gutterX, y }];
}

type Card = {
  id: string;
  kind: 'step' | 'group';
  outcome?: StudioOutcomeKind;
  steps: StudioStep[];
  width: number;
  height: number;
};

export function layoutFlow(
  steps: readonly StudioStep[],
  transitions: readonly StudioTransition[],
  options: LayoutOptions = {},
): FlowLayout {
  const textWidth = options.textWidth ?? generousTextWidth;
  const edgeLabel = options.edgeLabel ?? ((edge) => (edge.kind === 'next' ? '' : edge.label));
  const sectionTitle = options.sectionTitle ?? ((id) => id);
  const groupTitle = options.groupTitle ?? ((kind) => kind);

  const byName = new Map<string, StudioStep>();
  for (const step of steps) if (!byName.has(step.name)) byName.set(step.name, step);

  // Cards: outcome groups, every other step on its own, and a step that counts as another under it.
  const cardOf = new Map<string, string>();
  const cards = new Map<string, Card>();
  for (const group of studioOutcomeGroups([...byName.values()], transitions)) {
    const id = `${group.kind}:${group.phase}`;
    const members = group.steps.map((name) => byName.get(name) as StudioStep);
    cards.set(id, { id, kind: 'group', outcome: group.kind, steps: members, width: 0, height: 0 });
    for (const name of group.steps) cardOf.set(name, id);
  }
  for (const step of byName.values())
    if (!cardOf.has(step.name) && step.countsAs === undefined) {
      cards.set(step.name, { id: step.name, kind: 'step', steps: [step], width: 0, height: 0 });
      cardOf.set(step.name, step.name);
    }
  for (const step of byName.values()) {
    if (cardOf.has(step.name)) continue;
    const host = cards.get(cardOf.get(step.countsAs as string) ?? '');
    const card = host ?? { id: step.name, kind: 'step' as const, steps: [], width: 0, height: 0 };
    card.steps.push(step);
    cards.set(card.id, card);
    cardOf.set(step.name, card.id);
  }

  // Box sizes from their text.
  const boxWidth = (step: StudioStep) =>
    Math.ceil(Math.max(...breakName(step.name).map((line) => textWidth(line, diagramFont.step))) + 2 * padX);
  const boxHeight = (step: StudioStep) => breakName(step.name).length * diagramLine.step + 2 * padY;
  const stackHeight = (list: readonly StudioStep[]) =>
    list.reduce((sum, step) => sum + boxHeight(step), 0) + gap * Math.max(0, list.length - 1);
  for (const card of cards.values()) {
    const widest = Math.max(...card.steps.map(boxWidth));
    if (card.kind === 'group') {
      const title = textWidth(groupTitle(card.outcome as StudioOutcomeKind), diagramFont.group) + 2 * padX;
      card.width = Math.ceil(Math.max(title, widest) + 2 * groupPad);
      card.height = groupTitleHeight + stackHeight(card.steps) + groupPad;
    } else {
      card.width = widest;
      card.height = stackHeight(card.steps);
    }
  }

  // Every card's column: a step named by a section's order is in it; another card joins its first
  // predecessor's column, else its first successor's; a group no transition touches goes apart.
  const sections = studioSections();
  const sectionOf = new Map<string, StudioSection['id']>();
  for (const section of sections)
    for (const name of section.steps) {
      const card = cardOf.get(name);
      if (card !== undefined && !sectionOf.has(card)) sectionOf.set(card, section.id);
    }
  const cardEdges = transitions
    .map((edge) => ({ edge, from: cardOf.get(edge.from), to: cardOf.get(edge.to) }))
    .filter(
      (entry): entry is { edge: StudioTransition; from: string; to: string } =>
        entry.from !== undefined && entry.to !== undefined && entry.from !== entry.to,
    );
  for (let changed = true; changed;) {
    changed = false;
    for (const card of cards.keys()) {
      if (sectionOf.has(card)) continue;
      const from = cardEdges.find((entry) => entry.to === card && sectionOf.has(entry.from));
      const to = cardEdges.find((entry) => entry.from === card && sectionOf.has(entry.to));
      const section = sectionOf.get(from?.from ?? to?.to ?? '');
      if (section !== undefined) {
        sectionOf.set(card, section);
        changed = true;
      }
    }
  }
  const apart = [...cards.values()].filter((card) => !sectionOf.has(card.id));

  // One drawn line per pair of cards and kind, its labels stacked.
  const lines = new Map<string, DiagramEdge>();
  for (const { edge, from, to } of cardEdges) {
    const key = `${from}>${to}>${edge.kind}`;
    const line = lines.get(key) ?? {
      from,
      to,
      kind: edge.kind,
      labels: [],
      transitions: [],
      points: [],
      label: { x: 0, y: 0, width: 0, height: 0 },
    };
    line.transitions.push(edge);
    lines.set(key, line);
  }
  for (const line of lines.values()) {
    const texts = [...new Set(line.transitions.map(edgeLabel))].filter((text) => text !== '');
    line.labels = texts.flatMap(breakName);
  }
  const labelSize = (line: DiagramEdge) =>
    line.labels.length === 0
      ? { width: 0, height: 0 }
      : {
          width: Math.ceil(Math.max(...line.labels.map((text) => textWidth(text, diagramFont.edge))) + 6),
          height: line.labels.length * diagramLine.edge + 4,
        };

  // Each column laid out by dagre, then the columns placed side by side.
  const placedCards = new Map<string, Box>();
  const diagramSections: DiagramSection[] = [];
  let left = 0;
  for (const section of sections) {
    const members = [...cards.values()].filter((card) => sectionOf.get(card.id) === section.id);
    if (members.length === 0) continue;
    const graph = new Graph({ multigraph: true });
    graph.setGraph({ rankdir: 'TB', nodesep: 14, ranksep: 24, edgesep: 5, marginx: 0, marginy: 0 });
    for (const card of members) graph.setNode(card.id, { width: card.width, height: card.height });
    const inside = [...lines.entries()].filter(
      ([, line]) => sectionOf.get(line.from) === section.id && sectionOf.get(line.to) === section.id,
    );
    for (const [key, line] of inside)
      graph.setEdge(line.from, line.to, { ...labelSize(line), labelpos: 'c' }, key);
    layout(graph);
    // dagre's own size leaves out a line bent around the others; the bounds of everything drawn.
    const placedNodes = members.map((card) => {
      const placed = graph.node(card.id) as { x: number; y: number };
      return { card, x: placed.x - card.width / 2, y: placed.y - card.height / 2 };
    });
    const placedLines = inside.map(([key, line]) => {
      const placed = graph.edge(line.from, line.to, key) as { points?: Point[]; x?: number; y?: number };
      const label = labelSize(line);
      return {
        line,
        points: placed.points ?? [],
        label: { x: (placed.x ?? 0) - label.width / 2, y: (placed.y ?? 0) - label.height / 2, ...label },
      };
    });
    const drawn: Box[] = [
      ...placedNodes.map(({ card, x, y }) => ({ x, y, width: card.width, height: card.height })),
      ...placedLines.flatMap(({ points, label }) => [
        ...points.map((point) => ({ ...point, width: 0, height: 0 })),
        ...(label.width > 0 ? [label] : []),
      ]),
    ];
    const minX = Math.min(...drawn.map((box) => box.x));
    const minY = Math.min(...drawn.map((box) => box.y));
    const contentWidth = Math.max(...drawn.map((box) => box.x + box.width)) - minX;
    const contentHeight = Math.max(...drawn.map((box) => box.y + box.height)) - minY;
    const width = Math.ceil(Math.max(contentWidth, textWidth(sectionTitle(section.id), diagramFont.section)));
    const dx = left + (width - contentWidth) / 2 - minX;
    const dy = sectionTitleHeight - minY;
    for (const { card, x, y } of placedNodes)
      placedCards.set(card.id, { x: x + dx, y: y + dy, width: card.width, height: card.height });
    for (const { line, points, label } of placedLines) {
      line.points = points.map((point) => ({ x: point.x + dx, y: point.y + dy }));
      line.label = { ...label, x: label.x + dx, y: label.y + dy };
    }
    diagramSections.push({
      id: section.id,
      x: left,
      y: 0,
      width,
      height: Math.ceil(sectionTitleHeight + contentHeight),
    });
    left += width + sectionGap;
  }

  // Lines entering a card's top side by side, not into one point, in the order they come from.
  for (const [id, box] of placedCards) {
    const entering = [...lines.values()].filter((line) => {
      const end = line.points[line.points.length - 1];
      return line.to === id && line.points.length >= 2 && end !== undefined && Math.abs(end.y - box.y) < 1;
    });
    if (entering.length < 2) continue;
    const before = (line: DiagramEdge) => (line.points[line.points.length - 2] as Point).x;
    entering.sort((a, b) => before(a) - before(b));
    entering.forEach((line, index) => {
      const end = line.points[line.points.length - 1] as Point;
      end.x = box.x + box.width * (0.2 + (0.6 * index) / (entering.length - 1));
    });
  }

  // Groups nothing reaches go under the shortest column.
  for (const card of apart) {
    const shortest = diagramSections.reduce<DiagramSection | undefined>(
      (best, section) => (best === undefined || section.height < best.height ? section : best),
      undefined,
    );
    if (!shortest) continue;
    const y = shortest.height + sectionTitleHeight;
    const x = shortest.x + (shortest.width - card.width) / 2;
    placedCards.set(card.id, { x, y, width: card.width, height: card.height });
    shortest.height = y + card.height;
    sectionOf.set(card.id, shortest.id);
  }

  const width = Math.ceil(Math.max(0, left - sectionGap));
  const height = Math.ceil(Math.max(0, ...diagramSections.map((section) => section.height)));
  for (const section of diagramSections) section.height = height;

  /** Where a line meets a card's side: its first step's middle, or a group's title. */
  const anchorY = (id: string) => {
    const card = cards.get(id) as Card;
    return card.kind === 'group' ? groupTitleHeight / 2 : boxHeight(card.steps[0] as StudioStep) / 2;
  };

  // A line between two columns runs down the gap between them, from its step's side to the other
  // step's side; where a label or a box is in the way, it leaves (or enters) by a corner instead.
  const inSection = (id: string | undefined): Box[] => [
    ...[...placedCards].filter(([card]) => sectionOf.get(card) === id).map(([, box]) => box),
    ...[...lines.values()]
      .filter(
        (line) => line.labels.length > 0 && sectionOf.get(line.from) === id && sectionOf.get(line.to) === id,
      )
      .map((line) => line.label),
  ];
  for (const line of lines.values()) {
    const fromSection = diagramSections.find((section) => section.id === sectionOf.get(line.from));
    const toSection = diagramSections.find((section) => section.id === sectionOf.get(line.to));
    if (!fromSection || !toSection || fromSection === toSection) continue;
    const from = placedCards.get(line.from) as Box;
    const to = placedCards.get(line.to) as Box;
    const gutterX =
      toSection.x > fromSection.x
        ? fromSection.x + fromSection.width + sectionGap / 2
        : fromSection.x - sectionGap / 2;
    const leaving = portPath(from, gutterX, from.y + anchorY(line.from), inSection(fromSection.id));
    const entering = portPath(to, gutterX, to.y + anchorY(line.to), inSection(toSection.id));
    line.points = [...leaving, ...entering.reverse()];
    const label = labelSize(line);
    const middle = ((leaving.at(-1)?.y ?? 0) + (entering.at(-1)?.y ?? 0)) / 2;
    line.label = { x: gutterX - label.width / 2, y: middle - label.height / 2, ...label };
  }

  // Every step's box inside its card.
  const nodes: DiagramNode[] = [];
  const groups: DiagramGroup[] = [];
  for (const card of cards.values()) {
    const box = placedCards.get(card.id) as Box;
    const inset = card.kind === 'group' ? groupPad : 0;
    let y = box.y + (card.kind === 'group' ? groupTitleHeight : 0);
    for (const step of card.steps) {
      const height = boxHeight(step);
      nodes.push({
        id: step.name,
        lines: breakName(step.name),
        card: card.id,
        x: box.x + inset,
        y,
        width: box.width - 2 * inset,
        height,
        screen: step.screen,
        ...(step.stepFile ? { stepFile: step.stepFile } : {}),
        ...(step.ends ? { ends: step.ends } : {}),
        ...(step.countsAs !== undefined ? { countsAs: step.countsAs } : {}),
        ...(card.outcome ? { outcome: card.outcome } : {}),
      });
      y += height + gap;
    }
    if (card.kind === 'group')
      groups.push({
        id: card.id,
        kind: card.outcome as StudioOutcomeKind,
        steps: card.steps.map((step) => step.name),
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      });
  }
  const order = new Map([...byName.keys()].map((name, index) => [name, index]));
  nodes.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  return { width, height, sections: diagramSections, groups, nodes, edges: [...lines.values()] };
}
