/**
 * Generates the site's artwork (nothing is downloaded): team portraits as SVG from DiceBear's
 * Notionists (CC0), service and hero artwork as brand-palette SVG rasterised to WebP/AVIF,
 * the OpenGraph image and the app icons. Run: node scripts/generate-site-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { notionists } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import sharp from "sharp";
import { services } from "#content/services.ts";
import { slugifyName, team } from "#content/team.ts";
import { SERVICE_LAYOUTS } from "#contracts/site-content.ts";

const OUT = "public/images";
const YELLOW = "#FDD12A";
const ORANGE = "#F68724";
const INK = "#0F0F10";
const PAPER = "#FAFAF7";

function random(seedText: string) {
  let seed = 0;
  for (const char of seedText) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function writePortraits() {
  const dir = join(OUT, "team");
  mkdirSync(dir, { recursive: true });
  const backgrounds = ["fdd12a", "f68724", "ffe08a", "ffc58f", "f4e9d8"];
  for (const member of team) {
    const svg = createAvatar(notionists, {
      seed: member.name,
      size: 256,
      backgroundColor: backgrounds,
      backgroundType: ["solid"],
    }).toString();
    writeFileSync(join(dir, `${slugifyName(member.name)}.svg`), svg);
  }
}

/** A phone or browser mock-up with UI blocks, on a dark gradient with soft brand shapes. */
function artwork(
  seedText: string,
  width: number,
  height: number,
  kind: "phone" | "browser" | "chart" | "stage",
) {
  const r = random(seedText);
  const blobs = Array.from({ length: 4 }, (_, index) => {
    const cx = Math.round(r() * width);
    const cy = Math.round(r() * height);
    const radius = Math.round((0.18 + r() * 0.25) * Math.min(width, height));
    const fill = index % 2 ? ORANGE : YELLOW;
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" opacity="${(0.18 + r() * 0.25).toFixed(2)}"/>`;
  }).join("");
  const grid = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${(i * width) / 12}" y1="0" x2="${(i * width) / 12}" y2="${height}" stroke="#ffffff" stroke-opacity="0.04"/>`,
  ).join("");
  let device = "";
  if (kind === "phone") {
    const w = Math.round(height * 0.42);
    const h = Math.round(height * 0.82);
    const x = Math.round(width * (0.3 + r() * 0.3) - w / 2);
    const y = Math.round((height - h) / 2);
    const cards = Array.from(
      { length: 3 },
      (_, i) =>
        `<rect x="${x + 24}" y="${y + 150 + i * 118}" width="${w - 48}" height="96" rx="16" fill="${i === 0 ? YELLOW : "#ffffff"}" opacity="${i === 0 ? 1 : 0.14}"/><circle cx="${x + 64}" cy="${y + 198 + i * 118}" r="24" fill="${i === 0 ? INK : ORANGE}"/><rect x="${x + 100}" y="${y + 180 + i * 118}" width="${w - 160}" height="14" rx="7" fill="${i === 0 ? INK : "#ffffff"}" opacity="0.7"/><rect x="${x + 100}" y="${y + 204 + i * 118}" width="${(w - 160) * 0.6}" height="12" rx="6" fill="${i === 0 ? INK : "#ffffff"}" opacity="0.4"/>`,
    ).join("");
    device = `<g><rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="54" fill="#000" opacity="0.35"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46" fill="#1d1d21" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/><rect x="${x + w / 2 - 50}" y="${y + 18}" width="100" height="22" rx="11" fill="#000"/><circle cx="${x + w / 2}" cy="${y + 100}" r="34" fill="url(#g)"/>${cards}</g>`;
    const side = Math.round(width * 0.72);
    device += `<g><rect x="${side}" y="${Math.round(height * 0.2)}" width="${Math.round(width * 0.2)}" height="110" rx="20" fill="#ffffff" opacity="0.1"/><rect x="${side + 24}" y="${Math.round(height * 0.2) + 30}" width="${Math.round(width * 0.12)}" height="16" rx="8" fill="${YELLOW}"/><rect x="${side + 24}" y="${Math.round(height * 0.2) + 62}" width="${Math.round(width * 0.08)}" height="14" rx="7" fill="#ffffff" opacity="0.5"/></g>`;
  } else if (kind === "browser") {
    const x = Math.round(width * 0.08);
    const y = Math.round(height * 0.1);
    const w = Math.round(width * 0.84);
    const h = Math.round(height * 0.84);
    const heroColor = r() > 0.5 ? YELLOW : ORANGE;
    const tiles = Array.from(
      { length: 3 },
      (_, i) =>
        `<rect x="${x + 40 + i * ((w - 80) / 3)}" y="${y + h * 0.6}" width="${(w - 80) / 3 - 24}" height="${h * 0.3}" rx="18" fill="#ffffff" opacity="0.1"/><rect x="${x + 64 + i * ((w - 80) / 3)}" y="${y + h * 0.66}" width="${(w - 80) / 6}" height="14" rx="7" fill="${i === 1 ? heroColor : "#ffffff"}" opacity="0.7"/>`,
    ).join("");
    device = `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#19191c" stroke="#ffffff" stroke-opacity="0.15" stroke-width="2"/><rect x="${x}" y="${y}" width="${w}" height="48" rx="24" fill="#26262b"/><circle cx="${x + 32}" cy="${y + 24}" r="8" fill="#ff5f57"/><circle cx="${x + 58}" cy="${y + 24}" r="8" fill="${YELLOW}"/><circle cx="${x + 84}" cy="${y + 24}" r="8" fill="#28c840"/><rect x="${x + 120}" y="${y + 14}" width="${w * 0.4}" height="20" rx="10" fill="#ffffff" opacity="0.08"/><rect x="${x + 40}" y="${y + 90}" width="${w * 0.45}" height="${h * 0.42}" rx="20" fill="url(#g)"/><rect x="${x + w * 0.55}" y="${y + 110}" width="${w * 0.35}" height="26" rx="13" fill="#ffffff" opacity="0.8"/><rect x="${x + w * 0.55}" y="${y + 150}" width="${w * 0.28}" height="26" rx="13" fill="#ffffff" opacity="0.8"/><rect x="${x + w * 0.55}" y="${y + 200}" width="${w * 0.3}" height="12" rx="6" fill="#ffffff" opacity="0.35"/><rect x="${x + w * 0.55}" y="${y + 222}" width="${w * 0.24}" height="12" rx="6" fill="#ffffff" opacity="0.35"/><rect x="${x + w * 0.55}" y="${y + 260}" width="150" height="44" rx="22" fill="${heroColor}"/>${tiles}</g>`;
  } else if (kind === "chart") {
    const bars = Array.from({ length: 9 }, (_, i) => {
      const bh = Math.round((0.15 + (i / 9) * 0.5 + r() * 0.15) * height);
      const bw = Math.round(width * 0.055);
      const bx = Math.round(width * 0.14 + i * bw * 1.45);
      return `<rect x="${bx}" y="${height * 0.85 - bh}" width="${bw}" height="${bh}" rx="10" fill="${i === 8 ? YELLOW : "#ffffff"}" opacity="${i === 8 ? 1 : 0.12 + i * 0.05}"/>`;
    }).join("");
    const points = Array.from(
      { length: 9 },
      (_, i) =>
        `${Math.round(width * 0.16 + i * width * 0.08)},${Math.round(height * (0.62 - i * 0.05 + (r() - 0.5) * 0.06))}`,
    ).join(" ");
    device = `<g>${bars}<polyline points="${points}" fill="none" stroke="${ORANGE}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><rect x="${width * 0.62}" y="${height * 0.12}" width="${width * 0.28}" height="120" rx="22" fill="#ffffff" opacity="0.1"/><rect x="${width * 0.65}" y="${height * 0.12 + 30}" width="${width * 0.14}" height="26" rx="13" fill="${YELLOW}"/><rect x="${width * 0.65}" y="${height * 0.12 + 72}" width="${width * 0.2}" height="14" rx="7" fill="#ffffff" opacity="0.5"/></g>`;
  } else {
    const circles = Array.from(
      { length: 7 },
      (_, i) =>
        `<circle cx="${width * (0.15 + i * 0.12)}" cy="${height * (0.78 + (i % 2) * 0.05)}" r="${height * 0.07}" fill="${i % 3 === 0 ? YELLOW : "#ffffff"}" opacity="${i % 3 === 0 ? 0.9 : 0.16}"/>`,
    ).join("");
    device = `<g><path d="M${width * 0.2} ${height * 0.62} L${width * 0.5} ${height * 0.12} L${width * 0.8} ${height * 0.62} Z" fill="url(#g)" opacity="0.9"/><rect x="${width * 0.12}" y="${height * 0.6}" width="${width * 0.76}" height="${height * 0.08}" rx="12" fill="#ffffff" opacity="0.2"/><circle cx="${width * 0.5}" cy="${height * 0.42}" r="${height * 0.09}" fill="${INK}"/><polygon points="${width * 0.49},${height * 0.38} ${width * 0.49},${height * 0.46} ${width * 0.53},${height * 0.42}" fill="${YELLOW}"/>${circles}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a1a1e"/><stop offset="1" stop-color="${INK}"/></linearGradient><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${YELLOW}"/><stop offset="1" stop-color="${ORANGE}"/></linearGradient><filter id="blur"><feGaussianBlur stdDeviation="60"/></filter></defs><rect width="100%" height="100%" fill="url(#bg)"/><g filter="url(#blur)">${blobs}</g>${grid}${device}</svg>`;
}

async function writeVariants(svg: string, base: string, widths: readonly number[], ratio: number) {
  for (const width of widths) {
    const height = Math.round(width * ratio);
    const resized = sharp(Buffer.from(svg)).resize(width, height);
    await resized.clone().webp({ quality: 72, effort: 6 }).toFile(`${base}-${width}.webp`);
    await resized.clone().avif({ quality: 50, effort: 5 }).toFile(`${base}-${width}.avif`);
  }
}

export const SERVICE_IMAGE_WIDTHS = [640, 1200] as const;

async function writeServiceImages() {
  for (const service of services) {
    const dir = join(OUT, "services", service.path);
    mkdirSync(dir, { recursive: true });
    const layout = SERVICE_LAYOUTS[service.path];
    for (let index = 0; index < service.images.length; index += 1) {
      const kind =
        layout === "web" || (service.path === "apps-development" && index === 2)
          ? "browser"
          : layout === "carousel" ||
              [
                "content-creation",
                "livestreaming",
                "apps-development",
                "affiliator-management",
              ].includes(service.path)
            ? index === 1 && layout !== "carousel"
              ? "chart"
              : "phone"
            : ["digital-ads", "ecommerce-enabler"].includes(service.path)
              ? index === 0
                ? "chart"
                : index === 1
                  ? "phone"
                  : "browser"
              : "stage";
      const svg = artwork(`${service.path}-${index}`, 1200, 800, kind);
      await writeVariants(svg, join(dir, String(index + 1)), SERVICE_IMAGE_WIDTHS, 800 / 1200);
    }
  }
}

async function writeHeroAndOg() {
  const dir = join(OUT, "site");
  mkdirSync(dir, { recursive: true });
  await writeVariants(
    artwork("hero", 1200, 1000, "phone"),
    join(dir, "hero"),
    [600, 960, 1200],
    1000 / 1200,
  );
  const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${YELLOW}"/><stop offset="1" stop-color="${ORANGE}"/></linearGradient></defs><rect width="1200" height="630" fill="${INK}"/><circle cx="1050" cy="120" r="260" fill="url(#g)" opacity="0.9"/><circle cx="150" cy="130" r="60" fill="url(#g)"/><path d="M122 175V85h39a29 29 0 0 1 0 58h-39" fill="none" stroke="${INK}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/><text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="84" fill="#ffffff">Digital growth,</text><text x="80" y="480" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="84" fill="${YELLOW}">made in Indonesia.</text><text x="80" y="560" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#ffffff" opacity="0.7">Projingga · Jakarta digital marketing &amp; creative agency</text></svg>`;
  mkdirSync(join(OUT, "og"), { recursive: true });
  await sharp(Buffer.from(og))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(OUT, "og", "projingga-og.jpg"));
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${YELLOW}"/><stop offset="1" stop-color="${ORANGE}"/></linearGradient></defs><rect width="512" height="512" fill="${INK}"/><circle cx="256" cy="256" r="200" fill="url(#g)"/><path d="M186 370V146h100a74 74 0 0 1 0 148h-100" fill="none" stroke="${INK}" stroke-width="48" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  for (const size of [192, 512]) {
    await sharp(Buffer.from(icon))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(OUT, `icon-${size}.png`));
  }
  void PAPER;
}

writePortraits();
await writeServiceImages();
await writeHeroAndOg();
console.log("site images written to", OUT);
