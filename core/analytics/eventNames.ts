/**
 * Which analytics event names the product knows (schemas/analytics/events.json) and the action type
 * a name carries (supporting-areas spec §3 "Analytics event"). Used by the app, which sends only
 * known names, and by the reference server, which refuses the rest. Pure.
 */
import events from '../../schemas/analytics/events.json';

export type ActionType = (typeof events.actionTypes)[number];

const screens = new Set<string>(events.screens);
const stepElements = new Set<string>(events.stepElements);
const fixedNames = new Set<string>(events.names);
const actions = new Set<string>(events.actions);

/**
 * The special actions (supporting-areas spec §4 "Session expiry", funnel spec §2): not analytics
 * events but monitoring actions (`type: "action"` messages of the monitoring batch), under their own
 * name, never a page_element_eventType one.
 */
export function isSpecialAction(name: string): boolean {
  return actions.has(name);
}

/** A name the analytics tracker sends: a screen's event or a fixed name, never a special action. */
export function isTrackedEventName(name: string): boolean {
  if (fixedNames.has(name)) return true;
  const [screen, ...rest] = name.split('_');
  if (screen === undefined || !screens.has(screen)) return false;
  const element = rest.join('_');
  return element === 'page_view' || stepElements.has(element);
}

/** The last segment of the name when it is one of the spec's action types, else undefined. */
export function actionTypeOf(name: string): ActionType | undefined {
  const last = name.slice(name.lastIndexOf('_') + 1);
  return (events.actionTypes as string[]).includes(last) ? last : undefined;
}

/** The tracked screen name of a route key (`screenOfRoute`); routes without one send no page view. */
export function screenOfRoute(routeKey: string): string | undefined {
  return (events.screenOfRoute as Record<string, string | undefined>)[routeKey];
}
