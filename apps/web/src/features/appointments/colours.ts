import type { Appointment, AppointmentState } from '@clinica/contracts/appointments';

/** What an event's colour says: who (default), which service, or its state. */
export const colourModes = ['professional', 'service', 'state'] as const;
export type ColourMode = (typeof colourModes)[number];

/** Distinct, dark enough for white text (WCAG AA 4.5:1 at the calendar's small size). */
export const palette = [
  '#00695c',
  '#1565c0',
  '#6a1b9a',
  '#ad1457',
  '#c62828',
  '#8d4e00',
  '#2e7d32',
  '#4527a0',
  '#00838f',
  '#5d4037',
  '#37474f',
  '#9e2a2b',
] as const;

export const stateColours: Readonly<Record<AppointmentState, string>> = {
  scheduled: '#1565c0',
  present: '#2e7d32',
  canceled: '#616161',
  canceled_patient: '#757575',
  noshow_justified: '#8d4e00',
  noshow_unjustified: '#c62828',
};

/** A stable palette colour for an id (the same professional keeps their colour across reloads). */
export function paletteColour(id: string): string {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return palette[hash % palette.length]!;
}

function channel(hex: string, i: number): number {
  const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** `#rrggbb` (or `#rgb`) → WCAG relative luminance; anything else → null. */
export function luminance(colour: string): number | null {
  let hex = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  if (!/^#[0-9a-f]{6}$/.test(hex)) return null;
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** White when it reads well enough (AA), else black — the palette's dark colours keep white text. */
export function textOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background) ?? 0;
  const whiteContrast = 1.05 / (l + 0.05);
  const blackContrast = (l + 0.05) / 0.05;
  return whiteContrast >= 4.5 || whiteContrast >= blackContrast ? '#ffffff' : '#000000';
}

/**
 * An event's background: the professional's calendar colour (or a stable palette colour), the
 * service's colour, or the state's. A colour that is not a usable hex falls back to the palette.
 */
export function eventColour(
  appointment: Pick<Appointment, 'professional_id' | 'service_id' | 'service_colour' | 'state'>,
  mode: ColourMode,
  professionalColours: ReadonlyMap<string, string | null> = new Map(),
): string {
  if (mode === 'state') return stateColours[appointment.state];
  if (mode === 'service') {
    const own = appointment.service_colour;
    return own && luminance(own) !== null ? own : paletteColour(appointment.service_id);
  }
  const own = professionalColours.get(appointment.professional_id);
  return own && luminance(own) !== null ? own : paletteColour(appointment.professional_id);
}
