import type { ComponentType } from 'react';
import { ensureFeatureMessages, type FeatureMessages } from '../lib/i18n';
import type { RouteHandle } from './route-handle';

/** One route of the table (routes/*.ts): router.tsx adds its guard and the app frame. */
export interface Def {
  path?: string;
  index?: boolean;
  handle: RouteHandle;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: Def[];
}

type PageModule = Record<string, unknown>;

/**
 * Every page is lazy-loaded with its route (spec issue 3 §10), together with its feature's own
 * message set when it has one — or the sets of every feature a page of app/ composes — loaded in
 * parallel, so the page never renders raw keys.
 */
export function page<M extends PageModule>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
  messages?: FeatureMessages | readonly FeatureMessages[],
) {
  const sets = messages === undefined ? [] : Array.isArray(messages) ? messages : [messages];
  return async () => {
    const [module] = await Promise.all([
      importer(),
      ...sets.map((m: FeatureMessages) => ensureFeatureMessages(m)),
    ]);
    return { Component: module[exportName] as ComponentType };
  };
}

/** A route that only ever redirects or has no page yet: nothing to render. */
export const placeholderless = async () => ({ Component: (() => null) as ComponentType });
