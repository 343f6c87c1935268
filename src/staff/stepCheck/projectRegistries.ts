/**
 * The names a step file may use, read from the app itself (widgets, fields, routes, operations,
 * adapters, pages), for `npm run check:schemas` (scripts/checkSchemas.ts).
 */
import contract from '../../../schemas/api/operations.json';
import { fieldNames } from '../../../widgets/fieldMap';
import { widgetNames } from '../../../widgets/widgetMap';
import { NotFoundScreen, screenForRoute } from '../../app/screenForRoute';
import { flowStepForScreen } from '../../shared/routes/flowRoutes';
import { routes } from '../../shared/routes/routeTable';
import { stepAdapterNames } from '../../shared/stepAdapters/stepAdapters';
import type { ProjectRegistries } from './checkProject';

export function projectRegistries(): ProjectRegistries {
  return {
    widgetNames,
    fieldNames,
    routeKeys: routes.map((route) => route.key),
    operationIds: Object.keys(contract.operations),
    adapterNames: stepAdapterNames,
    // A page of its own: a screen that shows without a step file (a step file's screen shows only through it).
    screensWithPage: routes
      .map((route) => route.key)
      .filter(
        (key) =>
          screenForRoute(key).Component !== NotFoundScreen &&
          flowStepForScreen(key)?.config.stepFile === undefined,
      ),
    copyUses: routes.map((route) => ({ page: route.page, usedBy: `The page ${route.path}` })),
  };
}
