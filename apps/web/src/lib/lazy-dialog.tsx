import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A dialog whose module is not part of the page that can open it: dialogs carry the form kit,
 * the field schemas and libraries the page itself does not need to show anything
 * (docs/decisions/015). It loads right after the page has rendered, while the page's own data
 * arrives, so the page's first view does not wait for it and opening it does not either.
 * Closed, a dialog renders nothing, so nothing shows while it loads.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
