'use client';

import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code loads the first time it renders (React.lazy in its own Suspense): where a
 * page renders it only for some viewers (owners, logged-in users) or on demand (dialogs), the others
 * never download it. next/dynamic does the same but costs every page its own loader.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, at its top level, like React.lazy
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
