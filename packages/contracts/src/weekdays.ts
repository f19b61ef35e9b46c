/**
 * The week's days, Monday first, as the API names them — without zod, so that a screen which only needs
 * the names (the calendar's first paint, issue 42) loads no schema. week.ts builds the schemas on them.
 */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];
