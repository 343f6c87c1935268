import { describe, expect, test } from 'vitest';
import { studioSteps, studioTransitions } from '../../../../src/staff/studio/flowModel';
import {
  breakName,
  diagramFont,
  diagramLine,
  generousTextWidth,
  layoutFlow,
  type Box,
  type FlowLayout,
} from '../../../../src/staff/studio/layoutFlow';

const steps = studioSteps();
const transitions = studioTransitions();
const stepNames = [...new Set(steps.map((step) => step.name))];

// A font much narrower than the default estimate, as a page's measure may be.
const narrow = (text: string, fontSize: number) => text.length * fontSize * 0.5;
const layouts: Array<[string, FlowLayout, (text: string, fontSize: number) => number]> = [
  ['the generous estimate', layoutFlow(steps, transitions), generousTextWidth],
  ['a measured narrow font', layoutFlow(steps, transitions, { textWidth: narrow }), narrow],
];

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('The flow diagram’s layout', () => {
  test('draws a box for every step and every transition on one line', () => {
    const [, diagram] = layouts[0] as (typeof layouts)[number];
    expect(diagram.nodes.map((node) => node.id).sort()).toEqual([...stepNames].sort());
    const drawn = diagram.edges.flatMap((edge) => edge.transitions);
    // A transition between two steps of one card (none today) would have no line.
    expect(drawn).toHaveLength(transitions.length);
    expect(new Set(drawn).size).toBe(transitions.length);
    for (const edge of diagram.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
  });

  test.each(layouts)('sizes every box from its label so none overflows (%s)', (_, diagram, textWidth) => {
    for (const node of diagram.nodes) {
      expect(node.lines.join('')).toBe(node.id);
      for (const line of node.lines)
        expect(node.width, node.id).toBeGreaterThan(textWidth(line, diagramFont.step));
      expect(node.height, node.id).toBeGreaterThan(node.lines.length * diagramLine.step);
    }
    for (const edge of diagram.edges.filter((entry) => entry.labels.length > 0)) {
      for (const label of edge.labels)
        expect(edge.label.width).toBeGreaterThan(textWidth(label, diagramFont.edge));
      expect(edge.label.height).toBeGreaterThanOrEqual(edge.labels.length * diagramLine.edge);
    }
  });

  test.each(layouts)('keeps everything inside its bounds, no two boxes overlapping (%s)', (_, diagram) => {
    const whole = { x: 0, y: 0, width: diagram.width, height: diagram.height };
    for (const node of diagram.nodes) expect(inside(node, whole), node.id).toBe(true);
    for (const group of diagram.groups) expect(inside(group, whole), group.id).toBe(true);
    for (const edge of diagram.edges) {
      for (const point of edge.points) expect(inside({ ...point, width: 0, height: 0 }, whole)).toBe(true);
      if (edge.labels.length > 0) expect(inside(edge.label, whole)).toBe(true);
    }
    diagram.nodes.forEach((node, index) => {
      for (const other of diagram.nodes.slice(index + 1))
        expect(overlap(node, other), `${node.id} and ${other.id}`).toBe(false);
    });
    // The columns sit side by side.
    diagram.sections.slice(1).forEach((section, index) => {
      const before = diagram.sections[index] as Box;
      expect(section.x).toBeGreaterThan(before.x + before.width);
    });
  });

  test.each(layouts)('runs a line between two columns past every box and label (%s)', (_, diagram) => {
    const sectionOf = (card: string) => {
      const node = diagram.nodes.find((entry) => entry.card === card) as Box;
      return diagram.sections.find((section) => inside(node, section))?.id;
    };
    const across = diagram.edges.filter((edge) => sectionOf(edge.from) !== sectionOf(edge.to));
    expect(across.map((edge) => `${edge.from}>${edge.to}`).sort()).toEqual([
      'AGREE>PRICING',
      'USE_OF_FUNDS>ADDRESS_AND_PHONE',
    ]);
    for (const edge of across) {
      const others = [
        ...diagram.nodes.filter((node) => node.card !== edge.from && node.card !== edge.to),
        ...diagram.groups.filter((group) => group.id !== edge.from && group.id !== edge.to),
        ...diagram.edges.filter((other) => other.labels.length > 0).map((other) => other.label),
      ];
      edge.points.slice(1).forEach((point, index) => {
        const from = edge.points[index] as { x: number; y: number };
        const segment = {
          x: Math.min(from.x, point.x),
          y: Math.min(from.y, point.y),
          width: Math.abs(point.x - from.x),
          height: Math.abs(point.y - from.y),
        };
        for (const other of others) expect(overlap(segment, other), `${edge.from}>${edge.to}`).toBe(false);
      });
    }
  });

  test('draws each outcome group as one box around its steps', () => {
    const [, diagram] = layouts[0] as (typeof layouts)[number];
    const declined = diagram.groups.find((group) => group.kind === 'declines');
    expect(declined?.steps).toEqual([
      'PRICING_DISQUALIFIED',
      'PLAID_DISQUALIFIED',
      'DISQUALIFIED_WITH_PLOC_OFFER',
      'TURNDOWN_DISQUALIFIED',
    ]);
    for (const group of diagram.groups)
      for (const name of group.steps) {
        const node = diagram.nodes.find((entry) => entry.id === name);
        expect(node?.card).toBe(group.id);
        expect(inside(node as Box, group)).toBe(true);
      }
    // Lines into a group end at the group: PRICING's three declining outcomes are one line.
    const pricingDeclines = diagram.edges.find((edge) => edge.from === 'PRICING' && edge.to === declined?.id);
    expect(pricingDeclines?.transitions.map((edge) => edge.label)).toEqual([
      'DISQUALIFIED',
      'DISQUALIFIED_WITH_PLOC_OFFER',
      'TURNDOWN_DECLINED',
    ]);
  });

  test('branches the pre-flow from GET_RELIEF and sets NAME_VERIFICATION under GET_STARTED', () => {
    const [, diagram] = layouts[0] as (typeof layouts)[number];
    const fromGetRelief = diagram.edges.filter((edge) => edge.from === 'GET_RELIEF');
    expect(fromGetRelief.map((edge) => edge.to).sort()).toEqual(['GET_STARTED', 'stops:preFlow']);
    const node = (id: string) => diagram.nodes.find((entry) => entry.id === id) as Box & { card: string };
    const [getStarted, nameVerification] = [node('GET_STARTED'), node('NAME_VERIFICATION')];
    expect(nameVerification.card).toBe('GET_STARTED');
    expect(nameVerification.x).toBe(getStarted.x);
    expect(nameVerification.y).toBeGreaterThan(getStarted.y + getStarted.height);
    const preFlow = diagram.sections.find((section) => section.id === 'preFlow') as Box;
    for (const id of [
      'GET_RELIEF',
      'APPLICATION_IN_PROGRESS',
      'NOT_ELIGIBLE',
      'GET_STARTED',
      'NAME_VERIFICATION',
    ])
      expect(inside(node(id), preFlow), id).toBe(true);
  });

  test('is compact enough to read when fitted to a 1280-pixel window', () => {
    // The page measures its font; DejaVu Sans (the widest of the usual fallbacks) is about 0.62 em
    // a character in these names. The panel is about 1,140 by 660 pixels at 1280 by 800.
    const dejaVu = (text: string, fontSize: number) => text.length * fontSize * 0.62 * 1.08 + 2;
    const diagram = layoutFlow(steps, transitions, { textWidth: dejaVu });
    const scale = Math.min(1140 / diagram.width, 660 / diagram.height);
    expect(diagramFont.step * scale).toBeGreaterThanOrEqual(10);
  });
});

describe('A long name on two lines', () => {
  test('breaks after the underscore or before the capital nearest the middle, and keeps short names', () => {
    expect(breakName('DISQUALIFIED_WITH_PLOC_OFFER')).toEqual(['DISQUALIFIED_', 'WITH_PLOC_OFFER']);
    expect(breakName('ADDRESS_AND_PHONE')).toEqual(['ADDRESS_', 'AND_PHONE']);
    expect(breakName('incomeBelowMinimum')).toEqual(['incomeBelow', 'Minimum']);
    expect(breakName('ID_VERIFICATION')).toEqual(['ID_VERIFICATION']);
    expect(breakName('check fails for a long reason')).toEqual(['check fails for a long reason']);
    expect(breakName('ABCDEFGHIJKLMNOPQRSTU')).toEqual(['ABCDEFGHIJKLMNOPQRSTU']);
  });
});
