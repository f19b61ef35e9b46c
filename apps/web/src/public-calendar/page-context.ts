import { createContext, useContext } from 'react';
import type { Language, Translate } from './messages';

/** The visitor's language: its texts (`t`) and the locale dates and prices are written in. */
export interface PageContext {
  language: Language;
  t: Translate;
  locale: string;
}

export const PageContextValue = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const value = useContext(PageContextValue);
  if (!value) throw new Error('usePage outside the public booking page');
  return value;
}
