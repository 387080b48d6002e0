import type { FastifyInstance } from 'fastify';

type Env = Record<string, string | undefined>;

export interface StopTimes {
  /** After SIGTERM, /readyz answers 503 this long while requests are still served. */
  drainMs: number;
  /** From SIGTERM to exit at most: requests still running then are cut. */
  timeoutMs: number;
}

const DEFAULT_DRAIN_MS = 3_000;
const DEFAULT_TIMEOUT_MS = 9_000;
// Left at the end of the stop for what follows the HTTP server (the job queue, the pool).
const AFTER_HTTP_MS = 1_500;
const IDLE_SWEEP_MS = 100;

function millis(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return parsed;
}

/** SHUTDOWN_DRAIN_MS (0 skips the drain) and SHUTDOWN_TIMEOUT_MS, checked against each other. */
export function loadStopTimes(env: Env): StopTimes {
  const drainMs = millis(env, 'SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN_MS);
  const timeoutMs = millis(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_TIMEOUT_MS);
  if (timeoutMs < drainMs + AFTER_HTTP_MS)
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS (${timeoutMs}) must be at least SHUTDOWN_DRAIN_MS (${drainMs}) plus ${AFTER_HTTP_MS}`,
    );
  return { drainMs, timeoutMs };
}

/**
 * A stop an orchestrator can rely on: first a drain, in which /readyz answers 503 so the
 * load balancer takes the instance out while requests are still served; then the listener
 * closes, idle keep-alive connections close at once and busy ones as soon as their answer
 * is sent (with `Connection: close`), and whatever still runs at the deadline is cut.
 * Node's server.close() closes only the connections idle at that moment, and Fastify's
 * own option for idle connections needs a custom server, so without this a keep-alive
 * connection kept the process up for the full keep-alive timeout (72 s).
 */
export class GracefulStop {
  private drainStarted: number | undefined;
  private closing = false;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly times: StopTimes,
  ) {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (this.closing) reply.header('connection', 'close');
      return payload;
    });
  }

  /** True from the stop's start: readiness answers 503. */
  get draining(): boolean {
    return this.drainStarted !== undefined;
  }

  /** Milliseconds left for the rest of the stop (the job queue's hand-over), at least 0. */
  remainingMs(): number {
    if (this.drainStarted === undefined) return this.times.timeoutMs;
    return Math.max(0, this.drainStarted + this.times.timeoutMs - AFTER_HTTP_MS - Date.now());
  }

  /**
   * Starts the drain at once (readiness answers 503) while something else still has to end
   * before the app can close, such as a first start's seed; the stop's clock starts here.
   */
  begin(): void {
    this.drainStarted ??= Date.now();
  }

  /** Drains, then closes the app (its onClose hooks included); a second call joins the first. */
  stop(): Promise<void> {
    this.stopping ??= this.run();
    return this.stopping;
  }

  private async run(): Promise<void> {
    this.begin();
    const drainStarted = this.drainStarted!;
    // Nothing to drain on a server that never listened (a start that failed); a drain begun
    // earlier has already run part of its time.
    const drainLeft = drainStarted + this.times.drainMs - Date.now();
    if (drainLeft > 0 && this.app.server.listening)
      await new Promise((resolve) => setTimeout(resolve, drainLeft));
    this.closing = true;
    const server = this.app.server;
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(
      () => server.closeAllConnections(),
      Math.max(0, drainStarted + this.times.timeoutMs - AFTER_HTTP_MS * 2 - Date.now()),
    );
    server.closeIdleConnections();
    try {
      await this.app.close();
    } finally {
      clearInterval(idle);
      clearTimeout(cut);
    }
  }
}
