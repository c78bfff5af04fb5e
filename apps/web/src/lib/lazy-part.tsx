import { createElement, use, type ComponentType } from 'react';

/** A promise that carries how it settled: React's convention, so `use` reads a settled one without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A part of the console loaded on first use: its name, and `load()` to start (or join) its one import. */
export type Part = { name: string; load: () => Promise<unknown> };

/**
 * A part that renders (a page, the signed-in frame). `Component` renders it with React's `use`:
 * once the import has settled it renders at once, in the same pass, so a page whose parts were
 * loaded before `hydrateRoot` is taken over whole in one commit, with no boundary left behind for
 * a tap to be lost in. React.lazy suspends at least once even for a module
 * already loaded.
 */
export type LazyPart<P extends object = object> = Part & { Component: ComponentType<P> };

export function lazyPart<M, P extends object = object>(
  name: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  let loading: Tracked<M> | null = null;
  const load = (): Promise<M> => {
    if (loading) return loading;
    const promise: Tracked<M> = importer();
    promise.status = 'pending';
    promise.then(
      (module) => {
        promise.status = 'fulfilled';
        promise.value = module;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
    loading = promise;
    return promise;
  };
  function Loaded(props: P) {
    return createElement(pick(use(load())), props);
  }
  Loaded.displayName = `Part(${name})`;
  return { name, load, Component: Loaded };
}
