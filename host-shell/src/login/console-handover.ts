import type { RuntimeConfig } from '@switchboard/shared-data/runtime-config';
import type { Root } from 'react-dom/client';

/** What the console does for the login page once its script has run. */
export interface ConsoleControls {
  /** Readies the console and starts loading the remotes' manifests (while the visitor types). */
  prepare(): void;
  /** Shows the console in place of the form (once signed in). */
  show(): void;
}

/**
 * What the login page's own script (a plain build, no federation: login-entry.tsx) leaves
 * for the console's script, which it loads while the visitor types or once signed in.
 */
export interface ConsoleHandover {
  config: RuntimeConfig;
  /** The page's React root, where the console replaces the form. */
  root: Root;
  /**
   * Modules the login page has already run, by their share key: the console takes these
   * instead of loading its own copies (one React, one session; see login-page-shared-plugin).
   */
  shared: Record<string, unknown>;
  /** Called by the console's script when it is ready. */
  attach(controls: ConsoleControls): void;
}

const HANDOVER_KEY = '__switchboardConsoleHandover';

type WithHandover = typeof globalThis & { [HANDOVER_KEY]?: ConsoleHandover };

export function publishConsoleHandover(handover: ConsoleHandover): void {
  (globalThis as WithHandover)[HANDOVER_KEY] = handover;
}

/** The login page's handover, when the console's script was loaded by it. */
export function readConsoleHandover(): ConsoleHandover | undefined {
  return (globalThis as WithHandover)[HANDOVER_KEY];
}
