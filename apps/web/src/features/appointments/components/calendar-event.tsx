import { cloneElement, useContext, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import * as dndContextModule from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import type { Appointment } from '@clinica/contracts/appointments';

/** What the calendar draws for an appointment (wall-clock times, see time.ts). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId?: string;
  appointment: Appointment;
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
  children?: ReactNode;
}

type ChildProps = {
  className?: string;
  children?: ReactNode;
  onMouseDown?: (e: MouseEvent<HTMLElement>) => void;
};

/** The band at an event's top and bottom edge that resizes instead of moving (px). */
const resizeEdge = 4;

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
  const child = props.children as ReactElement<ChildProps>;
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
    if (e.button !== 0) return;
    if (canResize) {
      const box = e.currentTarget.getBoundingClientRect();
      if (!continuesPrior && e.clientY - box.top <= resizeEdge)
        return draggable.onBeginAction(event, 'resize', 'UP');
      if (!continuesAfter && box.bottom - e.clientY <= resizeEdge)
        return draggable.onBeginAction(event, 'resize', 'DOWN');
    }
    draggable.onBeginAction(event, 'move');
  };
  return cloneElement(child, {
    className: classes.join(' '),
    onMouseDown,
    ...(text ? { children: text } : {}),
  });
}
