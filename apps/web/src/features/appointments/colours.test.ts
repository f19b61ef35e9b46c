import { describe, expect, it } from 'vitest';
import { eventColour, luminance, palette, paletteColour, stateColours, textOn } from './colours';

const base = {
  professional_id: '11111111-1111-4111-8111-111111111111',
  service_id: '22222222-2222-4222-8222-222222222222',
  service_colour: '#ffeb3b',
  state: 'present' as const,
};

describe('event colours', () => {
  it('by professional: their calendar colour, else a stable palette colour', () => {
    const colours = new Map([[base.professional_id, '#123456']]);
    expect(eventColour(base, 'professional', colours)).toBe('#123456');
    expect(eventColour(base, 'professional')).toBe(paletteColour(base.professional_id));
    expect(paletteColour(base.professional_id)).toBe(paletteColour(base.professional_id));
    expect(eventColour(base, 'professional', new Map([[base.professional_id, 'blue']]))).toBe(
      paletteColour(base.professional_id),
    );
  });

  it('by service: the service colour, else the palette', () => {
    expect(eventColour(base, 'service')).toBe('#ffeb3b');
    expect(eventColour({ ...base, service_colour: null }, 'service')).toBe(paletteColour(base.service_id));
  });

  it('by state', () => {
    expect(eventColour(base, 'state')).toBe(stateColours.present);
  });

  it('text is readable on every background', () => {
    expect(textOn('#ffeb3b')).toBe('#000000');
    expect(textOn('#fff')).toBe('#000000');
    for (const colour of [...palette, ...Object.values(stateColours)]) {
      const l = luminance(colour)!;
      expect(1.05 / (l + 0.05), colour).toBeGreaterThanOrEqual(4.5);
      expect(textOn(colour)).toBe('#ffffff');
    }
  });
});
