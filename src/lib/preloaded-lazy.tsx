import { lazy, type ComponentType } from 'react';

/**
 * `lazy()` for a component whose code is requested ahead of its first render
 * (`preload()`): once the code is in, it renders directly. Through `lazy()`
 * alone every first render suspends, even with the module loaded, and React
 * holds a Suspense boundary's content back for up to 300 ms after showing its
 * fallback: that was most of the campaign table's time to answer a click.
 */
export function preloadedLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}
