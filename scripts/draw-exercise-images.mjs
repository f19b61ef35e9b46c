// Draws the demo library's exercise pictures (issue 43): simple stick figures, one per pose, as small
// PNGs in apps/server/src/db/seed/exercise-images/. Ours to license — drawn by this code, nobody's
// photographs. Run again after changing a pose: `node scripts/draw-exercise-images.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const W = 160;
const H = 120;
const FLOOR = 104;
const OUT = path.join(import.meta.dirname, '../apps/server/src/db/seed/exercise-images');

/**
 * A pose: the head's centre and the joints as [x, y]; each limb is a chain of points. Drawn in the
 * clinic's teal on white, with the floor (and a prop: a chair, a step, a wall) in grey.
 */
const poses = {
  stand: { head: [80, 22], limbs: [[[80, 32], [80, 68]], [[80, 68], [72, 86], [70, FLOOR]], [[80, 68], [88, 86], [90, FLOOR]], [[80, 38], [70, 54], [68, 70]], [[80, 38], [90, 54], [92, 70]]] },
  squat: { head: [70, 40], limbs: [[[72, 50], [86, 80]], [[86, 80], [66, 84], [72, FLOOR]], [[74, 56], [54, 62], [40, 62]]] },
  lunge: { head: [80, 26], limbs: [[[80, 36], [80, 70]], [[80, 70], [104, 74], [104, FLOOR]], [[80, 70], [62, 90], [46, FLOOR], [36, FLOOR]], [[80, 42], [80, 58], [88, 66]]] },
  bridge: { head: [22, 98], limbs: [[[32, 98], [70, 82]], [[70, 82], [96, 74], [104, FLOOR]], [[36, 100], [60, 102]]] },
  plank: { head: [28, 68], limbs: [[[38, 72], [124, 92]], [[124, 92], [140, FLOOR]], [[42, 76], [44, FLOOR], [62, FLOOR]]] },
  sidePlank: { head: [36, 50], limbs: [[[42, 58], [128, 100]], [[42, 62], [44, FLOOR]], [[48, 62], [60, 36]]] },
  quadruped: { head: [36, 56], limbs: [[[46, 62], [108, 62]], [[50, 64], [50, FLOOR]], [[108, 62], [108, FLOOR], [136, FLOOR]]] },
  birdDog: { head: [40, 56], limbs: [[[50, 62], [106, 62]], [[56, 64], [56, FLOOR]], [[106, 62], [106, FLOOR], [128, FLOOR]], [[50, 60], [20, 48]], [[106, 62], [146, 56]]] },
  supine: { head: [22, 96], limbs: [[[32, 98], [84, 98]], [[84, 98], [104, 80], [120, FLOOR]], [[36, 100], [62, 102]]] },
  prone: { head: [36, 64], limbs: [[[44, 72], [82, 100], [140, 100]], [[46, 74], [48, FLOOR], [66, FLOOR]]] },
  sideLying: { head: [24, 92], limbs: [[[34, 96], [86, 98]], [[86, 98], [110, 86], [132, 98]], [[86, 98], [136, 100]], [[36, 92], [60, 88]]] },
  seated: { head: [66, 24], limbs: [[[66, 34], [66, 70]], [[66, 70], [100, 70], [118, 62]], [[66, 40], [80, 54], [94, 56]]], props: [[[56, 74], [96, 74]], [[60, 74], [60, FLOOR]], [[92, 74], [92, FLOOR]], [[56, 74], [56, 40]]] },
  armRaise: { head: [80, 30], limbs: [[[80, 40], [80, 74]], [[80, 74], [74, 90], [72, FLOOR]], [[80, 74], [86, 90], [88, FLOOR]], [[80, 46], [96, 30], [108, 14]], [[80, 46], [70, 62], [68, 76]]] },
  row: { head: [70, 30], limbs: [[[70, 40], [70, 74]], [[70, 74], [64, 90], [62, FLOOR]], [[70, 74], [76, 90], [78, FLOOR]], [[70, 46], [86, 58], [98, 50]], [[98, 50], [148, 50]]], props: [[[150, 20], [150, FLOOR]]] },
  calfRaise: { head: [80, 16], limbs: [[[80, 26], [80, 62]], [[80, 62], [76, 82], [76, 98], [82, FLOOR]], [[80, 62], [86, 82], [86, 98], [92, FLOOR]], [[80, 32], [70, 48], [68, 62]], [[80, 32], [90, 48], [92, 62]]] },
  balance: { head: [80, 22], limbs: [[[80, 32], [80, 68]], [[80, 68], [80, 86], [80, FLOOR]], [[80, 68], [98, 78], [96, 92]], [[80, 38], [62, 48]], [[80, 38], [98, 48]]] },
  stepUp: { head: [76, 18], limbs: [[[76, 28], [78, 62]], [[78, 62], [98, 66], [100, 84]], [[78, 62], [70, 84], [66, FLOOR]], [[76, 34], [70, 50], [70, 62]]], props: [[[88, 84], [128, 84], [128, FLOOR]]] },
  pendulum: { head: [44, 50], limbs: [[[52, 54], [90, 58]], [[90, 58], [88, 80], [86, FLOOR]], [[90, 58], [100, 80], [104, FLOOR]], [[58, 58], [60, 78], [62, 92]], [[56, 56], [40, 64]]], props: [[[24, 66], [44, 66]], [[28, 66], [28, FLOOR]]] },
  wallSit: { head: [40, 36], limbs: [[[40, 46], [40, 76]], [[40, 76], [72, 76], [72, FLOOR]], [[40, 52], [52, 66], [60, 70]]], props: [[[30, 10], [30, FLOOR]]] },
  bike: { head: [70, 22], limbs: [[[70, 32], [78, 64]], [[78, 64], [100, 70], [96, 88]], [[72, 38], [96, 46], [110, 44]]], props: [[[78, 68], [96, 92]], [[110, 42], [96, 92]], [[88, FLOOR], [104, FLOOR]]] },
};

const TEAL = [11, 110, 79];
const GREY = [154, 165, 177];

function draw(pose) {
  const px = new Uint8Array(W * H * 3).fill(255);
  const paint = (x, y, c) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    px.set(c, (y * W + x) * 3);
  };
  const disc = (cx, cy, r, c) => {
    for (let y = Math.floor(cy - r); y <= cy + r; y++)
      for (let x = Math.floor(cx - r); x <= cx + r; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) paint(x, y, c);
  };
  const segment = ([x1, y1], [x2, y2], r, c) => {
    const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1));
    for (let i = 0; i <= steps; i++) disc(x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps, r, c);
  };
  const chain = (points, r, c) => points.slice(1).forEach((p, i) => segment(points[i], p, r, c));
  segment([8, FLOOR + 4], [W - 8, FLOOR + 4], 1, GREY);
  for (const prop of pose.props ?? []) chain(prop, 1.5, GREY);
  for (const limb of pose.limbs) chain(limb, 3, TEAL);
  disc(pose.head[0], pose.head[1], 8, TEAL);
  return px;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An 8-bit RGB PNG: signature, header, the rows (each after filter byte 0) deflated, end. */
function png(px) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(W, 0);
  header.writeUInt32BE(H, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(H * (W * 3 + 1));
  for (let y = 0; y < H; y++) rows.set(px.subarray(y * W * 3, (y + 1) * W * 3), y * (W * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, pose] of Object.entries(poses)) {
  const file = path.join(OUT, `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.png`);
  fs.writeFileSync(file, png(draw(pose)));
}
console.log(`${Object.keys(poses).length} pictures in ${path.relative(process.cwd(), OUT)}`);
