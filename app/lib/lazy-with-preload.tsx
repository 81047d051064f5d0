import { type ComponentType, lazy } from "react";

export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Loads the component's module (once); after it resolves, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy with a preload: the module loads on demand in the browser (its script is not part of the page's
 * first load), while the server preloads it in the route's loader and renders it at once, without a Suspense
 * fallback. In the browser, hydration waits for the module at the nearest Suspense boundary and keeps the
 * server's markup meanwhile; a preload on intent (hover, focus) makes a later switch instant.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // a later render or intent tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
