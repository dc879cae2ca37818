/**
 * Generated editorial cover art for articles: a self-contained SVG (no scripts, no external
 * fonts or images) in the Projingga palette. Deterministic for a given style and seed.
 *
 * The artwork is designed on a 1200×630 stage: the label sits bottom-left, the illustration
 * lives on the right. Other sizes keep the stage height and stretch/shrink the width, with the
 * illustration anchored to the right edge.
 */
import { escapeHtml } from "#server/shared/escape-html.ts";
import type { CoverStyle } from "./demo-articles.ts";

const STAGE_W = 1200;
const STAGE_H = 630;
const FONT = "Plus Jakarta Sans, Arial, sans-serif";
const TEXT_X = 72;
const TEXT_BASELINE = 552;
const TEXT_MAX_W = 590;

type Rng = () => number;

/** mulberry32: tiny, fast, good enough for artwork. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length];
}

/** Numbers with at most two decimals keep the markup compact. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

type Palette = {
  name: CoverStyle["palette"];
  dark: boolean;
  /** Markup of the background gradient(s); ids are prefixed by the caller. */
  background: (id: string, width: number) => string;
  ink: string;
  inkHighlight: string;
  kicker: string;
  kickerMuted: string;
  accentBar: string;
  /** Strongest contrasting shape colour. */
  hi: string;
  /** Secondary accent. */
  hi2: string;
  /** Subtle tints for quiet shapes. */
  soft: string;
  soft2: string;
  /** Warm gradient pair (yellow → orange family) and a deeper pair. */
  g1: [string, string];
  g2: [string, string];
  /** Flat stand-ins for the background behind the art: the cuts across the waves' sun, the grid's gaps. */
  slit: string;
  tileGround: string;
  /** The chart's bars (its gradient when unset) and its last, highlighted bar. */
  chartBar?: string;
  chartLastBar: string;
  ui: {
    win: string;
    chrome: string;
    block: string;
    line: string;
    head: string;
    btn: string;
    btnInk: string;
    shadow: string;
  };
};

const LIGHT_UI: Palette["ui"] = {
  win: "#FFFFFF",
  chrome: "#F1EFE8",
  block: "#ECE9E0",
  line: "#D9D5C9",
  head: "#0F0F10",
  btn: "#FDD12A",
  btnInk: "#0F0F10",
  shadow: "rgba(15,15,16,0.22)",
};

const PALETTES: Record<CoverStyle["palette"], Palette> = {
  sun: {
    name: "sun",
    dark: false,
    background: (id, w) =>
      `<linearGradient id="${id}-bg" x1="0" y1="0" x2="${n(w)}" y2="${STAGE_H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#FDD12A"/><stop offset="0.55" stop-color="#FBB62A"/><stop offset="1" stop-color="#F68724"/></linearGradient>`,
    ink: "#0F0F10",
    inkHighlight: "#0F0F10",
    kicker: "#0F0F10",
    kickerMuted: "rgba(15,15,16,0.62)",
    accentBar: "#0F0F10",
    hi: "#0F0F10",
    hi2: "#FAFAF7",
    soft: "rgba(255,255,255,0.3)",
    soft2: "rgba(15,15,16,0.08)",
    g1: ["#FFF6D1", "#FDD12A"],
    g2: ["#F68724", "#D9481C"],
    slit: "#FCC02A",
    tileGround: "#FBC52A",
    chartBar: "#0F0F10",
    chartLastBar: "#FAFAF7",
    ui: LIGHT_UI,
  },
  dusk: {
    name: "dusk",
    dark: true,
    background: (id, w) =>
      `<linearGradient id="${id}-bg" x1="${n(w)}" y1="0" x2="0" y2="${STAGE_H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#F68724"/><stop offset="0.42" stop-color="#C23A52"/><stop offset="0.75" stop-color="#7A1D4A"/><stop offset="1" stop-color="#3A0E3A"/></linearGradient>`,
    ink: "#FFFFFF",
    inkHighlight: "#FDD12A",
    kicker: "#FFFFFF",
    kickerMuted: "rgba(255,255,255,0.72)",
    accentBar: "#FDD12A",
    hi: "#FDD12A",
    hi2: "#FAFAF7",
    soft: "rgba(255,255,255,0.13)",
    soft2: "rgba(30,6,30,0.28)",
    g1: ["#FDD12A", "#F68724"],
    g2: ["#8E1F4F", "#2A0A2C"],
    slit: "#B8325A",
    tileGround: "#B8325A",
    chartLastBar: "#FAFAF7",
    ui: { ...LIGHT_UI, shadow: "rgba(30,6,30,0.4)" },
  },
  night: {
    name: "night",
    dark: true,
    background: (id, w) =>
      `<radialGradient id="${id}-bg" cx="${n(w * 0.78)}" cy="${n(STAGE_H * 0.3)}" r="${n(w * 0.62)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#2A1C12"/><stop offset="0.45" stop-color="#17130F"/><stop offset="1" stop-color="#0F0F10"/></radialGradient>`,
    ink: "#FFFFFF",
    inkHighlight: "#FDD12A",
    kicker: "#FFFFFF",
    kickerMuted: "rgba(255,255,255,0.62)",
    accentBar: "#FDD12A",
    hi: "#FDD12A",
    hi2: "#F68724",
    soft: "rgba(255,255,255,0.06)",
    soft2: "#1C1B20",
    g1: ["#FDD12A", "#F68724"],
    g2: ["#F68724", "#B8325A"],
    slit: "#0F0F10",
    tileGround: "#0F0F10",
    chartLastBar: "#FDD12A",
    ui: {
      win: "#1A191D",
      chrome: "#242328",
      block: "#2D2B32",
      line: "#423F48",
      head: "#FAFAF7",
      btn: "#FDD12A",
      btnInk: "#0F0F10",
      shadow: "rgba(0,0,0,0.6)",
    },
  },
  cream: {
    name: "cream",
    dark: false,
    background: (id, w) =>
      `<linearGradient id="${id}-bg" x1="0" y1="0" x2="${n(w)}" y2="${STAGE_H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#FAFAF7"/><stop offset="1" stop-color="#F4F1E8"/></linearGradient>`,
    ink: "#0F0F10",
    inkHighlight: "#0F0F10",
    kicker: "#0F0F10",
    kickerMuted: "rgba(15,15,16,0.55)",
    accentBar: "#F68724",
    hi: "#0F0F10",
    hi2: "#F68724",
    soft: "#EFECE3",
    soft2: "#E6E2D6",
    g1: ["#FDD12A", "#F68724"],
    g2: ["#FFE58A", "#FDD12A"],
    slit: "#FAFAF7",
    tileGround: "#FAFAF7",
    chartLastBar: "#0F0F10",
    ui: { ...LIGHT_UI, win: "#FFFFFF", chrome: "#F3F1EA" },
  },
};

/** `textWidth` optionally narrows the label column when the art reaches further left. */
type Art = { defs: string; body: string; textWidth?: number };
type ArtContext = { rng: Rng; p: Palette; id: string };

function linear(id: string, from: string, to: string, angle = 90): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${n(0.5 - x)}" y1="${n(0.5 - y)}" x2="${n(0.5 + x)}" y2="${n(0.5 + y)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const HEART =
  "M0 0.35C-0.5 0-0.5-0.45-0.25-0.5C-0.1-0.53 0-0.42 0-0.32C0-0.42 0.1-0.53 0.25-0.5C0.5-0.45 0.5 0 0 0.35Z";
const SPARKLE =
  "M0-1C0.1-0.1 0.1-0.1 1 0C0.1 0.1 0.1 0.1 0 1C-0.1 0.1-0.1 0.1-1 0C-0.1-0.1-0.1-0.1 0-1Z";

function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  return `<path d="${SPARKLE}" transform="translate(${n(x)} ${n(y)}) scale(${n(size)})" fill="${fill}" opacity="${n(opacity)}"/>`;
}

function dotGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  r: number,
  fill: string,
  opacity = 1,
): string {
  let out = `<g fill="${fill}" opacity="${n(opacity)}">`;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++)
      out += `<circle cx="${n(x + i * gap)}" cy="${n(y + j * gap)}" r="${n(r)}"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

function circlesArt({ rng, p, id }: ArtContext): Art {
  const fills: Record<CoverStyle["palette"], [string, string][]> = {
    sun: [
      ["#FFF7D6", "#FFE27A"],
      ["#F68724", "#DB4E1C"],
      ["#2A2A2E", "#0F0F10"],
    ],
    dusk: [
      ["#FDD12A", "#F68724"],
      ["#F68724", "#A8284F"],
      ["#4A1242", "#1E0820"],
    ],
    night: [
      ["#FDD12A", "#F68724"],
      ["#F68724", "#B8325A"],
      ["#2B2A30", "#18171B"],
    ],
    cream: [
      ["#FDD12A", "#F68724"],
      ["#2A2A2E", "#0F0F10"],
      ["#FFF0B3", "#FDD12A"],
    ],
  };
  const set = fills[p.name];
  const defs = set
    .map((pair, i) => linear(`${id}-c${i}`, pair[0], pair[1], between(rng, 30, 150)))
    .join("");
  const big = {
    x: 900 + between(rng, -30, 40),
    y: 250 + between(rng, -30, 30),
    r: 245 + between(rng, -15, 20),
  };
  const mid = {
    x: 1085 + between(rng, -30, 30),
    y: 470 + between(rng, -30, 40),
    r: 175 + between(rng, -20, 25),
  };
  const small = {
    x: 735 + between(rng, -20, 30),
    y: 120 + between(rng, -20, 30),
    r: 78 + between(rng, -12, 18),
  };
  const order = rng() > 0.5 ? [0, 1] : [1, 0];
  const discs = [big, mid];
  let body = "";
  body += `<circle cx="${n(big.x + 60)}" cy="${n(big.y + 20)}" r="${n(big.r + 70)}" fill="none" stroke="${p.hi}" stroke-width="2" opacity="0.35"/>`;
  for (const k of order) {
    const c = discs[k];
    body += `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(c.r)}" fill="url(#${id}-c${k})"/>`;
  }
  body += `<circle cx="${n(small.x)}" cy="${n(small.y)}" r="${n(small.r)}" fill="url(#${id}-c2)"/>`;
  // Half disc peeking from the bottom edge.
  const hx = 790 + between(rng, -20, 40);
  const hr = 70 + between(rng, 0, 30);
  body += `<path d="M${n(hx - hr)} ${STAGE_H}A${n(hr)} ${n(hr)} 0 0 1 ${n(hx + hr)} ${STAGE_H}Z" fill="${p.hi}"/>`;
  // Ring and a thin orbit.
  const ring = {
    x: mid.x - between(rng, 120, 170),
    y: mid.y - between(rng, 150, 200),
    r: between(rng, 46, 64),
  };
  body += `<circle cx="${n(ring.x)}" cy="${n(ring.y)}" r="${n(ring.r)}" fill="none" stroke="${p.hi2}" stroke-width="14"/>`;
  body += dotGrid(
    1010 + between(rng, -20, 20),
    70 + between(rng, -10, 20),
    5,
    4,
    22,
    3.6,
    p.hi,
    0.75,
  );
  body += sparkle(small.x + small.r + 40, small.y + 70, 22, p.hi);
  return { defs, body };
}

function barsArt({ rng, p, id }: ArtContext): Art {
  const colours: Record<CoverStyle["palette"], string[]> = {
    sun: ["#0F0F10", "#FAFAF7", "#E0601D", "#FFE27A"],
    dusk: ["#FDD12A", "#FAFAF7", "#2A0A2C", "#F68724"],
    night: ["#FDD12A", "#F68724", "#2D2B32", "#FAFAF7"],
    cream: ["#0F0F10", "#FDD12A", "#F68724", "#E6E2D6"],
  };
  const set = colours[p.name];
  const angle = -between(rng, 28, 40);
  const clip = `<clipPath id="${id}-clip"><path d="M${n(730 + between(rng, -10, 30))} 0H1400V${STAGE_H}H${n(712 + between(rng, 0, 20))}Z"/></clipPath>`;
  const hatch = `<pattern id="${id}-hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(${n(angle + 90)})"><rect width="14" height="14" fill="none"/><rect width="5" height="14" fill="${set[0]}"/></pattern>`;
  let stripes = "";
  let y = -520;
  let i = 0;
  while (y < 520) {
    const w = pick(rng, [22, 34, 52, 78, 110]);
    const gap = pick(rng, [0, 10, 18, 30]);
    const roll = rng();
    const fill = roll < 0.14 ? `url(#${id}-hatch)` : set[i % set.length];
    stripes += `<rect x="-900" y="${n(y)}" width="1800" height="${w}" fill="${fill}"/>`;
    y += w + gap;
    i += rng() > 0.3 ? 1 : 2;
  }
  const cx = 960 + between(rng, -30, 30);
  const cy = 315 + between(rng, -20, 20);
  let body = `<g clip-path="url(#${id}-clip)"><g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">${stripes}</g></g>`;
  // The clip edge gets a crisp line and a medallion sitting on it.
  const mx = 730 + between(rng, -5, 10);
  const my = 150 + between(rng, -20, 40);
  const mr = 62 + between(rng, -6, 10);
  const medal = p.dark ? "#0F0F10" : "#FAFAF7";
  body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr + 12)}" fill="${p.hi}"/>`;
  body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="${medal}"/>`;
  body += sparkle(mx, my, mr * 0.55, p.dark ? "#FDD12A" : "#F68724");
  // Short dashes echoing the stripes on the quiet side.
  let dashes = `<g transform="rotate(${n(angle)} 520 180)" fill="${p.hi}" opacity="0.85">`;
  for (let k = 0; k < 4; k++) {
    dashes += `<rect x="${n(470 + k * 6)}" y="${n(150 + k * 22)}" width="${n(between(rng, 60, 120))}" height="8" rx="4"/>`;
  }
  body += `${dashes}</g>`;
  return { defs: clip + hatch, body, textWidth: 570 };
}

/** Points along a wave crest: two summed sines with a slight upward tilt to the right. */
function waveCrest(rng: Rng, base: number, amp: number, width: number): string {
  const len1 = between(rng, 380, 620);
  const len2 = between(rng, 180, 300);
  const ph1 = between(rng, 0, Math.PI * 2);
  const ph2 = between(rng, 0, Math.PI * 2);
  const tilt = between(rng, -0.09, -0.03);
  const points: string[] = [];
  for (let x = -20; x <= width + 20; x += 12) {
    const y =
      base +
      tilt * (x - 600) +
      amp * Math.sin((x / len1) * Math.PI * 2 + ph1) +
      amp * 0.35 * Math.sin((x / len2) * Math.PI * 2 + ph2);
    points.push(`${n(x)} ${n(y)}`);
  }
  return points.join("L");
}

function wavesArt({ rng, p, id }: ArtContext): Art {
  const layers: Record<CoverStyle["palette"], string[]> = {
    sun: ["rgba(255,255,255,0.28)", "#FFE27A", "#FBB62A", "#F79A2A", "#F28025"],
    dusk: ["rgba(255,255,255,0.1)", "#A8284F", "#7A1D4A", "#561447", "#3A0E3A"],
    night: ["#19181C", "#1F1E23", "#26252B", "#2E2C33", "#1A191D"],
    cream: ["#F3EEDC", "#FFE58A", "#FDD12A", "#F9AC27", "#F68724"],
  };
  const set = layers[p.name];
  const sunX = 930 + between(rng, -60, 60);
  const sunY = 215 + between(rng, -25, 25);
  const sunR = 150 + between(rng, -15, 25);
  const sunFill = p.name === "sun" ? ["#FFFFFF", "#FFF1B8"] : p.g1;
  // Crest lines (night only) fade in from the label column so they never cross the text.
  const defs =
    linear(`${id}-sun`, sunFill[0], sunFill[1], 90) +
    `<linearGradient id="${id}-crest" x1="560" y1="0" x2="860" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#FDD12A" stop-opacity="0"/><stop offset="1" stop-color="#FDD12A"/></linearGradient>` +
    `<linearGradient id="${id}-crest2" x1="560" y1="0" x2="860" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#F68724" stop-opacity="0"/><stop offset="1" stop-color="#F68724"/></linearGradient>`;
  let body = `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR + 36)}" fill="none" stroke="${p.hi}" stroke-width="2" opacity="0.4"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="url(#${id}-sun)"/>`;
  // Horizontal slits across the lower half of the sun, the classic poster cut.
  for (let k = 0; k < 3; k++) {
    const yy = sunY + sunR * 0.25 + k * 22;
    body += `<rect x="${n(sunX - sunR - 5)}" y="${n(yy)}" width="${n(sunR * 2 + 10)}" height="${n(5 + k * 3)}" fill="${p.slit}"/>`;
  }
  const bases = [330, 390, 445, 500, 570];
  for (let k = 0; k < set.length; k++) {
    const base = bases[k] + between(rng, -12, 12);
    const crest = waveCrest(rng, base, between(rng, 14, 30), STAGE_W);
    body += `<path d="M-20 ${STAGE_H + 20}L${crest}L${STAGE_W + 20} ${STAGE_H + 20}Z" fill="${set[k]}"/>`;
    if (p.name === "night" && k > 0) {
      body += `<path d="M${crest}" fill="none" stroke="url(#${id}-${k % 2 ? "crest" : "crest2"})" stroke-width="${k === 1 ? 3 : 2}" opacity="${n(0.9 - k * 0.15)}"/>`;
    }
  }
  body += sparkle(sunX - sunR - 70, sunY - 40, 20, p.hi);
  body += sparkle(sunX + sunR + 50, sunY - sunR + 10, 13, p.hi, 0.8);
  return { defs, body };
}

function tile(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  colours: string[],
  bg: string,
  clipId: string,
): string {
  const c1 = pick(rng, colours);
  let c2 = pick(rng, colours);
  if (c2 === c1) c2 = bg;
  const kind = Math.floor(rng() * 8);
  const base = `<rect x="${n(x)}" y="${n(y)}" width="${s}" height="${s}" rx="22" fill="${c1}"/>`;
  switch (kind) {
    case 0:
      return base;
    case 1: {
      // quarter circle from a corner
      const corner = Math.floor(rng() * 4);
      const cx = corner % 2 ? x + s : x;
      const cy = corner > 1 ? y + s : y;
      const sx = corner % 2 ? -1 : 1;
      const sy = corner > 1 ? -1 : 1;
      return `${base}<path clip-path="url(#${clipId})" d="M${n(cx)} ${n(cy)}L${n(cx + sx * s)} ${n(cy)}A${s} ${s} 0 0 ${sx * sy > 0 ? 1 : 0} ${n(cx)} ${n(cy + sy * s)}Z" fill="${c2}"/>`;
    }
    case 2:
      return `${base}<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.34)}" fill="${c2}"/>`;
    case 3: {
      // half circle sitting on the bottom edge
      return `${base}<path d="M${n(x + 10)} ${n(y + s - 10)}A${n(s / 2 - 10)} ${n(s / 2 - 10)} 0 0 1 ${n(x + s - 10)} ${n(y + s - 10)}Z" fill="${c2}"/>`;
    }
    case 4:
      return `${base}<path d="M${n(x + 12)} ${n(y + s - 12)}L${n(x + s - 12)} ${n(y + 12)}L${n(x + s - 12)} ${n(y + s - 12)}Z" fill="${c2}"/>`;
    case 5: {
      let lines = base;
      for (let k = 0; k < 4; k++) {
        lines += `<rect x="${n(x + 18)}" y="${n(y + 22 + k * 26)}" width="${n(s - 36)}" height="10" rx="5" fill="${c2}"/>`;
      }
      return lines;
    }
    case 6:
      return `${base}<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.3)}" fill="none" stroke="${c2}" stroke-width="14"/>`;
    default:
      return `${base}${sparkle(x + s / 2, y + s / 2, s * 0.34, c2)}`;
  }
}

function gridArt({ rng, p, id }: ArtContext): Art {
  const colours: Record<CoverStyle["palette"], string[]> = {
    sun: ["#0F0F10", "#FAFAF7", "#F68724", "#FFE27A"],
    dusk: ["#FDD12A", "#F68724", "#2A0A2C", "#FAFAF7", "#7A1D4A"],
    night: ["#FDD12A", "#F68724", "#26252B", "#FAFAF7", "#1C1B20"],
    cream: ["#0F0F10", "#FDD12A", "#F68724", "#E9E5D9"],
  };
  const set = colours[p.name];
  const s = 132;
  const gap = 14;
  const ox = 676 + between(rng, -8, 8);
  const oy = -42 + between(rng, -30, 20);
  let body = "";
  let defs = "";
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 5; row++) {
      const x = ox + col * (s + gap);
      const y = oy + row * (s + gap) + (col % 2 ? 36 : 0);
      const clipId = `${id}-t${col}${row}`;
      defs += `<clipPath id="${clipId}"><rect x="${n(x)}" y="${n(y)}" width="${s}" height="${s}" rx="22"/></clipPath>`;
      // Leave a couple of cells open so the grid breathes.
      if (rng() < 0.1) {
        body += `<rect x="${n(x)}" y="${n(y)}" width="${s}" height="${s}" rx="22" fill="none" stroke="${p.hi}" stroke-width="2" stroke-dasharray="6 8" opacity="0.6"/>`;
        continue;
      }
      body += tile(rng, x, y, s, set, p.tileGround, clipId);
    }
  }
  body += dotGrid(560 + between(rng, -10, 10), 96, 4, 3, 22, 3.4, p.hi, 0.6);
  return { defs, body };
}

function phoneArt({ rng, p, id }: ArtContext): Art {
  const angle = (rng() > 0.5 ? 1 : -1) * between(rng, 4, 9);
  const cx = 935 + between(rng, -20, 20);
  const cy = 352;
  const w = 292;
  const h = 596;
  const sw = w - 24;
  const sh = h - 24;
  const sx = -sw / 2;
  const sy = -sh / 2;
  const body0 = p.name === "night" ? "#1C1B20" : "#0F0F10";
  const screen: [string, string] =
    p.name === "night"
      ? ["#3A2018", "#16121A"]
      : p.name === "dusk"
        ? ["#2B1230", "#120812"]
        : ["#2E2125", "#121114"];
  const viewers = `${n(between(rng, 1.2, 48.9)).replace(/(\.\d).*/, "$1")}K`;
  const defs =
    linear(`${id}-scr`, screen[0], screen[1], 90) +
    linear(`${id}-host`, p.g1[0], p.g1[1], 70) +
    linear(`${id}-thumb`, p.g1[0], p.g1[1], 45) +
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${p.dark ? "#F68724" : "#FFFFFF"}" stop-opacity="${p.dark ? 0.45 : 0.7}"/><stop offset="1" stop-color="${p.dark ? "#F68724" : "#FFFFFF"}" stop-opacity="0"/></radialGradient>`;

  let body = `<circle cx="${n(cx)}" cy="${n(cy - 20)}" r="330" fill="url(#${id}-glow)"/>`;
  body += `<circle cx="${n(cx + 40)}" cy="${n(cy - 60)}" r="228" fill="none" stroke="${p.hi}" stroke-width="2" opacity="0.35"/>`;
  let g = `<g transform="translate(${n(cx)} ${cy}) rotate(${n(angle)})">`;
  g += `<rect x="${n(-w / 2 + 10)}" y="${n(-h / 2 + 22)}" width="${w}" height="${h}" rx="48" fill="rgba(0,0,0,0.25)"/>`;
  g += `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${w}" height="${h}" rx="48" fill="${body0}"${p.name === "night" ? ' stroke="#3A3940" stroke-width="2"' : ""}/>`;
  g += `<rect x="${n(sx)}" y="${n(sy)}" width="${sw}" height="${sh}" rx="38" fill="url(#${id}-scr)"/>`;
  // Studio scene: ring light, host, product in hand.
  g += `<circle cx="0" cy="-92" r="96" fill="none" stroke="#FDD12A" stroke-width="6" opacity="0.55"/>`;
  g += `<circle cx="0" cy="-92" r="116" fill="none" stroke="#F68724" stroke-width="2" opacity="0.4"/>`;
  g += `<path d="M-118 150C-118 50-70 10 0 10C70 10 118 50 118 150Z" fill="url(#${id}-host)"/>`;
  g += `<circle cx="0" cy="-82" r="52" fill="url(#${id}-host)"/>`;
  g += `<rect x="-36" y="48" width="72" height="88" rx="12" fill="#FAFAF7"/><rect x="-36" y="78" width="72" height="20" fill="#0F0F10"/>`;
  // Notch.
  g += `<rect x="-42" y="${n(sy + 12)}" width="84" height="22" rx="11" fill="#0F0F10"/>`;
  // Top bar: LIVE badge + viewers.
  g += `<rect x="${n(sx + 16)}" y="${n(sy + 48)}" width="74" height="30" rx="15" fill="#E8372C"/>`;
  g += `<circle cx="${n(sx + 33)}" cy="${n(sy + 63)}" r="5" fill="#FFFFFF"/>`;
  g += `<text x="${n(sx + 44)}" y="${n(sy + 69)}" font-family="${FONT}" font-weight="800" font-size="15" fill="#FFFFFF">LIVE</text>`;
  g += `<rect x="${n(sx + 98)}" y="${n(sy + 48)}" width="78" height="30" rx="15" fill="rgba(0,0,0,0.5)"/>`;
  g += `<circle cx="${n(sx + 116)}" cy="${n(sy + 63)}" r="6" fill="none" stroke="#FFFFFF" stroke-width="2.5"/>`;
  g += `<text x="${n(sx + 128)}" y="${n(sy + 69)}" font-family="${FONT}" font-weight="700" font-size="14" fill="#FFFFFF">${escapeHtml(viewers)}</text>`;
  // Floating hearts on the right.
  const heartColours = ["#FDD12A", "#F68724", "#FFFFFF", "#FF6B5A"];
  for (let k = 0; k < 6; k++) {
    const hx = sx + sw - 34 + between(rng, -14, 10);
    const hy = 120 - k * 44 + between(rng, -8, 8);
    const size = between(rng, 22, 36);
    g += `<path d="${HEART}" transform="translate(${n(hx)} ${n(hy)}) scale(${n(size)})" fill="${pick(rng, heartColours)}" opacity="${n(1 - k * 0.13)}"/>`;
  }
  // Comments.
  for (let k = 0; k < 3; k++) {
    const y = sy + sh - 196 + k * 38;
    const bw = between(rng, 120, 176);
    g += `<rect x="${n(sx + 14)}" y="${n(y)}" width="${n(bw)}" height="30" rx="15" fill="rgba(0,0,0,0.5)"/>`;
    g += `<circle cx="${n(sx + 30)}" cy="${n(y + 15)}" r="9" fill="${pick(rng, ["#FDD12A", "#F68724", "#FAFAF7"])}"/>`;
    g += `<rect x="${n(sx + 46)}" y="${n(y + 9)}" width="${n(between(rng, 26, 40))}" height="5" rx="2.5" fill="#FDD12A"/>`;
    g += `<rect x="${n(sx + 46)}" y="${n(y + 18)}" width="${n(bw - 52)}" height="5" rx="2.5" fill="rgba(255,255,255,0.8)"/>`;
  }
  // Pinned product card.
  const py = sy + sh - 74;
  g += `<rect x="${n(sx + 12)}" y="${n(py)}" width="${sw - 24}" height="62" rx="16" fill="#FFFFFF"/>`;
  g += `<rect x="${n(sx + 21)}" y="${n(py + 9)}" width="44" height="44" rx="10" fill="url(#${id}-thumb)"/>`;
  g += `<rect x="${n(sx + 76)}" y="${n(py + 16)}" width="${n(between(rng, 70, 96))}" height="8" rx="4" fill="#0F0F10"/>`;
  g += `<rect x="${n(sx + 76)}" y="${n(py + 34)}" width="52" height="8" rx="4" fill="#F68724"/>`;
  g += `<rect x="${n(sx + sw - 92)}" y="${n(py + 15)}" width="70" height="32" rx="16" fill="#FDD12A"/>`;
  g += `<text x="${n(sx + sw - 57)}" y="${n(py + 36)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="15" fill="#0F0F10">Beli</text>`;
  g += "</g>";
  body += g;
  // Floating sales toast outside the phone.
  const tx = 640 + between(rng, -10, 20);
  const ty = 150 + between(rng, -20, 30);
  const sold = Math.round(between(rng, 120, 980));
  const toastBg = p.dark ? "#FAFAF7" : "#0F0F10";
  const toastInk = p.dark ? "#0F0F10" : "#FAFAF7";
  body += `<rect x="${n(tx + 6)}" y="${n(ty + 10)}" width="176" height="64" rx="18" fill="rgba(0,0,0,0.18)"/>`;
  body += `<rect x="${n(tx)}" y="${n(ty)}" width="176" height="64" rx="18" fill="${toastBg}"/>`;
  body += `<circle cx="${n(tx + 32)}" cy="${n(ty + 32)}" r="18" fill="#FDD12A"/>`;
  body += `<path d="M${n(tx + 24)} ${n(ty + 33)}l6 6 11-13" fill="none" stroke="#0F0F10" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += `<text x="${n(tx + 60)}" y="${n(ty + 30)}" font-family="${FONT}" font-weight="800" font-size="19" fill="${toastInk}">+${sold}</text>`;
  body += `<text x="${n(tx + 60)}" y="${n(ty + 50)}" font-family="${FONT}" font-weight="600" font-size="13" fill="${toastInk}" opacity="0.7">terjual</text>`;
  body += sparkle(cx + 200, 90 + between(rng, -10, 20), 18, p.hi);
  return { defs, body };
}

function browserArt({ rng, p, id }: ArtContext): Art {
  const ui = p.ui;
  const x = 690 + between(rng, -6, 10);
  const y = 92 + between(rng, -8, 14);
  const w = 640;
  const h = 620;
  const defs =
    `<filter id="${id}-blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>` +
    linear(`${id}-img`, p.g1[0], p.g1[1], between(rng, 20, 160)) +
    linear(
      `${id}-img2`,
      p.name === "night" ? "#F68724" : "#FFE58A",
      p.name === "night" ? "#B8325A" : "#FDD12A",
      90,
    ) +
    linear(`${id}-gauge`, "#FDD12A", "#F68724", 0);
  let body = `<rect x="${n(x + 14)}" y="${n(y + 24)}" width="${w}" height="${h}" rx="22" fill="${ui.shadow}" filter="url(#${id}-blur)"/>`;
  body += `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="22" fill="${ui.win}"/>`;
  body += `<path d="M${n(x)} ${n(y + 50)}V${n(y + 22)}A22 22 0 0 1 ${n(x + 22)} ${n(y)}H${n(x + w - 22)}A22 22 0 0 1 ${n(x + w)} ${n(y + 22)}V${n(y + 50)}Z" fill="${ui.chrome}"/>`;
  body += `<circle cx="${n(x + 26)}" cy="${n(y + 25)}" r="7" fill="#F68724"/><circle cx="${n(x + 48)}" cy="${n(y + 25)}" r="7" fill="#FDD12A"/><circle cx="${n(x + 70)}" cy="${n(y + 25)}" r="7" fill="${ui.line}"/>`;
  body += `<rect x="${n(x + 100)}" y="${n(y + 12)}" width="360" height="26" rx="13" fill="${ui.win}"/>`;
  body += `<rect x="${n(x + 116)}" y="${n(y + 21)}" width="9" height="8" rx="2" fill="${ui.head}" opacity="0.6"/>`;
  body += `<rect x="${n(x + 134)}" y="${n(y + 22)}" width="${n(between(rng, 120, 190))}" height="6" rx="3" fill="${ui.line}"/>`;
  // Nav
  const ny = y + 78;
  body += `<circle cx="${n(x + 38)}" cy="${n(ny)}" r="11" fill="url(#${id}-img)"/><rect x="${n(x + 56)}" y="${n(ny - 5)}" width="74" height="10" rx="5" fill="${ui.head}"/>`;
  for (let k = 0; k < 3; k++)
    body += `<rect x="${n(x + 300 + k * 58)}" y="${n(ny - 4)}" width="42" height="8" rx="4" fill="${ui.line}"/>`;
  // Hero copy
  const hy = y + 130;
  body += `<rect x="${n(x + 30)}" y="${n(hy)}" width="${n(between(rng, 230, 270))}" height="26" rx="8" fill="${ui.head}"/>`;
  body += `<rect x="${n(x + 30)}" y="${n(hy + 36)}" width="${n(between(rng, 150, 210))}" height="26" rx="8" fill="${ui.head}"/>`;
  body += `<rect x="${n(x + 30 + between(rng, 40, 110))}" y="${n(hy + 36)}" width="90" height="26" rx="8" fill="#F68724"/>`;
  for (let k = 0; k < 3; k++) {
    body += `<rect x="${n(x + 30)}" y="${n(hy + 82 + k * 18)}" width="${n(k === 2 ? 150 : between(rng, 220, 260))}" height="8" rx="4" fill="${ui.line}"/>`;
  }
  body += `<rect x="${n(x + 30)}" y="${n(hy + 150)}" width="124" height="38" rx="19" fill="${ui.btn}"/>`;
  body += `<rect x="${n(x + 56)}" y="${n(hy + 165)}" width="72" height="8" rx="4" fill="${ui.btnInk}"/>`;
  body += `<rect x="${n(x + 166)}" y="${n(hy + 150)}" width="104" height="38" rx="19" fill="none" stroke="${ui.head}" stroke-width="2" opacity="0.7"/>`;
  // Hero image
  const ix = x + 320;
  body += `<rect x="${n(ix)}" y="${n(hy - 6)}" width="280" height="200" rx="16" fill="url(#${id}-img)"/>`;
  body += `<circle cx="${n(ix + 200 + between(rng, -20, 20))}" cy="${n(hy + 60)}" r="${n(between(rng, 28, 40))}" fill="${p.name === "night" ? "#0F0F10" : "#FAFAF7"}"/>`;
  body += `<path d="M${n(ix)} ${n(hy + 170)}L${n(ix + 90)} ${n(hy + 90)}L${n(ix + 150)} ${n(hy + 140)}L${n(ix + 200)} ${n(hy + 100)}L${n(ix + 280)} ${n(hy + 170)}V${n(hy + 178)}A16 16 0 0 1 ${n(ix + 264)} ${n(hy + 194)}H${n(ix + 16)}A16 16 0 0 1 ${n(ix)} ${n(hy + 178)}Z" fill="#0F0F10" opacity="0.85"/>`;
  // Cards
  const cy = hy + 228;
  for (let k = 0; k < 3; k++) {
    const cx = x + 30 + k * 196;
    body += `<rect x="${n(cx)}" y="${n(cy)}" width="180" height="190" rx="14" fill="${ui.block}"/>`;
    body += `<rect x="${n(cx + 10)}" y="${n(cy + 10)}" width="160" height="92" rx="10" fill="${k === 1 ? `url(#${id}-img2)` : k === 0 ? "#0F0F10" : "#F68724"}"/>`;
    body += `<rect x="${n(cx + 12)}" y="${n(cy + 116)}" width="${n(between(rng, 100, 140))}" height="10" rx="5" fill="${ui.head}"/>`;
    body += `<rect x="${n(cx + 12)}" y="${n(cy + 136)}" width="${n(between(rng, 80, 150))}" height="7" rx="3.5" fill="${ui.line}"/>`;
  }
  // Speed gauge card overlapping the window.
  const gx = x - 84 + between(rng, -10, 10);
  const gy = y + 150 + between(rng, -10, 20);
  const score = Math.round(between(rng, 91, 99));
  const r = 34;
  const arc = Math.PI * r;
  const cardBg = p.name === "night" ? "#242328" : "#0F0F10";
  body += `<rect x="${n(gx + 6)}" y="${n(gy + 12)}" width="150" height="128" rx="20" fill="rgba(0,0,0,0.2)"/>`;
  body += `<rect x="${n(gx)}" y="${n(gy)}" width="150" height="128" rx="20" fill="${cardBg}"/>`;
  const gcx = gx + 75;
  const gcy = gy + 76;
  body += `<path d="M${n(gcx - r)} ${n(gcy)}A${r} ${r} 0 0 1 ${n(gcx + r)} ${n(gcy)}" fill="none" stroke="#3A3940" stroke-width="10" stroke-linecap="round"/>`;
  body += `<path d="M${n(gcx - r)} ${n(gcy)}A${r} ${r} 0 0 1 ${n(gcx + r)} ${n(gcy)}" fill="none" stroke="url(#${id}-gauge)" stroke-width="10" stroke-linecap="round" stroke-dasharray="${n((arc * score) / 100)} ${n(arc)}"/>`;
  body += `<text x="${n(gcx)}" y="${n(gcy - 2)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="26" fill="#FAFAF7">${score}</text>`;
  body += `<rect x="${n(gx + 40)}" y="${n(gy + 98)}" width="70" height="7" rx="3.5" fill="#FDD12A"/>`;
  body += `<rect x="${n(gx + 22)}" y="${n(gy + 16)}" width="46" height="7" rx="3.5" fill="rgba(255,255,255,0.4)"/>`;
  body += sparkle(x + 40, y - 34, 16, p.hi, 0.9);
  return { defs, body, textWidth: 540 };
}

function chartArt({ rng, p, id }: ArtContext): Art {
  const base = 556;
  const count = 7;
  const barW = 46;
  const step = 66;
  const x0 = 716;
  const lineColour = p.name === "sun" ? "#FAFAF7" : p.name === "cream" ? "#0F0F10" : "#FFFFFF";
  const defs =
    `<linearGradient id="${id}-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.g1[0]}"/><stop offset="1" stop-color="${p.g1[1]}"/></linearGradient>` +
    `<marker id="${id}-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10Z" fill="${lineColour}"/></marker>`;
  let body = "";
  for (let k = 1; k <= 4; k++) {
    const yy = base - k * 100;
    body += `<line x1="${x0 - 24}" y1="${yy}" x2="${STAGE_W + 10}" y2="${yy}" stroke="${p.hi}" stroke-width="1.5" stroke-dasharray="4 10" opacity="0.35"/>`;
  }
  body += `<line x1="${x0 - 24}" y1="${base}" x2="${STAGE_W + 10}" y2="${base}" stroke="${p.hi}" stroke-width="3" opacity="0.8"/>`;
  const tops: [number, number][] = [];
  let height = between(rng, 70, 100);
  for (let k = 0; k < count; k++) {
    const x = x0 + k * step;
    const hgt = Math.min(height, 400);
    const fill = k === count - 1 ? p.chartLastBar : (p.chartBar ?? `url(#${id}-bar)`);
    const opacity = k === count - 1 ? 1 : 0.55 + (k / count) * 0.45;
    body += `<path d="M${n(x)} ${base}V${n(base - hgt + 12)}A12 12 0 0 1 ${n(x + 12)} ${n(base - hgt)}H${n(x + barW - 12)}A12 12 0 0 1 ${n(x + barW)} ${n(base - hgt + 12)}V${base}Z" fill="${fill}" opacity="${n(opacity)}"/>`;
    tops.push([x + barW / 2, base - hgt - 34 - between(rng, 0, 16)]);
    height +=
      k === count - 2 ? between(rng, 50, 70) : between(rng, 22, 60) * (rng() < 0.18 ? -0.4 : 1);
  }
  const points = tops.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
  const last = tops[tops.length - 1];
  const prev = tops[tops.length - 2];
  const ax = last[0] + (last[0] - prev[0]) * 0.7;
  const ay = last[1] + (last[1] - prev[1]) * 0.7 - 20;
  body += `<polyline points="${points} ${n(ax)},${n(ay)}" fill="none" stroke="${lineColour}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#${id}-arrow)"/>`;
  for (const [x, y] of tops.slice(0, -1)) {
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${p.dark ? "#0F0F10" : p.name === "sun" ? "#0F0F10" : "#FAFAF7"}" stroke="${lineColour}" stroke-width="4"/>`;
  }
  // Tooltip on the latest value.
  const growth = `+${Math.round(between(rng, 18, 64))}%`;
  const tipBg = p.dark ? "#FDD12A" : "#0F0F10";
  const tipInk = p.dark ? "#0F0F10" : "#FDD12A";
  const tx = Math.min(last[0] - 150, STAGE_W - 190);
  const ty = Math.max(last[1] - 96, 24);
  body += `<rect x="${n(tx)}" y="${n(ty)}" width="120" height="58" rx="16" fill="${tipBg}"/>`;
  body += `<text x="${n(tx + 60)}" y="${n(ty + 39)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="28" fill="${tipInk}">${escapeHtml(growth)}</text>`;
  // Donut KPI in the quiet corner above the bars.
  const dx = 770 + between(rng, -10, 20);
  const dy = 140 + between(rng, -10, 20);
  const dr = 44;
  const circ = 2 * Math.PI * dr;
  const share = between(rng, 0.55, 0.82);
  body += `<circle cx="${n(dx)}" cy="${n(dy)}" r="${dr}" fill="none" stroke="${p.dark ? "rgba(255,255,255,0.14)" : "rgba(15,15,16,0.12)"}" stroke-width="16"/>`;
  body += `<circle cx="${n(dx)}" cy="${n(dy)}" r="${dr}" fill="none" stroke="${p.name === "sun" ? "#0F0F10" : p.name === "cream" ? "#F68724" : "#FDD12A"}" stroke-width="16" stroke-dasharray="${n(circ * share)} ${n(circ)}" transform="rotate(-90 ${n(dx)} ${n(dy)})"/>`;
  body += sparkle(dx + 90, dy - 30, 14, p.hi, 0.9);
  return { defs, body };
}

function starPath(
  cx: number,
  cy: number,
  points: number,
  outer: number,
  inner: number,
  rotation: number,
): string {
  let d = "";
  for (let k = 0; k < points * 2; k++) {
    const r = k % 2 ? inner : outer;
    const a = rotation + (k * Math.PI) / points;
    d += `${k ? "L" : "M"}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

function sparkArt({ rng, p, id }: ArtContext): Art {
  const cx = 945 + between(rng, -20, 25);
  const cy = 300 + between(rng, -20, 20);
  const pts = Math.round(between(rng, 14, 22));
  const rot = between(rng, 0, Math.PI);
  const outer = 262;
  const fills: Record<
    CoverStyle["palette"],
    { star: string; back: string; core: string; ring: string }
  > = {
    sun: { star: "#0F0F10", back: "rgba(255,255,255,0.45)", core: "#FDD12A", ring: "#0F0F10" },
    dusk: {
      star: `url(#${id}-star)`,
      back: "rgba(42,10,44,0.45)",
      core: "#3A0E3A",
      ring: "#FDD12A",
    },
    night: { star: `url(#${id}-star)`, back: "#1F1E23", core: "#0F0F10", ring: "#FDD12A" },
    cream: { star: `url(#${id}-star)`, back: "#EFECE3", core: "#0F0F10", ring: "#FDD12A" },
  };
  const f = fills[p.name];
  const defs = linear(`${id}-star`, p.g1[0], p.g1[1], between(rng, 40, 140));
  let body = "";
  // Thin rays behind everything.
  const rays = 36;
  let rayPath = "";
  for (let k = 0; k < rays; k++) {
    const a = rot + (k * Math.PI * 2) / rays;
    const r0 = 300;
    const r1 = 300 + between(rng, 20, 90);
    if (cx + r1 * Math.cos(a) < 700 && cy + r1 * Math.sin(a) > 290) continue;
    rayPath += `M${n(cx + r0 * Math.cos(a))} ${n(cy + r0 * Math.sin(a))}L${n(cx + r1 * Math.cos(a))} ${n(cy + r1 * Math.sin(a))}`;
  }
  body += `<path d="${rayPath}" stroke="${p.hi}" stroke-width="4" stroke-linecap="round" opacity="0.55" fill="none"/>`;
  body += `<path d="${starPath(cx + 16, cy + 18, pts, outer + 10, outer * 0.72, rot + 0.12)}" fill="${f.back}"/>`;
  body += `<path d="${starPath(cx, cy, pts, outer, outer * 0.76, rot)}" fill="${f.star}"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer * 0.56)}" fill="${f.core}"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer * 0.44)}" fill="none" stroke="${f.ring}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  body += sparkle(cx, cy, outer * 0.3, f.ring);
  // Scattered sparkles.
  const spots: [number, number, number][] = [
    [cx - outer - 60, cy - 150, 26],
    [cx + outer - 10, cy + outer - 20, 20],
    [cx - outer + 40, cy + 170, 14],
    [cx + outer + 10, cy - outer + 40, 16],
  ];
  for (const [x, y, s] of spots) {
    body += sparkle(
      x + between(rng, -10, 10),
      y + between(rng, -10, 10),
      s,
      pick(rng, [p.hi, p.hi2]),
    );
  }
  return { defs, body };
}

const SHAPES: Record<CoverStyle["shape"], (ctx: ArtContext) => Art> = {
  circles: circlesArt,
  bars: barsArt,
  waves: wavesArt,
  grid: gridArt,
  phone: phoneArt,
  browser: browserArt,
  chart: chartArt,
  spark: sparkArt,
};

// ---------------------------------------------------------------------------------------------
// Label
// ---------------------------------------------------------------------------------------------

/** Conservative advance widths (em) for a bold sans; real fonts are usually a bit narrower. */
function charWidth(ch: string): number {
  if (ch === " ") return 0.3;
  if ("iljI.,:;'!|".includes(ch)) return 0.34;
  if ("ftr".includes(ch)) return 0.46;
  if ("mwMW".includes(ch)) return 0.96;
  if ("&%@".includes(ch)) return 0.86;
  if (/[0-9]/.test(ch)) return 0.68;
  if (/[A-Z]/.test(ch)) return 0.76;
  return 0.64;
}

function measure(text: string, fontSize: number): number {
  let total = 0;
  for (const ch of text) total += charWidth(ch);
  return total * fontSize * 0.98;
}

function layoutLabel(
  label: string,
  maxWidth: number,
  maxFont: number,
): { lines: string[]; fontSize: number } {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const minFont = Math.min(44, maxFont);
  const candidates: string[][] = [[words.join(" ")]];
  for (let i = 1; i < words.length; i++) {
    candidates.push([words.slice(0, i).join(" "), words.slice(i).join(" ")]);
  }
  if (words.length >= 3) {
    for (let i = 1; i < words.length - 1; i++) {
      for (let j = i + 1; j < words.length; j++) {
        candidates.push([
          words.slice(0, i).join(" "),
          words.slice(i, j).join(" "),
          words.slice(j).join(" "),
        ]);
      }
    }
  }
  let best = { lines: candidates[0], fontSize: 0, score: -1 };
  for (const lines of candidates) {
    const widest = Math.max(...lines.map((line) => measure(line, 1)));
    const heightLimit = Math.min(maxFont, lines.length === 1 ? 124 : lines.length === 2 ? 112 : 84);
    const fontSize = Math.max(minFont, Math.min(heightLimit, maxWidth / widest));
    // Prefer fewer lines unless breaking buys a clearly larger size.
    const score = fontSize * (lines.length === 1 ? 1.18 : lines.length === 2 ? 1 : 0.8);
    if (score > best.score) best = { lines, fontSize, score };
  }
  return { lines: best.lines, fontSize: Math.floor(best.fontSize) };
}

function renderLabel(label: string, p: Palette, columnWidth: number, maxFont: number): string {
  const { lines, fontSize } = layoutLabel(label || "Projingga", columnWidth, maxFont);
  const lineHeight = fontSize * 1.02;
  const firstBaseline = TEXT_BASELINE - (lines.length - 1) * lineHeight;
  const capTop = firstBaseline - fontSize * 0.74;
  let out = `<rect x="${TEXT_X}" y="${n(capTop - 46)}" width="76" height="10" rx="5" fill="${p.accentBar}"/>`;
  out += `<text font-family="${FONT}" font-weight="800" font-size="${fontSize}" letter-spacing="${n(-fontSize * 0.02)}" fill="${p.ink}">`;
  lines.forEach((line, i) => {
    const highlight = lines.length > 1 && i === lines.length - 1 && p.dark;
    out += `<tspan x="${TEXT_X}" y="${n(firstBaseline + i * lineHeight)}"${highlight ? ` fill="${p.inkHighlight}"` : ""}>${escapeHtml(line)}</tspan>`;
  });
  return `${out}</text>`;
}

function renderKicker(p: Palette, id: string): string {
  const mark = p.name === "sun" ? "#0F0F10" : `url(#${id}-mark)`;
  return (
    `<circle cx="${TEXT_X + 10}" cy="72" r="10" fill="${mark}"/>` +
    `<text x="${TEXT_X + 32}" y="80" font-family="${FONT}" font-weight="800" font-size="22" letter-spacing="3.5" fill="${p.kicker}">PROJINGGA<tspan font-weight="600" fill="${p.kickerMuted}" dx="10">/ INSIGHTS</tspan></text>`
  );
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

export function renderCoverSvg(
  style: CoverStyle,
  seed: number,
  width = 1200,
  height = 630,
): string {
  const p = PALETTES[style.palette] ?? PALETTES.sun;
  const draw = SHAPES[style.shape] ?? SHAPES.circles;
  const safeSeed = Number.isFinite(seed) ? Math.floor(seed) : 0;
  const rng = createRng(safeSeed * 2654435761 + style.shape.length * 97 + style.palette.length);
  const id = `pj${(safeSeed >>> 0).toString(36)}${style.shape.slice(0, 2)}${style.palette.slice(0, 2)}`;
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  // Keep the stage height fixed; the width follows the requested aspect ratio.
  const stageW = (STAGE_H * w) / h;
  const art = draw({ rng, p, id });
  const column = art.textWidth ?? TEXT_MAX_W;
  // Wide stages: the art stays right-anchored and the label column grows. Slightly narrow
  // stages: the label column shrinks. Narrow (square or portrait) stages: the art is scaled
  // into the top-right corner and the label gets the full width below it.
  let artLayer = `<g transform="translate(${n(stageW - STAGE_W)} 0)">${art.body}</g>`;
  let insetDefs = "";
  let textColumn = column + (stageW - STAGE_W);
  let maxFont = 124;
  if (stageW < 1000) {
    // The right half of the design (x 600-1200) becomes an inset card.
    const k = Math.max(0.3, Math.min(0.43, (stageW - 100) / 1200));
    const cardX = stageW - TEXT_X - 600 * k;
    const cardY = 112;
    const tx = cardX - 600 * k;
    insetDefs = `<clipPath id="${id}-inset"><rect x="${n(cardX)}" y="${cardY}" width="${n(600 * k)}" height="${n(STAGE_H * k)}" rx="20"/></clipPath>`;
    artLayer =
      `<rect x="${n(cardX)}" y="${cardY}" width="${n(600 * k)}" height="${n(STAGE_H * k)}" rx="20" fill="${p.soft2}"/>` +
      `<g clip-path="url(#${id}-inset)"><g transform="translate(${n(tx)} ${cardY}) scale(${n(k)})">${art.body}</g></g>`;
    textColumn = stageW - TEXT_X * 2;
    maxFont = 76;
  }
  textColumn = Math.max(120, textColumn);
  const defs =
    p.background(id, stageW) +
    linear(`${id}-mark`, "#FDD12A", "#F68724", 45) +
    `<filter id="${id}-grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${Math.abs(safeSeed) % 1000}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>` +
    art.defs +
    insetDefs;
  const title = escapeHtml(style.label || "Projingga");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${n(stageW)} ${STAGE_H}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs>${defs}</defs>`,
    `<rect width="${n(stageW)}" height="${STAGE_H}" fill="url(#${id}-bg)"/>`,
    artLayer,
    `<rect width="${n(stageW)}" height="${STAGE_H}" filter="url(#${id}-grain)" opacity="${p.dark ? 0.07 : 0.05}"/>`,
    renderKicker(p, id),
    renderLabel(style.label, p, textColumn, maxFont),
    "</svg>",
  ].join("");
}
