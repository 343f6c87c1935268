import { Component, type ReactNode } from 'react';
import copy from '../../schemas/copy/en-US.json';
import { ErrorAlert } from '../shared/ui/ErrorAlert';
import { reportClientError } from '../shared/telemetry/errorQueue';
import { stopRouteLoading } from '../shared/routes/routeLoading';

/** Last line of defence: a failed screen shows the generic message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    // A screen whose code failed to load never becomes ready: the route is no longer loading (spec §2).
    stopRouteLoading();
    console.error('Screen failed', error.name, error.message);
    reportClientError(error);
  }

  override render() {
    return this.state.failed ? <ErrorAlert message={copy.errors.default} /> : this.props.children;
  }
}
