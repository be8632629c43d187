#!/usr/bin/env node
// Generates placeholder media for the Save the Date site:
//   content/photos/01.jpg … 10.jpg   (1600×1067 painterly SVG illustrations)
//   content/video/save-the-date.mp4  (6 s Ken Burns loop built from three photos)
//   content/video/poster.jpg         (the video's first frame, 960×540)
//
// A one-off tool that drew the demo art; it is not part of the build, the server or the tests, and nothing
// runs it for you. Run it only to redraw the demo media (from the repo root):
//   node content/tools/make-placeholder-media.mjs
// Needs `sharp` (npm) and `ffmpeg` on PATH (Debian: apt-get install ffmpeg). Output is deterministic: every
// "random" detail comes from a seeded PRNG, so re-running gives the same files.

import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PHOTO_DIR = join(ROOT, 'content', 'photos');
const VIDEO_DIR = join(ROOT, 'content', 'video');

const W = 1600;
const H = 1067; // 3:2 landscape

// Shared palette: sage, cream, dusty rose, warm gold, soft blue (+ darker
// companions for shadows and silhouettes).
const C = {
  sage: '#9caf88',
  sageMid: '#7f9670',
  sageDark: '#5f7658',
  sageDeep: '#3f5245',
  cream: '#efe6d6',
  creamWarm: '#e6d5b8',
  stone: '#c2b6a3',
  rose: '#d4a5a5',
  roseMid: '#c48f8f',
  roseDeep: '#9e6b72',
  mauve: '#7d6275',
  gold: '#d9a95b',
  goldLight: '#ebc786',
  blue: '#a9c1d9',
  blueMid: '#8aa5c2',
  dusk: '#4d5677',
  night: '#2f3652',
  ink: '#2b2630', // silhouettes
};

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

// Seeded PRNG (mulberry32) so blossoms, leaves and bokeh are reproducible.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r, lo, hi) => lo + (hi - lo) * r();
const pick = (r, list) => list[Math.floor(r() * list.length)];
const n = (v) => Math.round(v * 10) / 10; // keep the SVG compact

function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

// Background fill slightly larger than the canvas, so the displacement filter
// never pulls transparent pixels in at the borders.
const fill = (paint) => `<rect x="-60" y="-60" width="${W + 120}" height="${H + 120}" fill="${paint}"/>`;

// A soft rolling ground line from x=-60 to W+60, filled down to the bottom.
function hills(yBase, amp, color, seed, bumps = 4, opacity = 1) {
  const r = rng(seed);
  const step = (W + 120) / bumps;
  let d = `M -60 ${H + 60} L -60 ${n(yBase + between(r, -amp, amp))}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = -60 + i * step;
    const y1 = yBase + between(r, -amp, amp);
    d += ` Q ${n(x0 + step / 2)} ${n(yBase - amp * between(r, 0.3, 1.3))} ${n(x0 + step)} ${n(y1)}`;
  }
  return `<path d="${d} L ${W + 60} ${H + 60} Z" fill="${color}" opacity="${opacity}"/>`;
}

// A leafy canopy: overlapping ellipses in three tones (shadow, body, light).
function canopy(cx, cy, rx, ry, tones, seed, count = 26) {
  const r = rng(seed);
  let out = '';
  tones.forEach((tone, layer) => {
    for (let i = 0; i < count; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * (1 - layer * 0.25);
      // lighter layers sit higher up and to the left (light from the upper left)
      const x = cx + Math.cos(a) * rx * d - layer * rx * 0.08;
      const y = cy + Math.sin(a) * ry * d - layer * ry * 0.1;
      const s = between(r, 0.25, 0.45) * (1 - layer * 0.2);
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * s)}" ry="${n(ry * s * 0.85)}" fill="${tone}"/>`;
    }
  });
  return out;
}

function trunk(x, yBottom, height, width, color) {
  const t = yBottom - height;
  return `<path d="M ${x - width} ${yBottom} C ${x - width * 0.6} ${yBottom - height * 0.5} ${x - width * 0.3} ${t + height * 0.2} ${x - width * 0.2} ${t} L ${x + width * 0.2} ${t} C ${x + width * 0.3} ${t + height * 0.2} ${x + width * 0.6} ${yBottom - height * 0.5} ${x + width} ${yBottom} Z" fill="${color}"/>`;
}

function tree(x, yBottom, size, tones, trunkColor, seed) {
  return (
    trunk(x, yBottom, size * 1.1, size * 0.09, trunkColor) +
    canopy(x, yBottom - size * 1.25, size * 0.75, size * 0.62, tones, seed)
  );
}

// Tall narrow cypress / topiary cone.
function cypress(x, yBottom, h, w, color, light) {
  return (
    `<path d="M ${x} ${yBottom - h} C ${x + w * 0.7} ${yBottom - h * 0.6} ${x + w * 0.6} ${yBottom - h * 0.15} ${x} ${yBottom} C ${x - w * 0.6} ${yBottom - h * 0.15} ${x - w * 0.7} ${yBottom - h * 0.6} ${x} ${yBottom - h} Z" fill="${color}"/>` +
    `<path d="M ${x} ${yBottom - h} C ${x - w * 0.55} ${yBottom - h * 0.6} ${x - w * 0.5} ${yBottom - h * 0.2} ${x - w * 0.1} ${yBottom - h * 0.05} C ${x - w * 0.25} ${yBottom - h * 0.4} ${x - w * 0.2} ${yBottom - h * 0.7} ${x} ${yBottom - h} Z" fill="${light}" opacity="0.55"/>`
  );
}

// Scattered blossom dots (also used for climbing roses and flower beds).
function blossoms(cx, cy, rx, ry, colors, seed, count, rMin = 5, rMax = 12) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    out += `<circle cx="${n(cx + Math.cos(a) * rx * d)}" cy="${n(cy + Math.sin(a) * ry * d)}" r="${n(between(r, rMin, rMax))}" fill="${pick(r, colors)}" opacity="${n(between(r, 0.7, 1))}"/>`;
  }
  return out;
}

// Soft out-of-focus light discs.
function bokeh(seed, count, colors, area, rMin, rMax, opMax = 0.35) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(between(r, area[0], area[2]))}" cy="${n(between(r, area[1], area[3]))}" r="${n(between(r, rMin, rMax))}" fill="${pick(r, colors)}" opacity="${n(between(r, 0.1, opMax) * 100) / 100}"/>`;
  }
  return `<g filter="url(#blur8)">${out}</g>`;
}

// ---------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------

// A baroque-ish palace: central pavilion with pediment (and optional dome),
// two lower wings, rows of tall windows. (x, base) is the bottom centre.
function palace(x, base, w, h, o) {
  const { wall, shade, roof, win, trim } = o;
  const wingW = w * 0.34;
  const wingH = h * 0.72;
  const midW = w * 0.32;
  let s = '';
  // roofs of the wings (low mansard)
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? x - w / 2 : x + w / 2 - wingW;
    s += `<path d="M ${x0} ${base - wingH} L ${x0 + wingW * 0.04} ${base - wingH - h * 0.14} L ${x0 + wingW * 0.96} ${base - wingH - h * 0.14} L ${x0 + wingW} ${base - wingH} Z" fill="${roof}"/>`;
    s += `<rect x="${x0}" y="${base - wingH}" width="${wingW}" height="${wingH}" fill="${wall}"/>`;
    s += `<rect x="${x0}" y="${base - wingH}" width="${wingW}" height="${h * 0.04}" fill="${trim}"/>`;
    // two rows of windows
    const cols = 5;
    for (let c = 0; c < cols; c++) {
      const wx = x0 + wingW * (0.08 + (c * 0.84) / (cols - 1)) - wingW * 0.035;
      for (const row of [0.18, 0.55]) {
        s += `<rect x="${n(wx)}" y="${n(base - wingH + wingH * row)}" width="${n(wingW * 0.07)}" height="${n(wingH * 0.26)}" rx="${n(wingW * 0.035)}" fill="${win}"/>`;
      }
    }
  }
  // central pavilion
  const mx = x - midW / 2;
  if (o.dome) {
    s += `<path d="M ${x - midW * 0.28} ${base - h - h * 0.18} Q ${x} ${base - h - h * 0.75} ${x + midW * 0.28} ${base - h - h * 0.18} Z" fill="${roof}"/>`;
    s += `<rect x="${x - 4}" y="${base - h - h * 0.82}" width="8" height="${h * 0.12}" fill="${roof}"/>`;
    s += `<rect x="${x - midW * 0.3}" y="${base - h - h * 0.2}" width="${midW * 0.6}" height="${h * 0.2}" fill="${shade}"/>`;
  }
  s += `<path d="M ${mx - midW * 0.03} ${base - h} L ${x} ${base - h - h * 0.22} L ${mx + midW * 1.03} ${base - h} Z" fill="${trim}"/>`;
  s += `<path d="M ${mx + midW * 0.1} ${base - h - h * 0.02} L ${x} ${base - h - h * 0.17} L ${mx + midW * 0.9} ${base - h - h * 0.02} Z" fill="${shade}"/>`;
  s += `<rect x="${mx}" y="${base - h}" width="${midW}" height="${h}" fill="${wall}"/>`;
  s += `<rect x="${mx}" y="${base - h}" width="${midW}" height="${h * 0.04}" fill="${trim}"/>`;
  // columns
  for (let c = 0; c < 6; c++) {
    const cx = mx + midW * (0.06 + c * 0.176);
    s += `<rect x="${n(cx)}" y="${base - h * 0.96}" width="${n(midW * 0.04)}" height="${h * 0.96}" fill="${shade}" opacity="0.55"/>`;
  }
  // tall arched windows + door in the pavilion
  for (let c = 0; c < 5; c++) {
    const wx = mx + midW * (0.12 + c * 0.19);
    const ww = midW * 0.07;
    const isDoor = c === 2;
    const wy = base - h * (isDoor ? 0.36 : 0.8);
    const wh = h * (isDoor ? 0.36 : 0.3);
    s += `<path d="M ${n(wx)} ${n(wy + wh)} L ${n(wx)} ${n(wy + ww)} A ${n(ww)} ${n(ww)} 0 0 1 ${n(wx + ww * 2)} ${n(wy + ww)} L ${n(wx + ww * 2)} ${n(wy + wh)} Z" fill="${win}"/>`;
    if (!isDoor) {
      s += `<rect x="${n(wx)}" y="${n(base - h * 0.38)}" width="${n(ww * 2)}" height="${n(h * 0.22)}" fill="${win}"/>`;
    }
  }
  // a terrace step
  s += `<rect x="${x - w / 2 - 10}" y="${base - 6}" width="${w + 20}" height="10" fill="${trim}"/>`;
  return s;
}

// A small chapel with gable roof, bell tower and arched door.
// (x, base) bottom-left of the nave; s = scale (nave width).
function chapel(x, base, s, o) {
  const { wall, shade, roof, doorGlow, open = false } = o;
  const navH = s * 0.62;
  const towerW = s * 0.3;
  const towerX = x + s * 0.05;
  let g = '';
  // bell tower behind the front gable
  g += `<rect x="${towerX}" y="${base - navH - s * 0.55}" width="${towerW}" height="${navH + s * 0.55}" fill="${shade}"/>`;
  g += `<path d="M ${towerX - s * 0.02} ${base - navH - s * 0.55} L ${towerX + towerW / 2} ${base - navH - s * 1.05} L ${towerX + towerW + s * 0.02} ${base - navH - s * 0.55} Z" fill="${roof}"/>`;
  g += `<path d="M ${towerX + towerW * 0.32} ${base - navH - s * 0.32} L ${towerX + towerW * 0.32} ${base - navH - s * 0.42} A ${towerW * 0.18} ${towerW * 0.18} 0 0 1 ${towerX + towerW * 0.68} ${base - navH - s * 0.42} L ${towerX + towerW * 0.68} ${base - navH - s * 0.32} Z" fill="${o.bell || C.ink}" opacity="0.7"/>`;
  // cross on top
  const cx = towerX + towerW / 2;
  const ct = base - navH - s * 1.05;
  g += `<path d="M ${cx} ${ct} L ${cx} ${ct - s * 0.12} M ${cx - s * 0.035} ${ct - s * 0.08} L ${cx + s * 0.035} ${ct - s * 0.08}" stroke="${roof}" stroke-width="${Math.max(2, s * 0.012)}" stroke-linecap="round"/>`;
  // nave (side wall, seen at an angle) + front gable
  g += `<path d="M ${x + s * 0.62} ${base} L ${x + s * 0.62} ${base - navH} L ${x + s * 1.25} ${base - navH * 0.92} L ${x + s * 1.25} ${base} Z" fill="${shade}"/>`;
  g += `<path d="M ${x + s * 0.31} ${base - navH - s * 0.34} L ${x + s * 1.0} ${base - navH - s * 0.3} L ${x + s * 1.3} ${base - navH * 0.92} L ${x + s * 0.62} ${base - navH} Z" fill="${roof}"/>`;
  g += `<rect x="${x}" y="${base - navH}" width="${s * 0.62}" height="${navH}" fill="${wall}"/>`;
  g += `<path d="M ${x - s * 0.03} ${base - navH} L ${x + s * 0.31} ${base - navH - s * 0.34} L ${x + s * 0.65} ${base - navH} Z" fill="${wall}" stroke="${roof}" stroke-width="${s * 0.03}" stroke-linejoin="round"/>`;
  // round rose window
  g += `<circle cx="${x + s * 0.31}" cy="${base - navH - s * 0.1}" r="${s * 0.06}" fill="${o.window || C.blueMid}"/>`;
  // side windows
  for (let i = 0; i < 3; i++) {
    const wx = x + s * (0.72 + i * 0.18);
    g += `<rect x="${wx}" y="${base - navH * 0.75}" width="${s * 0.05}" height="${navH * 0.36}" rx="${s * 0.025}" fill="${o.window || C.blueMid}" opacity="0.8"/>`;
  }
  // arched doorway
  const dw = s * 0.2;
  const dx = x + s * 0.31 - dw / 2;
  const dh = navH * 0.62;
  const arch = `M ${dx} ${base} L ${dx} ${base - dh + dw / 2} A ${dw / 2} ${dw / 2} 0 0 1 ${dx + dw} ${base - dh + dw / 2} L ${dx + dw} ${base} Z`;
  g += `<path d="${arch}" fill="${open ? doorGlow : o.door || C.roseDeep}"/>`;
  if (open) {
    // the door leaf swung outward + warm light spilling onto the ground
    g += `<path d="M ${dx} ${base} L ${dx} ${base - dh + dw * 0.3} L ${dx - dw * 0.35} ${base - dh + dw * 0.45} L ${dx - dw * 0.35} ${base + s * 0.02} Z" fill="${o.door || C.roseDeep}"/>`;
    g += `<path d="M ${dx} ${base} L ${dx + dw} ${base} L ${dx + dw * 1.6} ${base + s * 0.25} L ${dx - dw * 0.5} ${base + s * 0.25} Z" fill="${doorGlow}" opacity="0.35" filter="url(#blur8)"/>`;
  }
  return g;
}

// ---------------------------------------------------------------------------
// Figures (simple silhouettes, drawn in a 100-unit tall space, feet at y=0)
// ---------------------------------------------------------------------------

function bride(color, { veil = true, flare = 0 } = {}) {
  // flare > 0 swings the hem to the right (dancing)
  return (
    (veil
      ? `<path d="M -3 -93 C -16 -80 -24 -46 -30 -6 L -23 -4 C -18 -40 -11 -72 -1 -87 Z" fill="${color}" opacity="0.45"/>`
      : '') +
    `<circle cx="0" cy="-91" r="6"/>` +
    `<circle cx="-5.2" cy="-93.5" r="3.6"/>` +
    `<rect x="-1.6" y="-86" width="3.2" height="5"/>` +
    `<path d="M -5.5 -82 Q 0 -84.5 5.5 -82 L 4 -62 L -4 -62 Z"/>` +
    `<path d="M -4 -62 C -8 -45 ${-15 + flare * 0.3} -20 ${-22 + flare * 0.6} 0 Q ${flare * 0.8} 4 ${24 + flare} ${-2 - flare * 0.3} C ${16 + flare * 0.6} -20 8 -45 4 -62 Z"/>`
  );
}
function groom() {
  return (
    `<circle cx="0" cy="-97" r="6"/>` +
    `<rect x="-1.8" y="-92" width="3.6" height="5"/>` +
    `<path d="M -9.5 -87 Q 0 -90.5 9.5 -87 L 8 -50 L -8 -50 Z"/>` +
    `<path d="M -8 -51 L -7 0 L -1.6 0 L 0 -38 L 1.6 0 L 7 0 L 8 -51 Z"/>`
  );
}
const limb = (d, color, w = 3.2) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

// Couple poses. (x, y) = ground point between them, h = groom height in px.
function couple(x, y, h, color, pose = 'hands') {
  const k = h / 106;
  let inner = '';
  if (pose === 'hands') {
    // side by side, holding hands
    inner =
      `<g transform="translate(-14 0)">${groom()}</g>` +
      `<g transform="translate(14 0)">${bride(color)}</g>` +
      limb('M -5.5 -86 Q -1 -70 0 -56 Q 5 -64 9 -80', color) +
      limb('M -23.5 -86 Q -25 -70 -24 -54', color) +
      limb('M 19 -80 Q 21 -70 21 -60', color, 2.6);
  } else if (pose === 'facing') {
    // facing each other, foreheads close (for the sunset)
    inner =
      `<g transform="translate(-11 0) rotate(3 0 -50)">${groom()}</g>` +
      `<g transform="translate(11 0) rotate(-4 0 -50)">${bride(color, { veil: false })}</g>` +
      limb('M -4 -85 Q 2 -75 6 -72 Q 10 -76 12 -80', color) +
      limb('M -18 -85 Q -14 -70 -2 -64 L 8 -65', color);
  } else if (pose === 'dance') {
    // close embrace, raised joined hands, swirling skirt
    inner =
      `<g transform="translate(-13 0) rotate(-3 0 -50)">${groom()}</g>` +
      `<g transform="translate(13 0) rotate(6 0 -50)">${bride(color, { veil: false, flare: 18 })}</g>` +
      limb('M -4 -86 Q 0 -104 6 -121', color, 3) +
      limb('M 9 -82 Q 7 -102 6 -121', color, 2.6) +
      limb('M -22 -85 Q -29 -70 -23 -58', color, 3);
  } else if (pose === 'sitting') {
    // sitting side by side on a ledge at y=0 (fountain rim)
    inner =
      `<circle cx="-12" cy="-70" r="6"/><path d="M -21 -61 Q -12 -64 -3 -61 L -4 -28 L -20 -28 Z"/>` +
      `<path d="M -20 -30 L -2 -30 L 6 -26 L 4 2 L -2 2 L -1 -22 L -20 -20 Z"/>` +
      `<circle cx="13" cy="-64" r="6"/><circle cx="8" cy="-66.5" r="3.6"/>` +
      `<path d="M 7.5 -56 Q 13 -58 18.5 -56 L 18 -36 L 8 -36 Z"/>` +
      `<path d="M 6 -38 L 20 -38 C 30 -30 34 -14 32 4 L 10 4 C 8 -10 6 -22 6 -38 Z"/>` +
      limb('M -3 -58 Q 4 -48 10 -50', color);
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k * 1000) / 1000})" fill="${color}">${inner}</g>`;
}

// A single rose head seen from above: a shadow, an outer ring of cupped
// petals, a smaller inner ring and a tight centre swirl.
function rose(x, y, r, fillC, line, shadow) {
  const ring = (count, dist, rx, ry, rot, col) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const a = rot + (i * 360) / count;
      const rad = (a * Math.PI) / 180;
      out += `<ellipse cx="${n(x + Math.cos(rad) * dist)}" cy="${n(y + Math.sin(rad) * dist)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(a + 90)} ${n(x + Math.cos(rad) * dist)} ${n(y + Math.sin(rad) * dist)})" fill="${col}" stroke="${line}" stroke-width="${n(Math.max(1, r * 0.03))}" stroke-opacity="0.6"/>`;
    }
    return out;
  };
  return (
    `<circle cx="${n(x + r * 0.12)}" cy="${n(y + r * 0.18)}" r="${n(r * 1.05)}" fill="${shadow}" opacity="0.5"/>` +
    ring(6, r * 0.5, r * 0.52, r * 0.42, x % 60, fillC) +
    ring(5, r * 0.28, r * 0.36, r * 0.3, (x % 60) + 30, fillC) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.26)}" fill="${fillC}" stroke="${line}" stroke-width="${n(Math.max(1, r * 0.03))}"/>` +
    `<path d="M ${n(x - r * 0.12)} ${n(y + r * 0.05)} Q ${n(x - r * 0.08)} ${n(y - r * 0.14)} ${n(x + r * 0.1)} ${n(y - r * 0.08)} Q ${n(x + r * 0.12)} ${n(y + r * 0.1)} ${n(x - r * 0.02)} ${n(y + r * 0.1)}" fill="none" stroke="${line}" stroke-width="${n(Math.max(1.2, r * 0.045))}" stroke-linecap="round"/>` +
    // soft light from the upper left
    `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.35)}" rx="${n(r * 0.4)}" ry="${n(r * 0.25)}" fill="#ffffff" opacity="0.12"/>`
  );
}

function leaf(x, y, len, angle, color) {
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="M 0 0 Q ${n(len * 0.5)} ${n(-len * 0.28)} ${n(len)} 0 Q ${n(len * 0.5)} ${n(len * 0.28)} 0 0 Z" fill="${color}"/>`;
}

// ---------------------------------------------------------------------------
// Shared SVG wrapper: painterly filters + readability overlay
// ---------------------------------------------------------------------------

// The SVG is rendered with an extra MARGIN on every side and cropped back
// afterwards: the wobble filter would otherwise smear the transparent area
// outside the canvas into a thin dark frame.
const MARGIN = 40;

function svgDoc(seed, defs, body, { band = 0.32, bandColor = '#1f1a24' } = {}) {
  const M = MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W + 2 * M}" height="${H + 2 * M}" viewBox="${-M} ${-M} ${W + 2 * M} ${H + 2 * M}">
<defs>
  <!-- wobble every edge a little so shapes look hand-painted rather than vector-perfect -->
  <filter id="paint" filterUnits="userSpaceOnUse" x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}">
    <feTurbulence type="fractalNoise" baseFrequency="0.011 0.016" numOctaves="2" seed="${seed}" result="noise"/>
    <feDisplacementMap in="SourceGraphic" in2="noise" scale="11" xChannelSelector="R" yChannelSelector="G" result="wobble"/>
    <feGaussianBlur in="wobble" stdDeviation="1.1"/>
  </filter>
  <!-- long horizontal "brush strokes" laid over everything at low opacity -->
  <filter id="strokes" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.0025 0.02" numOctaves="2" seed="${seed + 7}"/>
    <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 0.96  0 0 0 0 0.9  0 0 0 1.4 -0.55"/>
  </filter>
  <filter id="blur3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="blur8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur30" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="30"/></filter>
  ${linear('calmBand', [
    [0, bandColor, 0],
    [0.3, bandColor, band * 0.75],
    [0.5, bandColor, band],
    [0.7, bandColor, band * 0.75],
    [1, bandColor, 0],
  ])}
  ${radial('vignette', [[0.55, '#000', 0], [1, '#120e16', 0.38]], { r: 0.75 })}
  ${defs}
</defs>
<g filter="url(#paint)">${body}</g>
<rect width="${W}" height="${H}" filter="url(#strokes)" opacity="0.07"/>
<!-- calmer, darker middle band: the site puts white "Save our Date" text there -->
<rect width="${W}" height="${H}" fill="url(#calmBand)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

// ---------------------------------------------------------------------------
// The ten scenes
// ---------------------------------------------------------------------------

const scenes = [];

// 01 — couple under blossoming trees in the palace gardens
scenes.push(() => {
  const defs =
    linear('sky1', [[0, '#8ea6c0'], [0.55, '#c6bfc0'], [1, '#d9c3b3']]) +
    linear('lawn1', [[0, C.sageMid], [1, C.sageDark]]);
  const pink = ['#e2b6b6', C.rose, '#eccbc6', C.roseMid, '#f0d9d0'];
  let b = fill('url(#sky1)');
  b += `<g opacity="0.55">${palace(800, 640, 520, 110, { wall: '#b9b3bd', shade: '#a39cab', roof: '#8d879a', win: '#9a93a6', trim: '#c4bec6', dome: true })}</g>`;
  b += canopy(800, 628, 950, 46, ['#8c9c86', '#9aab90'], 11, 34);
  b += `<rect x="-60" y="628" width="${W + 120}" height="40" fill="#8c9c86"/>`;
  b += hills(650, 8, 'url(#lawn1)', 12, 3);
  // a pale gravel path sweeping to the couple
  b += `<path d="M 690 1110 C 740 900 780 780 790 650 L 812 650 C 830 780 900 900 1030 1110 Z" fill="#cdbfa6" opacity="0.75"/>`;
  // two blossom trees arching in from the sides
  for (const [x, seed, flip] of [[180, 21, 1], [1430, 22, -1]]) {
    b += `<path d="M ${x - 40 * flip} 1000 C ${x - 20 * flip} 800 ${x} 600 ${x + 120 * flip} 330 L ${x + 150 * flip} 340 C ${x + 60 * flip} 600 ${x + 50 * flip} 800 ${x + 50 * flip} 1000 Z" fill="#5a4a4c"/>`;
    b += `<path d="M ${x + 80 * flip} 480 Q ${x + 260 * flip} 330 ${x + 470 * flip} 200" stroke="#5a4a4c" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    b += `<ellipse cx="${x + 5 * flip}" cy="1000" rx="110" ry="14" fill="#3f5245" opacity="0.45" filter="url(#blur3)"/>`;
    b += canopy(x + 170 * flip, 190, 420, 230, ['#b98c94', '#d4a5a5', '#e8c4c0'], seed, 34);
    b += blossoms(x + 200 * flip, 200, 430, 220, pink, seed + 100, 160, 5, 13);
  }
  b += `<ellipse cx="805" cy="912" rx="75" ry="10" fill="#3f5245" opacity="0.4" filter="url(#blur3)"/>`;
  b += couple(800, 905, 250, C.ink, 'hands');
  // falling petals
  b += blossoms(800, 620, 760, 420, ['#efd2cc', '#e2b6b6'], 31, 60, 3, 6);
  return svgDoc(1, defs, b);
});

// 02 — palace façade in evening light across a lawn
scenes.push(() => {
  const defs =
    linear('sky2', [[0, '#4b5576'], [0.45, '#a17f92'], [0.8, '#d9a37a'], [1, '#e6b877']]) +
    linear('lawn2', [[0, '#7c8d62'], [1, '#44553f']]) +
    radial('glow2', [[0, '#f3c77e', 0.85], [1, '#f3c77e', 0]]);
  let b = fill('url(#sky2)');
  b += `<ellipse cx="1250" cy="600" rx="520" ry="240" fill="url(#glow2)"/>`;
  // dark tree masses on both sides
  b += canopy(120, 520, 300, 240, ['#2f3b35', '#3c4a40', '#4b5a47'], 41, 30);
  b += canopy(1520, 540, 280, 220, ['#2f3b35', '#3c4a40', '#4b5a47'], 42, 30);
  b += palace(800, 650, 1080, 230, {
    wall: '#d6b38f',
    shade: '#b58f74',
    roof: '#5d5672',
    win: '#e7b461',
    trim: '#e4c7a1',
    dome: true,
  });
  // lawn with soft mowing stripes converging on the palace
  b += `<rect x="-60" y="645" width="${W + 120}" height="500" fill="url(#lawn2)"/>`;
  for (let i = -6; i <= 6; i += 2) {
    b += `<path d="M ${800 + i * 40} 650 L ${800 + (i + 1) * 40} 650 L ${800 + (i + 1) * 360} 1110 L ${800 + i * 360} 1110 Z" fill="#8b9c6c" opacity="0.22"/>`;
  }
  // long evening shadows from the topiaries
  for (const x of [300, 520, 1080, 1300]) {
    b += `<ellipse cx="${x - 90}" cy="${x < 800 ? 760 : 760}" rx="120" ry="9" fill="#2d3a2e" opacity="0.35"/>`;
    b += cypress(x, 765, 150, 46, '#3f5245', '#6f8466');
  }
  return svgDoc(2, defs, b, { band: 0.28 });
});

// 03 — ring on a bouquet of white roses (close-up)
scenes.push(() => {
  const defs =
    radial('bg3', [[0, '#8a6a76'], [0.6, '#6d5262'], [1, '#3f3140']], { cx: 0.5, cy: 0.35, r: 0.8 }) +
    linear('ring3', [[0, '#f5dca0'], [0.4, '#c9923f'], [0.7, '#f0cf8a'], [1, '#9c6d2e']], { x2: 1, y2: 1 });
  let b = fill('url(#bg3)');
  b += bokeh(51, 26, ['#ebc786', '#e8c4c0', '#f3e3c6'], [0, 0, W, 420], 20, 70, 0.3);
  b += bokeh(52, 10, ['#ebc786', '#d4a5a5'], [0, 380, W, 640], 25, 60, 0.14);
  // bouquet: leaves first, then a dome of cream roses filling the lower part
  const r = rng(53);
  let leaves = '';
  for (let i = 0; i < 60; i++) {
    const x = between(r, 0, 1600);
    const lift = Math.max(0, Math.cos(((x - 820) / 1000) * (Math.PI / 2)));
    const y = 1000 - lift * 270 + between(r, -40, 60);
    leaves += leaf(x, y, between(r, 80, 150), between(r, -160, -20), pick(r, [C.sageDark, C.sageMid, C.sage, '#55694f']));
  }
  b += leaves;
  // roses on a jittered grid whose top follows a dome (higher in the middle)
  const roses = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 14; col++) {
      const x = -40 + col * 128 + (row % 2) * 64 + between(r, -20, 20);
      const lift = Math.max(0, Math.cos(((x - 820) / 1000) * (Math.PI / 2)));
      const top = 1000 - lift * 270;
      const y = top + row * 95 + between(r, -15, 15);
      if (y < 1120) roses.push([x, y, between(r, 60, 82)]);
    }
  }
  roses.sort((a, c) => a[1] - c[1]);
  for (const [x, y, rr] of roses) b += rose(x, y, rr, '#ece2d3', '#cbbba5', '#5b4a50');
  // a few rosebuds in dusty rose for colour
  // a few smaller dusty-rose roses tucked in for colour
  for (let i = 0; i < 9; i++) {
    const x = between(r, 100, 1500);
    const lift = Math.max(0, Math.cos(((x - 820) / 1000) * (Math.PI / 2)));
    b += rose(x, 1000 - lift * 270 + between(r, 20, 120), between(r, 34, 46), C.rose, C.roseDeep, '#4a3a40');
  }
  // the ring, resting on top of the roses
  b += `<g transform="translate(880 770) scale(1.35) translate(-980 -790)">
    <ellipse cx="988" cy="815" rx="80" ry="28" fill="#3c2e35" opacity="0.5" filter="url(#blur8)"/>
    <ellipse cx="980" cy="790" rx="70" ry="34" fill="none" stroke="#8a5f2a" stroke-width="15"/>
    <ellipse cx="980" cy="789" rx="70" ry="34" fill="none" stroke="url(#ring3)" stroke-width="11"/>
    <path d="M 965 752 L 995 752 L 1004 740 L 980 722 L 956 740 Z" fill="#dfe7ee" stroke="#b9c6d3" stroke-width="2"/>
    <path d="M 956 740 L 1004 740 M 980 722 L 973 740 L 980 752 M 980 722 L 987 740 L 980 752" stroke="#aebdcc" stroke-width="1.5" fill="none"/>
    <circle cx="973" cy="734" r="3" fill="#ffffff" opacity="0.8"/></g>`;
  return svgDoc(3, defs, b, { band: 0.3 });
});

// 04 — small chapel at the edge of the gardens, door open
scenes.push(() => {
  const defs =
    linear('sky4', [[0, '#93b0cb'], [0.7, '#c4cfcf'], [1, '#d6d3c2']]) +
    linear('lawn4', [[0, '#a4b48c'], [1, '#6f8466']]);
  let b = fill('url(#sky4)');
  // soft clouds high up (kept out of the centre band)
  b += `<g filter="url(#blur30)" opacity="0.7"><ellipse cx="330" cy="150" rx="260" ry="50" fill="#f0ebe2"/><ellipse cx="1200" cy="110" rx="300" ry="45" fill="#ece6dd"/></g>`;
  // woodland behind the chapel = "edge of the gardens"
  b += canopy(1150, 560, 620, 170, ['#4b5e4b', '#5f7658', '#71886a'], 61, 40);
  b += canopy(250, 600, 420, 110, ['#6a7f64', '#7f9670', '#93a884'], 62, 30);
  b += hills(690, 12, 'url(#lawn4)', 63, 3);
  b += chapel(880, 720, 300, { wall: '#e3d6c0', shade: '#c7b79e', roof: '#a8756c', doorGlow: '#e9b15d', door: '#7a5648', open: true, window: '#7f93ab' });
  // a path curving from the foreground to the open door
  b += `<path d="M 480 1110 C 700 930 900 860 950 725 L 985 725 C 990 860 900 960 900 1110 Z" fill="#d3c3a4" opacity="0.85"/>`;
  // flower beds and low box hedges in the foreground
  b += `<path d="M -60 940 Q 250 870 560 900 L 510 1110 L -60 1110 Z" fill="${C.sageDark}"/>`;
  b += blossoms(230, 930, 300, 40, [C.rose, '#e9c9c2', C.goldLight, C.roseMid], 64, 90, 6, 11);
  b += `<path d="M 1660 900 Q 1300 880 1050 960 L 990 1110 L 1660 1110 Z" fill="${C.sageDark}"/>`;
  b += blossoms(1330, 950, 270, 40, [C.rose, '#e9c9c2', C.cream, C.roseMid], 65, 80, 6, 11);
  // large tree framing the left edge
  b += trunk(120, 900, 640, 36, '#4f4444');
  b += canopy(170, 200, 360, 230, ['#4b5e4b', '#5f7658', '#7f9670'], 66, 36);
  return svgDoc(4, defs, b, { band: 0.34 });
});

// 05 — couple walking along a gravel path lined with hedges (one-point perspective)
scenes.push(() => {
  const vx = 800;
  const vy = 575;
  const defs =
    linear('sky5', [[0, '#c9cfd2'], [0.6, '#e3cfa7'], [1, '#e9c68f']]) +
    linear('gravel5', [[0, '#c9b592'], [1, '#d8c8a9']]) +
    linear('hedgeL', [[0, '#3d5040'], [1, '#5c7355']], { x2: 1, y2: 0 }) +
    linear('hedgeR', [[0, '#5c7355'], [1, '#3d5040']], { x2: 1, y2: 0 });
  let b = fill('url(#sky5)');
  b += `<circle cx="${vx}" cy="${vy - 40}" r="120" fill="#f1d08e" opacity="0.5" filter="url(#blur30)"/>`;
  b += `<g opacity="0.6">${palace(vx, vy + 4, 260, 60, { wall: '#c9b69d', shade: '#b29f8b', roof: '#8f8596', win: '#a89886', trim: '#d2c2ab', dome: false })}</g>`;
  // trees above the hedges
  b += canopy(230, 150, 360, 170, ['#4b5e4b', '#5f7658', '#71886a'], 71, 34);
  b += canopy(1370, 140, 360, 180, ['#4b5e4b', '#5f7658', '#71886a'], 72, 34);
  // grass verges (under the hedges too, so no sky shows through), gravel path
  b += `<rect x="-60" y="${vy + 5}" width="${W + 120}" height="${H}" fill="#7c915f"/>`;
  b += `<path d="M ${vx - 14} ${vy + 15} L 180 1130 L 1420 1130 L ${vx + 14} ${vy + 15} Z" fill="url(#gravel5)"/>`;
  // hedge walls: top edge with bumps, narrowing to the vanishing point
  // hedge walls: bumpy top edge running from the vanishing point out to the
  // top corners, bottom edge down to the lower corners
  function hedgeWall(side) {
    const farX = vx - 40 * side;
    const edgeX = side > 0 ? -80 : W + 80;
    const topY = vy - 22;
    let d = `M ${farX} ${vy + 16} L ${farX} ${topY}`;
    const steps = 9;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const tm = t - 0.5 / steps; // control point between bumps, lifted a little
      d += ` Q ${n(farX + (edgeX - farX) * tm)} ${n(topY + (330 - topY) * tm - 14 * t)} ${n(farX + (edgeX - farX) * t)} ${n(topY + (330 - topY) * t)}`;
    }
    d += ` L ${edgeX} 1000 Z`;
    return `<path d="${d}" fill="url(#${side > 0 ? 'hedgeL' : 'hedgeR'})"/>`;
  }
  b += hedgeWall(1) + hedgeWall(-1);
  // topiary balls along the hedges, shrinking with distance
  for (let i = 0; i < 4; i++) {
    const t = [0.8, 0.52, 0.34, 0.21][i];
    const y = vy - 22 + (330 - (vy - 22)) * t;
    const rr = 8 + 70 * t;
    for (const s of [1, -1]) {
      const x = s > 0 ? 760 + (-80 - 760) * t : 840 + (W + 80 - 840) * t;
      b += `<rect x="${n(x + s * rr * 0.4 - rr * 0.12)}" y="${n(y - rr * 0.6)}" width="${n(rr * 0.24)}" height="${n(rr * 0.7)}" fill="#5a4a40"/>`;
      b += `<circle cx="${n(x + s * rr * 0.4)}" cy="${n(y - rr * 0.9)}" r="${n(rr * 0.8)}" fill="#5b7452"/>`;
      b += `<circle cx="${n(x + s * rr * 0.4 - rr * 0.2)}" cy="${n(y - rr * 1.1)}" r="${n(rr * 0.45)}" fill="#8ea77c" opacity="0.7"/>`;
    }
  }
  b += `<ellipse cx="808" cy="842" rx="52" ry="7" fill="#6b5b47" opacity="0.35" filter="url(#blur3)"/>`;
  b += couple(800, 838, 175, '#3a3338', 'hands');
  return svgDoc(5, defs, b, { band: 0.3 });
});

// 06 — stone fountain in the gardens (with the couple sitting on its rim)
scenes.push(() => {
  const defs =
    linear('sky6', [[0, '#7896b6'], [0.55, '#a9bfd4'], [1, '#dccdb4']]) +
    linear('stone6', [[0, '#c3b7a4'], [1, '#978b7b']]) +
    linear('water6', [[0, '#7c9cb8'], [1, '#5d7f9d']]) +
    linear('ground6', [[0, '#b8b096'], [1, '#9b9379']]);
  let b = fill('url(#sky6)');
  b += `<g filter="url(#blur30)" opacity="0.6" fill="#eee6da"><ellipse cx="420" cy="120" rx="280" ry="40"/><ellipse cx="1250" cy="190" rx="240" ry="36"/></g>`;
  // distant round trees between the cypresses, for depth
  b += canopy(800, 560, 900, 90, ['#7f9670', '#93a884'], 80, 40);
  // row of cypresses and a clipped hedge behind the fountain
  const r = rng(81);
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 185 + between(r, -20, 20);
    b += cypress(x, 640, between(r, 300, 420), 90, '#4a5e4c', '#7a9170');
  }
  b += `<rect x="-60" y="560" width="${W + 120}" height="95" rx="30" fill="#5f7658"/>`;
  b += `<rect x="-60" y="560" width="${W + 120}" height="22" rx="11" fill="#7f9670" opacity="0.7"/>`;
  b += `<rect x="-60" y="650" width="${W + 120}" height="500" fill="url(#ground6)"/>`;
  // lower basin
  b += `<ellipse cx="800" cy="860" rx="520" ry="120" fill="#7d7264"/>`;
  b += `<ellipse cx="800" cy="835" rx="520" ry="115" fill="url(#stone6)"/>`;
  b += `<ellipse cx="800" cy="832" rx="470" ry="92" fill="url(#water6)"/>`;
  b += `<ellipse cx="760" cy="815" rx="300" ry="30" fill="#a9c1d9" opacity="0.35"/>`;
  b += `<path d="M 280 835 L 280 920 Q 800 1010 1320 920 L 1320 835 Q 800 960 280 835 Z" fill="#8e8272"/>`;
  // pedestal, upper bowl, top finial
  b += `<path d="M 770 830 L 760 600 L 840 600 L 830 830 Z" fill="url(#stone6)"/>`;
  b += `<path d="M 640 590 Q 800 660 960 590 L 940 575 L 660 575 Z" fill="url(#stone6)"/>`;
  b += `<ellipse cx="800" cy="575" rx="150" ry="22" fill="#a99d8b"/>`;
  b += `<ellipse cx="800" cy="574" rx="132" ry="15" fill="#6f8fac"/>`;
  b += `<path d="M 788 575 L 784 470 L 816 470 L 812 575 Z" fill="#b3a794"/>`;
  b += `<ellipse cx="800" cy="470" rx="52" ry="11" fill="#a99d8b"/>`;
  // water: arcs falling from the upper bowl, a soft central jet
  b += `<g fill="none" stroke="#dfeaf2" stroke-linecap="round" opacity="0.55">
    <path d="M 800 465 Q 800 390 800 380" stroke-width="8"/>
    <path d="M 800 385 Q 760 400 735 565" stroke-width="4"/>
    <path d="M 800 385 Q 840 400 865 565" stroke-width="4"/>
    <path d="M 655 590 Q 610 640 600 820" stroke-width="5"/>
    <path d="M 945 590 Q 990 640 1000 820" stroke-width="5"/>
    <path d="M 700 605 Q 680 690 680 825" stroke-width="3"/>
    <path d="M 900 605 Q 920 690 920 825" stroke-width="3"/></g>`;
  b += `<g filter="url(#blur8)" opacity="0.45" fill="#e8f0f5"><ellipse cx="600" cy="822" rx="40" ry="10"/><ellipse cx="1000" cy="822" rx="40" ry="10"/><circle cx="800" cy="380" r="18"/></g>`;
  // the couple sitting on the rim, right side
  b += couple(1170, 898, 170, '#3a3338', 'sitting');
  // potted roses at the front corners
  for (const x of [90, 1510]) {
    b += `<path d="M ${x - 62} 1110 L ${x - 45} 960 L ${x + 45} 960 L ${x + 62} 1110 Z" fill="#b48a73"/>`;
    b += canopy(x, 915, 110, 70, ['#4b5e4b', '#5f7658'], x, 16);
    b += blossoms(x, 905, 90, 55, [C.rose, '#e9c9c2', C.roseMid], x + 1, 30, 7, 12);
  }
  return svgDoc(6, defs, b, { band: 0.34 });
});

// 07 — two silhouettes against a setting sun
scenes.push(() => {
  const defs =
    linear('sky7', [[0, '#3b4466'], [0.35, '#7a6283'], [0.62, '#c9808a'], [0.8, '#e49d6e'], [1, '#efb96f']]) +
    radial('sun7', [[0, '#f6d79a'], [0.55, '#f2c27a'], [1, '#f2c27a', 0]]);
  let b = fill('url(#sky7)');
  // thin cloud streaks
  b += `<g opacity="0.35" filter="url(#blur8)" fill="#f3c9a6"><ellipse cx="380" cy="300" rx="300" ry="14"/><ellipse cx="1200" cy="240" rx="360" ry="12"/><ellipse cx="1000" cy="420" rx="250" ry="10"/></g>`;
  b += `<circle cx="1040" cy="800" r="300" fill="url(#sun7)" opacity="0.8"/>`;
  b += `<circle cx="1040" cy="800" r="120" fill="#f4cf8c"/>`;
  // layered hills getting darker toward the front
  b += hills(790, 25, '#8a6a7a', 91, 3);
  b += hills(845, 30, '#5e4a5e', 92, 4);
  b += `<path d="M -60 1130 L -60 900 Q 500 860 1040 880 Q 1400 890 1660 920 L 1660 1130 Z" fill="#2f2836"/>`;
  // lone tree on the left
  b += trunk(230, 900, 330, 20, '#2a2430');
  b += canopy(250, 540, 220, 120, ['#2a2430', '#332b3a'], 93, 28);
  b += couple(1040, 882, 290, '#231e28', 'facing');
  // a few birds
  b += `<g fill="none" stroke="#2f2836" stroke-width="3" stroke-linecap="round" opacity="0.7">
    <path d="M 560 200 q 12 -10 22 0 q 10 -10 22 0"/><path d="M 620 240 q 9 -8 17 0 q 8 -8 17 0"/><path d="M 515 255 q 8 -7 15 0 q 7 -7 15 0"/></g>`;
  return svgDoc(7, defs, b, { band: 0.26 });
});

// 08 — chapel interior with candles and benches
scenes.push(() => {
  const vx = 800;
  const vy = 520;
  const defs =
    linear('wall8', [[0, '#3b2f36'], [1, '#5b4840']]) +
    linear('floor8', [[0, '#6d5646'], [1, '#3d3029']]) +
    linear('window8', [[0, '#9fb4cc'], [0.6, '#c9a8b0'], [1, '#e2bf86']]) +
    radial('flame8', [[0, '#fbe3a5'], [0.35, '#f0bb62', 0.8], [1, '#f0bb62', 0]]) +
    linear('beam8', [[0, '#e9cc92', 0.35], [1, '#e9cc92', 0]]);
  let b = fill('url(#wall8)');
  // back wall and side walls in perspective
  b += `<rect x="560" y="130" width="480" height="430" fill="#6b5650"/>`;
  b += `<path d="M -60 -60 L 560 130 L 560 560 L -60 1130 Z" fill="#4a3b3c"/>`;
  b += `<path d="M 1660 -60 L 1040 130 L 1040 560 L 1660 1130 Z" fill="#4a3b3c"/>`;
  b += `<path d="M -60 1130 L 560 560 L 1040 560 L 1660 1130 Z" fill="url(#floor8)"/>`;
  // tall arched window, kept above the text band
  b += `<path d="M 720 380 L 720 220 A 80 80 0 0 1 880 220 L 880 380 Z" fill="url(#window8)" opacity="0.9"/>`;
  b += `<path d="M 800 140 L 800 380 M 720 290 L 880 290" stroke="#4a3b3c" stroke-width="6"/>`;
  // light beams falling from the window
  b += `<path d="M 720 380 L 880 380 L 1060 1067 L 640 1067 Z" fill="url(#beam8)" opacity="0.45" filter="url(#blur8)"/>`;
  // side windows
  for (const [x1, x2] of [[140, 260], [300, 390]]) {
    b += `<path d="M ${x1} ${330 - x1 * 0.1} L ${x2} ${330 - x2 * 0.15} L ${x2} ${520 + x2 * 0.02} L ${x1} ${560 + x1 * 0.05} Z" fill="#8ea1b8" opacity="0.55"/>`;
    b += `<path d="M ${W - x1} ${330 - x1 * 0.1} L ${W - x2} ${330 - x2 * 0.15} L ${W - x2} ${520 + x2 * 0.02} L ${W - x1} ${560 + x1 * 0.05} Z" fill="#8ea1b8" opacity="0.55"/>`;
  }
  // altar with a cream cloth
  b += `<rect x="700" y="490" width="200" height="70" fill="#8a7264"/>`;
  b += `<rect x="690" y="480" width="220" height="22" fill="#d8ccb6"/>`;
  // aisle runner in dusty rose
  b += `<path d="M 780 560 L 820 560 L 1000 1130 L 600 1130 Z" fill="${C.roseDeep}" opacity="0.85"/>`;
  // pews: rows of dark wooden benches on both sides
  for (let i = 0; i < 7; i++) {
    const t = Math.pow((i + 1) / 7, 1.6);
    const y = vy + 50 + (1000 - vy - 50) * t;
    const depth = 14 + 60 * t;
    const innerL = vx - 30 - (190 * t + 20);
    const outerL = -60 + (560 + 60) * (1 - t) * 0.92;
    for (const [a, c] of [[outerL, innerL], [W - innerL, W - outerL]]) {
      b += `<rect x="${n(a)}" y="${n(y - depth * 1.3)}" width="${n(c - a)}" height="${n(depth * 0.55)}" rx="4" fill="#3a2a24"/>`;
      b += `<rect x="${n(a)}" y="${n(y - depth * 0.75)}" width="${n(c - a)}" height="${n(depth * 0.3)}" fill="#5a4334"/>`;
      b += `<rect x="${n(a)}" y="${n(y - depth * 0.45)}" width="${n(c - a)}" height="${n(depth * 0.45)}" fill="#2c201c"/>`;
    }
  }
  // candles: on the altar and on stands along the aisle
  function candle(x, y, h, w) {
    return (
      `<circle cx="${x}" cy="${y - h - w * 1.2}" r="${w * 5}" fill="url(#flame8)" opacity="0.7"/>` +
      `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" fill="#efe3cc"/>` +
      `<ellipse cx="${x}" cy="${y - h - w * 1.1}" rx="${w * 0.35}" ry="${w * 0.9}" fill="#fbe0a0"/>`
    );
  }
  for (const x of [725, 760, 840, 875]) b += candle(x, 480, 40, 9);
  for (const [x, y, s] of [[700, 640, 0.6], [900, 640, 0.6], [610, 780, 0.85], [990, 780, 0.85], [470, 990, 1.2], [1130, 990, 1.2]]) {
    b += `<rect x="${x - 3 * s}" y="${y - 140 * s}" width="${6 * s}" height="${140 * s}" fill="#8a6d4a"/>`;
    b += `<ellipse cx="${x}" cy="${y}" rx="${22 * s}" ry="${6 * s}" fill="#6a5238"/>`;
    b += candle(x, y - 140 * s, 34 * s, 12 * s);
    b += blossoms(x, y - 140 * s, 26 * s, 10 * s, ['#efe3cc', C.rose], x, 8, 4 * s, 7 * s);
  }
  return svgDoc(8, defs, b, { band: 0.22 });
});

// 09 — couple dancing on the grass before the palace (dusk, string lights)
scenes.push(() => {
  const defs =
    linear('sky9', [[0, '#27304b'], [0.5, '#545a80'], [0.85, '#a67f92'], [1, '#c99a8f']]) +
    linear('grass9', [[0, '#4d6250'], [1, '#2f3d33']]) +
    radial('bulb9', [[0, '#fde3a2'], [0.3, '#f2c16d', 0.7], [1, '#f2c16d', 0]]);
  let b = fill('url(#sky9)');
  const r = rng(101);
  for (let i = 0; i < 40; i++) {
    b += `<circle cx="${n(between(r, 0, W))}" cy="${n(between(r, 0, 300))}" r="${n(between(r, 1, 2.4))}" fill="#f3ead8" opacity="${n(between(r, 0.3, 0.8))}"/>`;
  }
  b += palace(800, 640, 1200, 210, { wall: '#5a5570', shade: '#4a4560', roof: '#3a3650', win: '#e4a95a', trim: '#6a6480', dome: true });
  b += canopy(60, 560, 240, 200, ['#232b33', '#2c3640'], 102, 26);
  b += canopy(1560, 560, 240, 200, ['#232b33', '#2c3640'], 103, 26);
  b += `<rect x="-60" y="635" width="${W + 120}" height="500" fill="url(#grass9)"/>`;
  // warm pool of light where they dance
  b += `<ellipse cx="800" cy="930" rx="420" ry="70" fill="#e9b66a" opacity="0.22" filter="url(#blur30)"/>`;
  // string lights: two catenaries across the top with glowing bulbs
  for (const [y0, sag, seed] of [[60, 170, 1], [150, 120, 2]]) {
    let d = '';
    let bulbs = '';
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      const x = -40 + (W + 80) * t;
      const y = y0 + sag * 4 * t * (1 - t);
      d += `${i ? 'L' : 'M'} ${n(x)} ${n(y)} `;
      if (i % 3 === seed % 3) {
        bulbs += `<circle cx="${n(x)}" cy="${n(y + 10)}" r="22" fill="url(#bulb9)"/><circle cx="${n(x)}" cy="${n(y + 10)}" r="4.5" fill="#fbe3a8"/>`;
      }
    }
    b += `<path d="${d}" stroke="#1e2236" stroke-width="2" fill="none"/>` + bulbs;
  }
  // fireflies (drawn before the couple so none land on the silhouettes)
  b += blossoms(800, 820, 760, 200, ['#f2c16d', '#fbe3a8'], 104, 30, 2, 4);
  b += `<ellipse cx="805" cy="935" rx="90" ry="10" fill="#1d251f" opacity="0.5" filter="url(#blur3)"/>`;
  b += couple(800, 930, 280, '#1f1a22', 'dance');
  return svgDoc(9, defs, b, { band: 0.18 });
});

// 10 — arch of climbing roses framing the view to the chapel
scenes.push(() => {
  const defs =
    linear('sky10', [[0, '#a9bfd2'], [0.7, '#d8c7b8'], [1, '#e2c7a9']]) +
    linear('lawn10', [[0, '#9aad84'], [1, '#6c8260']]);
  let b = fill('url(#sky10)');
  // the view through the arch: lawn, path, distant chapel
  b += canopy(800, 600, 700, 70, ['#6f8466', '#7f9670', '#90a57f'], 111, 36);
  b += hills(640, 6, 'url(#lawn10)', 112, 2);
  b += `<path d="M 625 1110 Q 760 800 790 650 L 815 650 Q 860 800 995 1110 Z" fill="#d5c6aa"/>`;
  b += tree(600, 655, 70, ['#5f7658', '#7f9670'], '#5a4a40', 114);
  b += tree(1010, 660, 85, ['#5f7658', '#7f9670'], '#5a4a40', 115);
  b += chapel(755, 650, 130, { wall: '#ddd0bb', shade: '#c2b29a', roof: '#a8756c', doorGlow: '#c59a66', door: '#7a5648', open: false, window: '#8294aa' });
  // the arch itself: everything outside a pointed opening is foliage + roses
  const arch = 'M 420 1130 L 420 430 C 420 230 600 130 800 110 C 1000 130 1180 230 1180 430 L 1180 1130 Z';
  b += `<path d="M -60 -60 L ${W + 60} -60 L ${W + 60} ${H + 60} L -60 ${H + 60} Z ${arch}" fill-rule="evenodd" fill="#3f5245"/>`;
  // leaves and roses hugging the arch edge (denser near the opening)
  const r = rng(113);
  let foliage = '';
  let flowers = '';
  for (let i = 0; i < 420; i++) {
    const t = r();
    // point along the arch outline (left post, curve, right post)
    let x;
    let y;
    if (t < 0.3) {
      x = 420;
      y = 1067 - (t / 0.3) * 640;
    } else if (t < 0.7) {
      const a = Math.PI * (1 - (t - 0.3) / 0.4);
      x = 800 + Math.cos(a) * 380;
      y = 430 - Math.sin(a) * 320;
    } else {
      x = 1180;
      y = 427 + ((t - 0.7) / 0.3) * 640;
    }
    // push outward from the opening by a random amount
    const out = between(r, -55, 260) * (x < 800 ? -1 : 1);
    const xx = x + out * (t > 0.35 && t < 0.65 ? 0.4 : 1);
    const yy = y - (t > 0.3 && t < 0.7 ? Math.abs(out) * 0.6 : 0) + between(r, -20, 20);
    foliage += leaf(xx, yy, between(r, 30, 60), between(r, 0, 360), pick(r, ['#5f7658', '#7f9670', '#4b6149', '#9caf88']));
    if (r() < 0.45) {
      flowers += rose(xx + between(r, -20, 20), yy + between(r, -20, 20), between(r, 12, 24), pick(r, [C.rose, '#e6bcb8', C.roseMid, '#efd6cd']), C.roseDeep, '#2f3d33');
    }
  }
  b += foliage + flowers;
  // darker outer corners so the roses glow
  b += `<rect x="-60" y="-60" width="300" height="1200" fill="#2a3630" opacity="0.45" filter="url(#blur30)"/>`;
  b += `<rect x="1360" y="-60" width="300" height="1200" fill="#2a3630" opacity="0.45" filter="url(#blur30)"/>`;
  return svgDoc(10, defs, b, { band: 0.34 });
});

// ---------------------------------------------------------------------------
// Render photos
// ---------------------------------------------------------------------------

async function renderPhotos() {
  mkdirSync(PHOTO_DIR, { recursive: true });
  for (let i = 0; i < scenes.length; i++) {
    const name = String(i + 1).padStart(2, '0');
    const out = join(PHOTO_DIR, `${name}.jpg`);
    await sharp(Buffer.from(scenes[i]()))
      .extract({ left: MARGIN, top: MARGIN, width: W, height: H })
      .flatten({ background: '#000000' })
      // mozjpeg + 4:2:0 chroma keeps soft gradients small without banding
      .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toFile(out);
    console.log(`photo  ${name}.jpg  ${kb(out)}`);
  }
}

// ---------------------------------------------------------------------------
// Video: three photos, slow Ken Burns moves, crossfades, seamless loop
// ---------------------------------------------------------------------------

function renderVideo() {
  mkdirSync(VIDEO_DIR, { recursive: true });
  const FPS = 24;
  const CLIP = 2.5; // seconds per photo
  const FADE = 0.75; // crossfade length
  // 3 clips + a final fade back to the first frame: 3*2.5 - 2*0.75 = 6 s
  const frames = Math.round(CLIP * FPS);
  const fadeFrames = Math.round(FADE * FPS);
  const inputs = ['01.jpg', '09.jpg', '10.jpg'].map((f) => join(PHOTO_DIR, f));

  // Crop 3:2 → 16:9, upscale 4× first so zoompan's integer crop positions
  // don't make the slow motion jitter, then render each move at 960×540.
  const prep = 'crop=1600:900,scale=3840:2160:flags=lanczos';
  const zp = (z, x, y, d) => `zoompan=z='${z}':x='${x}':y='${y}':d=${d}:s=960x540:fps=${FPS}`;
  const tail = `,format=yuv420p,setsar=1,settb=AVTB`;
  const last = frames - 1;
  const filter = [
    // A: slow push-in toward the couple (starts at zoom 1 = full frame)
    `[0:v]${prep},${zp(`1+0.12*on/${last}`, 'iw/2-(iw/zoom/2)', 'ih*0.62-(ih/zoom*0.62)', frames)}${tail}[a]`,
    // B: gentle pan left → right at a fixed zoom
    `[1:v]${prep},${zp('1.14', `(iw-iw/zoom)*on/${last}`, 'ih/2-(ih/zoom/2)', frames)}${tail}[b]`,
    // C: slow pull-out through the rose arch
    `[2:v]${prep},${zp(`1.16-0.12*on/${last}`, 'iw/2-(iw/zoom/2)', 'ih/2-(ih/zoom/2)', frames)}${tail}[c]`,
    // D: a still of A's first frame, so the clip ends where it starts (loops cleanly)
    `[3:v]${prep},${zp('1', '0', '0', fadeFrames)}${tail}[d]`,
    `[a][b]xfade=transition=fade:duration=${FADE}:offset=${CLIP - FADE}[ab]`,
    `[ab][c]xfade=transition=fade:duration=${FADE}:offset=${2 * CLIP - 2 * FADE}[abc]`,
    `[abc][d]xfade=transition=fade:duration=${FADE}:offset=${3 * CLIP - 3 * FADE}[out]`,
  ].join(';');

  const out = join(VIDEO_DIR, 'save-the-date.mp4');
  execFileSync(
    'ffmpeg',
    [
      '-y', '-loglevel', 'error',
      ...inputs.flatMap((f) => ['-i', f]),
      '-i', inputs[0],
      '-filter_complex', filter,
      '-map', '[out]',
      '-an',
      '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-tune', 'film',
      '-profile:v', 'high', '-pix_fmt', 'yuv420p',
      '-r', String(FPS), '-t', '6',
      '-movflags', '+faststart',
      out,
    ],
    { stdio: 'inherit' },
  );
  console.log(`video  save-the-date.mp4  ${kb(out)}`);
}

// Poster = the video's first frame: photo 01 cropped to 16:9 and scaled,
// exactly what clip A shows at zoom 1.
async function renderPoster() {
  const out = join(VIDEO_DIR, 'poster.jpg');
  await sharp(join(PHOTO_DIR, '01.jpg'))
    .extract({ left: 0, top: Math.floor((H - 900) / 2), width: 1600, height: 900 })
    .resize(960, 540, { kernel: 'lanczos3' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(out);
  console.log(`poster poster.jpg  ${kb(out)}`);
}

function kb(file) {
  return `${(statSync(file).size / 1024).toFixed(1)} kB`;
}

await renderPhotos();
renderVideo();
await renderPoster();
