import { bodyRegions, type BodyRegion, type BodyView } from '@clinica/contracts/evaluation-catalogue';

/**
 * The body chart's drawing as plain data: one SVG path per region of the catalogue, in a viewBox of
 * 160 × 420 per view (the same silhouette front and back), the point where its intensity is written,
 * and — for the small regions (neck, elbows, knees, hands, feet) — a larger invisible hit area so a
 * finger can still tap them on a phone.
 *
 * Left and right are the patient's: facing us (front) the patient's right is on our left; seen from
 * behind (back) the patient's left is on our left.
 */

export const viewBox = { width: 160, height: 420 } as const;
const middle = viewBox.width / 2;

export interface Point {
  x: number;
  y: number;
}

export interface RegionShape {
  /** The visible outline. */
  d: string;
  /** A larger transparent area that also takes the tap (small regions only). */
  hit?: string;
  /** Where the intensity number is drawn; also the region's centre for arrow-key navigation. */
  anchor: Point;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** An ellipse as a path (two arcs). */
function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r1(cx - rx)},${cy} a${rx},${ry} 0 1,0 ${2 * rx},0 a${rx},${ry} 0 1,0 ${-2 * rx},0 Z`;
}

/** A four-sided segment with rounded corners: `[left, right]` x at its top and bottom edges. */
function segment(top: [number, number, number], bottom: [number, number, number], r: number): string {
  const [tl, tr, ty] = top;
  const [bl, br, by] = bottom;
  return [
    `M${tl},${ty + r}`,
    `Q${tl},${ty} ${tl + r},${ty}`,
    `L${tr - r},${ty}`,
    `Q${tr},${ty} ${tr},${ty + r}`,
    `L${br},${by - r}`,
    `Q${br},${by} ${br - r},${by}`,
    `L${bl + r},${by}`,
    `Q${bl},${by} ${bl},${by - r}`,
    'Z',
  ].join(' ');
}

/** A shape described once for the viewer's left half; `draw(…, true)` mirrors it onto the right half. */
interface HalfShape {
  kind: 'ellipse' | 'segment';
  /** ellipse: [cx, cy, rx, ry]; segment: [topLeft, topRight, topY, bottomLeft, bottomRight, bottomY, r]. */
  n: number[];
  /** Hit ellipse [cx, cy, rx, ry], for small regions. */
  hit?: [number, number, number, number];
}

const flip = (x: number) => viewBox.width - x;

function draw(shape: HalfShape, mirrored: boolean): RegionShape {
  const n = shape.n;
  const x = (v: number) => (mirrored ? flip(v) : v);
  const hit = shape.hit && ellipse(x(shape.hit[0]), shape.hit[1], shape.hit[2], shape.hit[3]);
  if (shape.kind === 'ellipse') {
    const [cx, cy, rx, ry] = n as [number, number, number, number];
    return { d: ellipse(x(cx), cy, rx, ry), hit, anchor: { x: x(cx), y: cy } };
  }
  const [tl, tr, ty, bl, br, by, r] = n as [number, number, number, number, number, number, number];
  // Mirroring swaps which edge is the left one.
  const top: [number, number, number] = mirrored ? [x(tr), x(tl), ty] : [tl, tr, ty];
  const bottom: [number, number, number] = mirrored ? [x(br), x(bl), by] : [bl, br, by];
  return {
    d: segment(top, bottom, r),
    hit,
    anchor: { x: r1((top[0] + top[1] + bottom[0] + bottom[1]) / 4), y: (ty + by) / 2 },
  };
}

/** The middle of the body, the same in both views (upper/lower back behind chest/abdomen). */
const centreShapes: Record<'head' | 'neck' | 'trunkUpper' | 'trunkLower', RegionShape> = {
  head: { d: ellipse(middle, 32, 21, 26), anchor: { x: middle, y: 34 } },
  neck: {
    d: segment([71, 89, 57], [68, 92, 74], 3),
    hit: ellipse(middle, 66, 17, 11),
    anchor: { x: middle, y: 66 },
  },
  trunkUpper: { d: segment([52, 108, 74], [54, 106, 150], 10), anchor: { x: middle, y: 112 } },
  trunkLower: { d: segment([54, 106, 150], [53, 107, 200], 6), anchor: { x: middle, y: 175 } },
};

/** The viewer's left half of the limbs and pelvis. */
const limbs: Record<string, HalfShape> = {
  shoulder: { kind: 'ellipse', n: [39, 86, 13, 13] },
  upper_arm: { kind: 'segment', n: [26, 46, 100, 24, 42, 160, 8] },
  elbow: { kind: 'ellipse', n: [33, 169, 10, 9], hit: [33, 169, 14, 12] },
  forearm: { kind: 'segment', n: [23, 43, 178, 20, 36, 236, 7] },
  hand: { kind: 'ellipse', n: [28, 254, 10, 17], hit: [28, 255, 16, 21] },
  pelvis: { kind: 'segment', n: [53, 79.5, 200, 50, 79.5, 240, 8] },
  thigh: { kind: 'segment', n: [50, 79, 241, 57, 77, 318, 10] },
  knee: { kind: 'ellipse', n: [67, 327, 11, 9], hit: [67, 327, 14, 12] },
  leg: { kind: 'segment', n: [57, 77, 337, 61, 73, 396, 8] },
  foot: { kind: 'ellipse', n: [65, 404, 12, 7], hit: [65, 404, 17, 13] },
};

const centralPart: Record<string, keyof typeof centreShapes> = {
  head: 'head',
  neck: 'neck',
  chest: 'trunkUpper',
  upper_back: 'trunkUpper',
  abdomen: 'trunkLower',
  lower_back: 'trunkLower',
};

export interface RegionParts {
  view: BodyView;
  part: string;
  side: 'left' | 'right' | null;
}

/** `front_knee_left` → front, knee, left; `back_lower_back` → back, lower_back, no side. */
export function regionParts(region: BodyRegion): RegionParts {
  const match = /^(front|back)_(.+?)(?:_(left|right))?$/.exec(region);
  if (!match) throw new Error(`Unknown body region ${region}`);
  return {
    view: match[1] as BodyView,
    part: match[2]!,
    side: (match[3] as 'left' | 'right' | undefined) ?? null,
  };
}

function shapeOf(region: BodyRegion): RegionShape {
  const { view, part, side } = regionParts(region);
  if (!side) return centreShapes[centralPart[part]!];
  const half = limbs[part === 'hip' || part === 'buttock' ? 'pelvis' : part]!;
  // The patient's right is on the viewer's left in the front view, the patient's left in the back view.
  const onViewersLeft = view === 'front' ? side === 'right' : side === 'left';
  return draw(half, !onViewersLeft);
}

/** Every region of the catalogue with its shape. */
export const bodyOutline: Readonly<Record<BodyRegion, RegionShape>> = Object.fromEntries(
  bodyRegions.map((region) => [region, shapeOf(region)]),
);

/** A view's regions in catalogue order (the order of the mark list and of Home/End). */
export const viewRegions: Readonly<Record<BodyView, readonly BodyRegion[]>> = {
  front: bodyRegions.filter((r) => r.startsWith('front_')),
  back: bodyRegions.filter((r) => r.startsWith('back_')),
};

const drawnLast = new Set(['neck', 'elbow', 'knee', 'hand', 'foot']);

/** The order regions are painted: small regions last, so their enlarged hit areas sit on top. */
function paintOrder(view: BodyView): BodyRegion[] {
  const small = (r: BodyRegion) => drawnLast.has(regionParts(r).part);
  return [...viewRegions[view].filter((r) => !small(r)), ...viewRegions[view].filter(small)];
}
export const drawOrder: Readonly<Record<BodyView, readonly BodyRegion[]>> = {
  front: paintOrder('front'),
  back: paintOrder('back'),
};
