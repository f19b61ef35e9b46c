import type { ReactNode } from 'react';

/**
 * The one way to raise a notification. The notistack host loads only when the first notice is raised,
 * so the login route does not carry it (issue 3 §10); notices raised before it is ready are queued.
 */
export type NoticeVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  message: ReactNode;
  variant?: NoticeVariant;
  /** With the same key, a notice already on screen is not shown twice. */
  key?: string;
}

type Sink = (notice: Notice) => void;

let sink: Sink | null = null;
const pending: Notice[] = [];
let requested = false;
const listeners = new Set<() => void>();
const pageListeners = new Set<() => void>();

export function notify(message: ReactNode, variant: NoticeVariant = 'default', key?: string): void {
  const notice: Notice = { message, variant, key };
  if (sink) {
    sink(notice);
    return;
  }
  pending.push(notice);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the host once it can show notices. */
export function attachNoticeSink(next: Sink): () => void {
  sink = next;
  for (const notice of pending.splice(0)) next(notice);
  return () => {
    if (sink === next) sink = null;
  };
}

export function noticesRequested(): boolean {
  return requested;
}

export function subscribeNoticesRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The router says the page changed: the host lets the previous page's notices go (issue 43 §6). */
export function pageChanged(): void {
  for (const listener of pageListeners) listener();
}

export function subscribePageChanged(listener: () => void): () => void {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}
