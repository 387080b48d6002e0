import { use, type ComponentType } from 'react';

/** Renders the component a remote load resolves to; suspends until then. */
export function LoadedRemote<Props extends object>({
  load,
  props,
}: {
  load: Promise<{ default: ComponentType<Props> }>;
  props: Props;
}) {
  const { default: Remote } = use(load);
  return <Remote {...props} />;
}
