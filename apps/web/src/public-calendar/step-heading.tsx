import { useEffect, useRef, type ReactNode } from 'react';

/** Whether a step heading was shown already: the page's first one keeps the browser's initial focus. */
let shownBefore = false;

/**
 * Each step's heading: when a step replaces another, the focus moves to its heading, so a screen reader
 * announces the new step and the keyboard continues from there (the page is one document, no reload).
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shownBefore) ref.current?.focus();
    shownBefore = true;
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="step-heading">
      {children}
    </h2>
  );
}
