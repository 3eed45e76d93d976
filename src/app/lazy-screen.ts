import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { Screen } from '../config/route-types';

/**
 * The modules a route manifest entry may name (src/config/routes.ts), keyed by their path from
 * the project root. A glob keeps each import visible to the bundler, so every screen and layout
 * stays a chunk of its own (then precached by the worker).
 */
const MODULES = import.meta.glob([
  '/src/features/*/components/*-view.tsx',
  '/src/layouts/*/*-layout.tsx',
  '/src/app/not-found.tsx',
  '/src/theme/theme-frame.tsx',
]);

interface Props {
  children?: ReactNode;
}

export type LazyScreen = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A component in its own chunk. Once preloaded it renders at once; before that it suspends like
 * React.lazy. main.tsx preloads the first route's components, so the first render shows the whole
 * screen rather than a spinner and then, throttled by React's Suspense reveal delay, the screen.
 */
export function lazyScreen({ module, component }: Screen): LazyScreen {
  const load = MODULES[`/${module}`];
  if (!load) {
    throw new Error(
      `${module} is not a screen module: lazy-screen.ts only loads the files its glob names`,
    );
  }
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = (m as Record<string, ComponentType<Props>>)[component];
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });
  function LazyComponent(props: Props) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(LazyComponent, { preload });
}
