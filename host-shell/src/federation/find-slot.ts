import type { WidgetSlots } from '@switchboard/shared-data';
import type { ComponentType } from 'react';
import type { SettledRemote } from './remote-arrivals';
import type { RemoteState } from './remote-state';

export type SlotLookup<Slot extends keyof WidgetSlots> =
  | {
      status: 'ready';
      remote: string;
      load: () => Promise<{ default: ComponentType<WidgetSlots[Slot]> }>;
    }
  | { status: 'loading' }
  | { status: 'failed'; remote: Extract<RemoteState, { status: 'down' | 'refused' }> }
  | { status: 'absent' };

/** Which remote fills a slot of the shell, or why none does right now. */
export function findSlot<Slot extends keyof WidgetSlots>(
  remotes: readonly SettledRemote[],
  slot: Slot,
): Exclude<SlotLookup<Slot>, { status: 'loading' }>;
export function findSlot<Slot extends keyof WidgetSlots>(
  remotes: readonly RemoteState[],
  slot: Slot,
): SlotLookup<Slot>;
export function findSlot<Slot extends keyof WidgetSlots>(
  remotes: readonly RemoteState[],
  slot: Slot,
): SlotLookup<Slot> {
  for (const remote of remotes) {
    const load = remote.status === 'ready' ? remote.manifest.widgets?.[slot] : undefined;
    if (load) return { status: 'ready', remote: remote.name, load };
  }
  if (remotes.some((remote) => remote.status === 'loading')) return { status: 'loading' };
  for (const remote of remotes) {
    if (
      remote.status !== 'ready' &&
      remote.status !== 'loading' &&
      remote.cached?.widgets.includes(slot)
    ) {
      return { status: 'failed', remote };
    }
  }
  return { status: 'absent' };
}
