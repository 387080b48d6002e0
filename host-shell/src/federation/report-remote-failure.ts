const reported = new Set<string>();

/** What a failure says, whatever was thrown. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Once a remote loads again, its next failure is news worth reporting. */
export function markRemoteRecovered(remote: string): void {
  reported.delete(remote);
}

/**
 * Tells the console and the gateway (so it reaches the server log) that a remote
 * failed. Best effort: a failing report must never cause another failure.
 */
export function reportRemoteFailure(remote: string, reason: string): void {
  // One report per outage: revisiting a dead section, or a timed-out load failing
  // later inside the runtime, is the same failure.
  if (reported.has(remote)) return;
  reported.add(remote);
  const message = `Remote "${remote}" failed to load: ${reason}`;
  console.error(message);
  try {
    const body = JSON.stringify({ level: 'error', source: 'remote-loader', remote, message });
    if (!navigator.sendBeacon?.('/api/auth/_log', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/auth/_log', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined);
    }
  } catch {
    // Reporting is advisory; the fallback card already tells the user.
  }
}
