import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeFailure, reportRemoteFailure } from './report-remote-failure';

/**
 * Reports every failure the federation runtime sees (manifest or entry fetch, script
 * error, missing expose) exactly once. It returns nothing, so `loadRemote` rejects and
 * the route's error boundary shows the fallback card.
 */
export function errorReportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'switchboard-error-reporting',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      reportRemoteFailure(remote, `${describeFailure(error)} (during ${lifecycle})`);
      return undefined;
    },
  };
}
