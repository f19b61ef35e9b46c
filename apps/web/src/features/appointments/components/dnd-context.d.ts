// The drag-and-drop addon's context (react-big-calendar 1.x, untyped by @types/react-big-calendar):
// what CalendarEventWrapper reads to start a move or a resize as the addon's own wrapper does.
declare module 'react-big-calendar/lib/addons/dragAndDrop/DnDContext' {
  import type { Context } from 'react';

  export interface DnDContextValue {
    draggable: {
      onBeginAction: (event: object, action: 'move' | 'resize', direction?: 'UP' | 'DOWN') => void;
      /** Ends the interaction; `null` clears a readied action without dropping anything. */
      onEnd: (interactionInfo: object | null) => void;
      draggableAccessor?: unknown;
      resizableAccessor?: unknown;
      dragAndDropAction: { interacting?: boolean; event?: object | null; action?: string | null };
    };
  }
  export const DnDContext: Context<DnDContextValue>;
}
