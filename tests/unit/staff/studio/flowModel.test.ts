import { describe, expect, test } from 'vitest';
import flow from '../../../../schemas/flow.json';
import { studioStepFiles, studioSteps, studioTransitions } from '../../../../src/staff/studio/flowModel';
import { layoutFlow } from '../../../../src/staff/studio/layoutFlow';
import { copyRows } from '../../../../src/staff/studio/copyTable';

describe("The studio's picture of the flow", () => {
  test('lists every step of flow.json, pre-flow and application, with its screen, route and step file', () => {
    const steps = studioSteps();
    const expected = [
      ...Object.keys(flow.preFlow.steps).map((name) => `preFlow:${name}`),
      ...Object.keys(flow.application.steps).map((name) => `application:${name}`),
    ];
    expect(steps.map((step) => `${step.phase}:${step.name}`)).toEqual(expected);
    const income = steps.find((step) => step.name === 'INCOME');
    expect(income).toMatchObject({
      screen: 'income',
      route: '/loan/{applicationUuid}/income',
      stepFile: 'income',
      exits: [{ kind: 'when', label: 'incomeBelowMinimum', to: 'INCOME_NOT_AVAILABLE' }],
    });
    expect(steps.find((step) => step.name === 'STATE_NOT_AVAILABLE')?.ends).toBe('disqualifies');
  });

  test('draws every exit, outcomes included, and each order’s next steps', () => {
    const transitions = studioTransitions();
    const has = (from: string, to: string, label: string) =>
      transitions.some((edge) => edge.from === from && edge.to === to && edge.label === label);
    for (const [name, config] of Object.entries(flow.application.steps) as Array<
      [string, { exits?: Array<{ when?: string; outcome?: string; to: string }> }]
    >)
      for (const exit of config.exits ?? [])
        expect(has(name, exit.to, exit.outcome ?? exit.when ?? '')).toBe(true);
    expect(has('PRICING', 'OFFER_SELECTION', 'QUALIFIED')).toBe(true);
    expect(has('REVIEW', 'AGREE', 'next')).toBe(true);
  });

  test('lays out a box for every step and a line for every transition (dagre)', () => {
    const steps = studioSteps();
    const transitions = studioTransitions();
    const diagram = layoutFlow(steps, transitions);
    expect(diagram.nodes.map((node) => node.id).sort()).toEqual(
      [...new Set(steps.map((step) => step.name))].sort(),
    );
    expect(diagram.edges).toHaveLength(transitions.length);
    for (const edge of diagram.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    for (const node of diagram.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width).toBeLessThanOrEqual(diagram.width);
    }
  });

  test('names each step file once, with the screens that show it', () => {
    const getRelief = studioStepFiles().find((entry) => entry.stepFile === 'get-relief');
    expect(getRelief?.screens).toEqual(['getRelief', 'applicationGetRelief']);
  });
});

describe('The copy as a table', () => {
  test('gives every string its key path, where it is used and its length against the limits', () => {
    const rows = copyRows({
      pages: { income: { title: 'x'.repeat(61), submit: 'Continue' } },
      errors: { generic: 'Something went wrong' },
    });
    expect(rows).toEqual([
      expect.objectContaining({
        key: 'pages.income.title',
        length: 61,
        limit: { name: 'Page title', max: 60 },
        over: true,
        usedBy: ['income (INCOME)'],
      }),
      expect.objectContaining({
        key: 'pages.income.submit',
        over: false,
        limit: { name: 'Button', max: 30 },
      }),
      expect.objectContaining({ key: 'errors.generic', usedBy: ['errors (shared by the app)'] }),
    ]);
  });

  test('covers the real copy', () => {
    const rows = copyRows();
    expect(rows.find((row) => row.key === 'pages.addressAndPhone.title')?.usedBy).toEqual([
      'addressAndPhone (ADDRESS_AND_PHONE)',
    ]);
    // An outcome page's words are its own, not the loan home's whose heading its frame paints first.
    expect(rows.find((row) => row.key === 'pages.disqualifiedState.title')?.usedBy).toEqual([
      'disqualifiedState (STATE_NOT_AVAILABLE)',
    ]);
    expect(rows.find((row) => row.key === 'pages.loanHome.title')?.usedBy).toEqual(['page loanHome']);
  });
});
