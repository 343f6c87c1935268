import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { pageOpened } from '../shared/analytics/analytics';
import { Loading } from '../shared/ui/Loading';
import { PageFrame } from './PageFrame';
import { routes } from '../shared/routes/routeTable';
import { RequireSession } from './RequireSession';
import { stopRouteLoading } from '../shared/routes/routeLoading';
import { NotFoundScreen, screenForRoute, useScreenPreload } from './screenForRoute';

/** The screen's code has loaded: the route stops loading and its page view starts waiting for its data. */
function RouteReady({ routeKey }: { routeKey: string }) {
  useEffect(() => {
    stopRouteLoading();
    pageOpened(routeKey);
  }, [routeKey]);
  return null;
}

/** A route that needs a session: its screen's code downloads while the session is checked. */
function SignedInRoute({
  routeKey,
  page,
  children,
}: {
  routeKey: string;
  page: string;
  children: ReactNode;
}) {
  const screenReady = useScreenPreload(routeKey);
  return (
    <RequireSession routeKey={routeKey} page={page} screenReady={screenReady}>
      {children}
    </RequireSession>
  );
}

/** Every route of the table; non-public routes need a session first. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        {routes.map((definition) => {
          const { Component, props } = screenForRoute(definition.key);
          // While the screen's code loads, its frame (not a bare spinner) keeps the heading in place.
          const screen = (
            <Suspense fallback={<PageFrame page={definition.page} screen={definition.key} />}>
              <RouteReady routeKey={definition.key} />
              <Component {...props} />
            </Suspense>
          );
          return (
            <Route key={definition.key} path={definition.path}>
              {definition.isPublic ? (
                screen
              ) : (
                <SignedInRoute routeKey={definition.key} page={definition.page}>
                  {screen}
                </SignedInRoute>
              )}
            </Route>
          );
        })}
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </Suspense>
  );
}
