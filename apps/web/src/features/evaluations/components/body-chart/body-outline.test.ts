import { describe, expect, it } from 'vitest';
import { bodyRegions, bodyViews } from '@clinica/contracts/evaluation-catalogue';
import { bodyOutline, drawOrder, regionParts, viewBox, viewRegions } from './body-outline';
import { nearestRegion } from './use-region-navigation';

describe('body outline', () => {
  it('has a shape with an anchor inside the view for every region of the catalogue, and no other', () => {
    expect(Object.keys(bodyOutline).sort()).toEqual([...bodyRegions].sort());
    for (const region of bodyRegions) {
      const shape = bodyOutline[region]!;
      expect(shape.d, region).toMatch(/^M[\d.]+,[\d.]+ .+Z$/);
      expect(shape.anchor.x, region).toBeGreaterThan(0);
      expect(shape.anchor.x, region).toBeLessThan(viewBox.width);
      expect(shape.anchor.y, region).toBeGreaterThan(0);
      expect(shape.anchor.y, region).toBeLessThan(viewBox.height);
    }
  });

  it('draws each view with its own regions, small ones last (their hit areas on top)', () => {
    for (const view of bodyViews) {
      expect([...drawOrder[view]].sort()).toEqual([...viewRegions[view]].sort());
      expect(viewRegions[view]).toHaveLength(24);
    }
    expect(drawOrder.front.at(-1)).toBe('front_foot_right');
    expect(bodyOutline.front_hand_left!.hit).toBeDefined();
    expect(bodyOutline.front_chest!.hit).toBeUndefined();
  });

  it("puts the patient's right on the viewer's left from the front and on the viewer's right from the back", () => {
    const middle = viewBox.width / 2;
    for (const part of ['shoulder', 'hand', 'knee', 'foot']) {
      expect(bodyOutline[`front_${part}_right`]!.anchor.x).toBeLessThan(middle);
      expect(bodyOutline[`front_${part}_left`]!.anchor.x).toBeGreaterThan(middle);
      expect(bodyOutline[`back_${part}_right`]!.anchor.x).toBeGreaterThan(middle);
      expect(bodyOutline[`back_${part}_left`]!.anchor.x).toBeLessThan(middle);
    }
    expect(bodyOutline.back_buttock_left!.anchor.x).toBeLessThan(middle);
    // The same part mirrors exactly across the middle.
    const left = bodyOutline.front_knee_left!.anchor;
    const right = bodyOutline.front_knee_right!.anchor;
    expect(left.x + right.x).toBeCloseTo(viewBox.width);
    expect(left.y).toBe(right.y);
  });

  it('splits a region id into view, part and side', () => {
    expect(regionParts('front_upper_arm_left')).toEqual({ view: 'front', part: 'upper_arm', side: 'left' });
    expect(regionParts('back_lower_back')).toEqual({ view: 'back', part: 'lower_back', side: null });
    expect(() => regionParts('side_head')).toThrow();
  });
});

describe('arrow-key neighbours', () => {
  it('follows the body from head to foot and across', () => {
    expect(nearestRegion('front', 'front_head', 'down')).toBe('front_neck');
    expect(nearestRegion('front', 'front_neck', 'down')).toBe('front_chest');
    expect(nearestRegion('front', 'front_chest', 'down')).toBe('front_abdomen');
    expect(nearestRegion('front', 'front_foot_right', 'up')).toBe('front_leg_right');
    expect(nearestRegion('front', 'front_leg_right', 'up')).toBe('front_knee_right');
    // Across the screen: from the front, the patient's right knee (our left) → their left knee.
    expect(nearestRegion('front', 'front_knee_right', 'right')).toBe('front_knee_left');
    expect(nearestRegion('back', 'back_knee_left', 'right')).toBe('back_knee_right');
    expect(nearestRegion('back', 'back_upper_back', 'down')).toBe('back_lower_back');
  });

  it('stays within the view and stops at its edge', () => {
    expect(nearestRegion('front', 'front_head', 'up')).toBeNull();
    expect(nearestRegion('front', 'front_hand_right', 'left')).toBeNull();
    for (const region of viewRegions.back)
      for (const direction of ['up', 'down', 'left', 'right'] as const) {
        const next = nearestRegion('back', region, direction);
        if (next) expect(next.startsWith('back_')).toBe(true);
      }
  });
});
