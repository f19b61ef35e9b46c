import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { BodyRegion, BodyView } from '@clinica/contracts/evaluation-catalogue';
import { bodyOutline, viewRegions } from './body-outline';

export type Direction = 'up' | 'down' | 'left' | 'right';

const vectors: Record<Direction, [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};
const arrowKeys: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The region an arrow key moves to: the nearest centre in that direction on screen, a step straight
 * ahead counting less than one to the side. Null at the edge of the figure.
 */
export function nearestRegion(view: BodyView, from: BodyRegion, direction: Direction): BodyRegion | null {
  const a = bodyOutline[from]!.anchor;
  const [dx, dy] = vectors[direction];
  let best: BodyRegion | null = null;
  let bestScore = Infinity;
  for (const region of viewRegions[view]) {
    const b = bodyOutline[region]!.anchor;
    const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
    if (region === from || along < 1) continue;
    const across = Math.abs((b.x - a.x) * dy - (b.y - a.y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [region, score];
  }
  return best;
}

/**
 * A roving tab stop over one figure: the figure is one stop in the Tab order, arrow keys move between
 * its regions, Home/End go to the first/last, Enter or Space activates the region.
 */
export function useRegionNavigation(view: BodyView, onActivate: (region: BodyRegion) => void) {
  const regions = viewRegions[view];
  const [active, setActive] = useState<BodyRegion>(regions[0]!);
  const [focused, setFocused] = useState<BodyRegion | null>(null);
  const elements = useRef(new Map<BodyRegion, SVGGElement>());

  const focus = useCallback((region: BodyRegion) => {
    setActive(region);
    elements.current.get(region)?.focus();
  }, []);

  function onKeyDown(region: BodyRegion, event: KeyboardEvent) {
    const direction = arrowKeys[event.key];
    let next: BodyRegion | undefined;
    if (direction) next = nearestRegion(view, region, direction) ?? region;
    else if (event.key === 'Home') next = regions[0];
    else if (event.key === 'End') next = regions[regions.length - 1];
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(region);
      return;
    }
    if (!next) return;
    event.preventDefault();
    focus(next);
  }

  /** The props of one region's `<g>`. */
  const regionProps = (region: BodyRegion) => ({
    tabIndex: region === active ? 0 : -1,
    ref: (element: SVGGElement | null) => {
      if (element) elements.current.set(region, element);
      else elements.current.delete(region);
    },
    onKeyDown: (event: KeyboardEvent) => onKeyDown(region, event),
    onFocus: () => {
      setActive(region);
      setFocused(region);
    },
    onBlur: () => setFocused((current) => (current === region ? null : current)),
  });

  return { regionProps, focused, focus };
}
