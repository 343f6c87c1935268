import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { Loading } from '../components/Loading';
import { routes } from '../routes/routeTable';
import { RequireSession } from './RequireSession';
import { stopRouteLoading } from './routeLoading';
import { NotFoundScreen, screenForRoute } from './screenForRoute';

function RouteReady() {
  useEffect(() => {
    stopRouteLoading();
  }, []);
  return null;
}

/** Every route of the table; non-public routes need a session first. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        {routes.map((definition) => {
          const { Component, props } = screenForRoute(definition.key);
          const screen = (
            <>
              <RouteReady />
              <Component {...props} />
            </>
          );
          return (
            <Route key={definition.key} path={definition.path}>
              {definition.isPublic ? (
                screen
              ) : (
                <RequireSession routeKey={definition.key}>{screen}</RequireSession>
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
