import type { ReactNode } from 'react';

/** The page area beside the drawer and under the fixed top bar; the skip link's target. */
export function FrameMain({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="frame-main">
      <div className="frame-toolbar-space" />
      <div className="frame-content">{children}</div>
    </main>
  );
}
