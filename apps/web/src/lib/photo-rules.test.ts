import { describe, expect, it } from 'vitest';
import { checkPhoto, photoMaxBytes } from './photo-rules';

describe('photo rules (spec §5: jpg, jpeg, png)', () => {
  it('accepts jpg, jpeg and png up to 5 MB', () => {
    expect(checkPhoto({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhoto({ name: 'a.JPEG', type: 'image/jpeg', size: photoMaxBytes })).toBeNull();
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
  });
  it('rejects other types and larger files', () => {
    expect(checkPhoto({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPhoto({ name: 'a.png', type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkPhoto({ name: 'photo', type: '', size: 10 })).toBe('type');
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: photoMaxBytes + 1 })).toBe('size');
  });
});
