import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A component whose code loads the first time it renders, so it stays out of the first
 * load. Once loaded it renders at once wherever it appears next; an instance keeps the
 * component it first rendered, so a loaded module never remounts what is on the page.
 * Render it inside a Suspense boundary. `preload` fetches the code ahead of need (a page
 * that must not shift when it arrives waits for it, see `isLoaded`).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(OnDemand, { preload, isLoaded: () => loaded !== null });
}
