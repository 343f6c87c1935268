import { describe, expect, test } from 'vitest';
import flow from '../../../../schemas/flow.json';
import {
  studioOutcomeGroups,
  studioSections,
  studioStepFiles,
  studioSteps,
  studioTransitions,
} from '../../../../src/staff/studio/flowModel';
import { funnelEntryDecision } from '../../../../src/shared/flow/funnelEntryDecision';

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

  test('draws the pre-flow as branches after the amount, as the funnel-entry checks decide', () => {
    const fromGetRelief = studioTransitions().filter((edge) => edge.from === 'GET_RELIEF');
    expect(fromGetRelief).toEqual([
      { from: 'GET_RELIEF', to: 'APPLICATION_IN_PROGRESS', kind: 'check', label: 'APPLICATION_IN_PROGRESS' },
      { from: 'GET_RELIEF', to: 'NOT_ELIGIBLE', kind: 'check', label: 'NOT_ELIGIBLE' },
      { from: 'GET_RELIEF', to: 'GET_STARTED', kind: 'check', label: '' },
    ]);
    // Each failed check leads where the app's own decision sends the applicant.
    const screens = flow.preFlow.steps as Record<string, { screen: string }>;
    for (const edge of fromGetRelief.filter((entry) => entry.label !== ''))
      expect(
        funnelEntryDecision([{ checkName: 'check', passed: false, failureReason: edge.label }], {
          inProgressApplicationCheck: true,
        }).kind,
      ).toBe(screens[edge.to]?.screen);
    // No chain through the alternatives: an application in progress does not lead to not-eligible.
    const transitions = studioTransitions();
    expect(transitions.some((edge) => edge.from === 'APPLICATION_IN_PROGRESS')).toBe(false);
    expect(transitions.some((edge) => edge.from === 'NOT_ELIGIBLE')).toBe(false);
    expect(transitions).toContainEqual({
      from: 'GET_STARTED',
      to: 'USE_OF_FUNDS',
      kind: 'next',
      label: 'next',
    });
    expect(transitions).toContainEqual({
      from: 'USE_OF_FUNDS',
      to: flow.application.firstStep,
      kind: 'next',
      label: 'next',
    });
  });

  test('a step outside its order stands in for the step it counts as (NAME_VERIFICATION for GET_STARTED)', () => {
    const standIns = Object.fromEntries(
      studioSteps()
        .filter((step) => step.countsAs !== undefined)
        .map((step) => [step.name, step.countsAs]),
    );
    expect(standIns).toEqual({
      NAME_VERIFICATION: 'GET_STARTED',
      LOAN_AMOUNT: 'USE_OF_FUNDS',
      ADDRESS: 'ADDRESS_AND_PHONE',
      PHONE: 'ADDRESS_AND_PHONE',
    });
  });

  test('groups the steps where a journey stops: declined, disqualified, no step after, unreached', () => {
    const groups = studioOutcomeGroups();
    const members = (kind: string) =>
      groups.filter((group) => group.kind === kind).flatMap((group) => group.steps);
    const flagged = (flag: 'declines' | 'disqualifies') =>
      Object.entries(flow.application.steps as Record<string, Record<string, unknown>>)
        .filter(([, config]) => config[flag] === true)
        .map(([name]) => name);
    expect(members('declines')).toEqual(flagged('declines'));
    expect(members('disqualifies')).toEqual(flagged('disqualifies'));
    expect(groups).toContainEqual({
      kind: 'stops',
      phase: 'preFlow',
      steps: ['APPLICATION_IN_PROGRESS', 'NOT_ELIGIBLE'],
    });
    expect(members('stops')).toContain('UNABLE_TO_VERIFY');
    expect(members('unreached')).toEqual(expect.arrayContaining(['PLOC_PRICING', 'INELIGIBLE']));
    // The end of the order is the funnel's end, not an outcome group; no step is in two groups.
    const all = groups.flatMap((group) => group.steps);
    expect(all).not.toContain('FUNNEL_COMPLETE');
    expect(new Set(all).size).toBe(all.length);
  });

  test('cuts the application into the answers and what follows at lastEditableFrom', () => {
    const [preFlow, answers, decision] = studioSections();
    expect(preFlow?.steps).toEqual(flow.preFlow.order);
    expect(answers?.steps.at(-1)).toBe(flow.application.lastEditableFrom);
    expect([...(answers?.steps ?? []), ...(decision?.steps ?? [])]).toEqual(flow.application.order);
  });

  test('names each step file once, with the screens that show it', () => {
    const getRelief = studioStepFiles().find((entry) => entry.stepFile === 'get-relief');
    expect(getRelief?.screens).toEqual(['getRelief', 'applicationGetRelief']);
  });
});
