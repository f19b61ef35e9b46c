import { describe, expect, it } from 'vitest';
import { countSmsSegments, splitSms } from './sms-segments.js';

describe('SMS segments', () => {
  it('fits 160 GSM-7 characters in one SMS and splits 161 into two of 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({
      encoding: 'gsm7',
      units: 160,
      segments: 1,
      perSegment: 160,
    });
    expect(countSmsSegments('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€, [, ~) as two septets', () => {
    expect(countSmsSegments('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(countSmsSegments('a' + '€'.repeat(80))).toMatchObject({ units: 161, segments: 2 });
  });

  it('keeps Portuguese letters of the GSM alphabet (é, à, Ç) in GSM-7', () => {
    expect(countSmsSegments('Olá é à Ç').encoding).toBe('ucs2'); // «á» is not in GSM 03.38
    expect(countSmsSegments('é à Ç ü').encoding).toBe('gsm7');
  });

  it('turns the whole message UCS-2 for one «ã»: 70 in one, 67 per part beyond', () => {
    expect(countSmsSegments('ã' + 'a'.repeat(69))).toEqual({
      encoding: 'ucs2',
      units: 70,
      segments: 1,
      perSegment: 70,
    });
    expect(countSmsSegments('ã' + 'a'.repeat(70))).toMatchObject({
      encoding: 'ucs2',
      segments: 2,
      perSegment: 67,
    });
    expect(countSmsSegments('ã' + 'a'.repeat(133)).segments).toBe(2);
    expect(countSmsSegments('ã' + 'a'.repeat(134)).segments).toBe(3);
  });

  it('splits into the counted parts without cutting an escape pair', () => {
    const text = 'a'.repeat(152) + '€' + 'b'.repeat(10);
    const parts = splitSms(text);
    expect(parts).toHaveLength(countSmsSegments(text).segments);
    expect(parts[0]).toBe('a'.repeat(152));
    expect(parts.join('')).toBe(text);
    expect(splitSms('curto')).toEqual(['curto']);
  });
});
