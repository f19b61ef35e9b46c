import { use } from 'react';
import type { AppFrame } from './shell';

interface ShellModule {
  AppFrame: typeof AppFrame;
}

/** A promise React's `use()` reads synchronously once it has settled (it records status and value). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

let shell: TrackedPromise<ShellModule> | null = null;

/**
 * The frame every route but Login renders in (shell.ts): loaded with a route's own chunk, so a
 * navigation waits for both and the frame never flashes a fallback. Login does not load it.
 */
export function loadShell(): Promise<ShellModule> {
  if (!shell) {
    const promise: TrackedPromise<ShellModule> = import('./shell');
    void promise.then(
      (module) => {
        promise.status = 'fulfilled';
        promise.value = module;
      },
      () => {
        // A failed download (offline) may be retried by the next navigation.
        if (shell === promise) shell = null;
      },
    );
    shell = promise;
  }
  return shell;
}

/** The shell module inside a component: at once when loaded, otherwise suspends until it is. */
export function useShell(): ShellModule {
  return use(loadShell());
}
