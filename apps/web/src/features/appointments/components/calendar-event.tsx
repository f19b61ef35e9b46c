import {
  cloneElement,
  useContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type TouchEvent,
} from 'react';
import * as dndContextModule from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import type { DnDContextValue } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import type { CalendarItem } from '../calendar-items';
import { unavailableStyle, type UnavailableEvent } from '../unavailable-events';

/** What the calendar draws for an appointment (wall-clock times, see time.ts). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId?: string;
  appointment: CalendarItem;
}

// CommonJS, like the addon itself (DESIGN §2 "Known pitfalls"): the named export may arrive wrapped.
const DnDContext =
  dndContextModule.DnDContext ??
  (dndContextModule as unknown as { default: typeof dndContextModule }).default.DnDContext;

/** What react-big-calendar really passes an `eventWrapper` (its TimeGridEvent and EventCell props). */
interface EventWrapperProps {
  type: 'time' | 'date';
  event: CalendarEvent & { __isPreview?: boolean };
  label?: string;
  continuesPrior?: boolean;
  continuesAfter?: boolean;
  resizable?: boolean;
  /** A block of unavailable time drawn behind the appointments (unavailable-events.ts). */
  isBackgroundEvent?: boolean;
  children?: ReactNode;
}

type ChildProps = {
  className?: string;
  children?: ReactNode;
  onMouseDown?: (e: MouseEvent<HTMLElement>) => void;
  onTouchStart?: (e: TouchEvent<HTMLElement>) => void;
  onContextMenu?: (e: MouseEvent<HTMLElement>) => void;
};

/** The band at an event's top and bottom edge that resizes instead of moving (px). */
const resizeEdge = 4;

/**
 * Touch (a phone or a tablet). The addon's own wrapper starts nothing on touch — it checks the mouse
 * button, which a touch does not have — so a finger could never move an appointment. Here a touch on
 * an event readies the addon's move; the calendar's own long-press rule (hold still for 250 ms) then
 * starts the drag, and a tap or a scroll clears it again when the finger lifts. Resizing stays with
 * the mouse and the edit dialog: a 4 px edge is no target for a finger. The mouse events a browser
 * makes up after a tap are ignored, so they cannot ready a move nobody asked for.
 */
let lastTouchAt = 0;
/** The addon's state as last rendered (every wrapper renders again when it changes). */
const latest: {
  action: DnDContextValue['draggable']['dragAndDropAction'];
  onEnd: DnDContextValue['draggable']['onEnd'];
} = { action: {}, onEnd: () => undefined };
const afterTouch = () => Date.now() - lastTouchAt < 1_000;

const allowed = (rule: unknown, event: CalendarEvent) =>
  rule == null ||
  (typeof rule === 'function'
    ? Boolean((rule as (e: CalendarEvent) => unknown)(event))
    : Boolean((event as unknown as Record<string, unknown>)[rule as string]));

/**
 * A light stand-in for the drag-and-drop addon's per-event wrapper (issue 7 §9: a week of 800
 * appointments). The addon wraps every event in a component that adds a resizable box and two resize
 * anchors with icons — five more elements per event, 4,000 in such a week. Here an event stays one
 * element with one text node (its times on the first line, patient and service on the second); a
 * press on it starts the addon's move, or its resize within 4 px of the top or bottom edge (the edge
 * shows a resize cursor and mark on hover, drawn by CSS — `.clinica-resizable` in the calendar page).
 * Every drag still has its keyboard alternative: Enter on the event opens the edit dialog.
 */
export function CalendarEventWrapper(props: EventWrapperProps) {
  const { type, event, label, continuesPrior, continuesAfter, resizable } = props;
  const { draggable } = useContext(DnDContext);
  latest.action = draggable.dragAndDropAction;
  latest.onEnd = draggable.onEnd;
  const child = props.children as ReactElement<ChildProps>;
  if (props.isBackgroundEvent) {
    // Not a button: a labelled, shaded block that clicks and drags pass through.
    const block = event as unknown as UnavailableEvent;
    return cloneElement(child as ReactElement<Record<string, unknown>>, {
      role: undefined,
      tabIndex: undefined,
      onClick: undefined,
      onDoubleClick: undefined,
      onKeyDown: undefined,
      className: `${child.props.className ?? ''} clinica-unavailable`,
      'data-kind': block.unavailable.kind,
      style: { ...(child.props as { style?: object }).style, ...unavailableStyle(block.unavailable.kind) },
      children: block.title,
    });
  }
  const text = type === 'time' ? `${label ?? ''}\n${event.title}` : undefined;
  const classes = [child.props.className];

  if (event.__isPreview) {
    classes.push('rbc-addons-dnd-drag-preview');
    return cloneElement(child, { className: classes.join(' '), ...(text ? { children: text } : {}) });
  }
  if (!allowed(draggable.draggableAccessor, event))
    return text ? cloneElement(child, { children: text }) : child;

  const canResize = type === 'time' && resizable && allowed(draggable.resizableAccessor, event);
  if (canResize) classes.push('clinica-resizable');
  const action = draggable.dragAndDropAction;
  if (action.interacting && action.event === event) classes.push('rbc-addons-dnd-dragged-event');

  const onMouseDown = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || afterTouch()) return;
    if (canResize) {
      const box = e.currentTarget.getBoundingClientRect();
      if (!continuesPrior && e.clientY - box.top <= resizeEdge)
        return draggable.onBeginAction(event, 'resize', 'UP');
      if (!continuesAfter && box.bottom - e.clientY <= resizeEdge)
        return draggable.onBeginAction(event, 'resize', 'DOWN');
    }
    draggable.onBeginAction(event, 'move');
  };
  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    lastTouchAt = Date.now();
    if (e.touches.length !== 1) return;
    draggable.onBeginAction(event, 'move');
    // A finger's later events all go to the element it first touched. When the drag starts the
    // calendar draws this event anew and that element leaves the page, so its moves and its lift would
    // never reach the calendar's listeners on the document: they are handed on from here.
    const target = e.target as HTMLElement;
    const forward = (native: globalThis.TouchEvent) => {
      if (target.isConnected) return;
      if (native.type === 'touchmove' && native.cancelable) native.preventDefault(); // no scrolling
      document.dispatchEvent(
        new globalThis.TouchEvent(native.type, {
          touches: Array.from(native.touches),
          targetTouches: Array.from(native.targetTouches),
          changedTouches: Array.from(native.changedTouches),
          bubbles: true,
          cancelable: true,
        }),
      );
    };
    const lifted = (native: globalThis.TouchEvent) => {
      target.removeEventListener('touchmove', forward);
      target.removeEventListener('touchend', lifted);
      target.removeEventListener('touchcancel', lifted);
      lastTouchAt = Date.now();
      forward(native);
      // After the calendar has handled the lift: a drag that happened has ended (and dropped) by then,
      // so what is still readied was a tap or a scroll.
      setTimeout(() => {
        const now = latest.action;
        if (now.action && !now.interacting && now.event === event) latest.onEnd(null);
      }, 0);
    };
    target.addEventListener('touchmove', forward, { passive: false });
    target.addEventListener('touchend', lifted);
    target.addEventListener('touchcancel', lifted);
  };
  return cloneElement(child, {
    className: classes.join(' '),
    onMouseDown,
    onTouchStart,
    // A long press is a drag here, not the browser's menu (which would also cancel the touch).
    onContextMenu: (e: MouseEvent<HTMLElement>) => {
      if (afterTouch()) e.preventDefault();
    },
    ...(text ? { children: text } : {}),
  });
}
