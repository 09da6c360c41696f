// Writes the app icons to public/icons/: a 6 × 6 mosaic of the six Smalta colours
// with a completed monochrome 2 × 2 block in the middle (a winning Smalta board).
// PNGs are encoded by hand with node:zlib so that no image library is needed.
// Run: node scripts/make-icons.mjs (the output is committed; re-run after a change).
import { writeFileSync, mkdirSync } from "node:fs";
import { Buffer } from "node:buffer";
import { deflateSync } from "node:zlib";

/** The die-face colours of docs/games/smalta.md (1 red … 6 violet), as the board draws them. */
const COLOURS = ["#d32f2f", "#ef7d00", "#fbd03b", "#2e8b45", "#1f63c6", "#7e3fb0"];
const BACKGROUND = "#1d1f24";
const GRID = [
  [1, 2, 3, 4, 5, 6],
  [4, 5, 6, 1, 2, 3],
  [2, 3, 1, 1, 6, 4],
  [5, 6, 1, 1, 3, 2],
  [3, 1, 4, 2, 6, 5],
  [6, 4, 2, 5, 1, 3],
];

/**
 * Where the mosaic sits, as fractions of the icon's side. A maskable icon may be cut
 * to a circle of 80 % of its side, so its mosaic must fit the square inside that
 * circle (side 0.8 / √2 ≈ 0.566).
 */
const LAYOUTS = {
  any: { inset: 0.1, gap: 0.014 },
  maskable: { inset: 0.22, gap: 0.01 },
};

const hex = (colour) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/** Tile geometry in units of the icon's side. */
function tiles(layout) {
  const span = 1 - 2 * layout.inset;
  const pitch = span / 6;
  return GRID.flatMap((row, r) =>
    row.map((colour, c) => ({
      x: layout.inset + c * pitch + layout.gap / 2,
      y: layout.inset + r * pitch + layout.gap / 2,
      size: pitch - layout.gap,
      colour: COLOURS[colour - 1],
    })),
  );
}

function renderRgba(size, layout) {
  const pixels = Buffer.alloc(size * size * 4);
  const back = hex(BACKGROUND);
  const placed = tiles(layout).map((t) => ({
    x0: Math.round(t.x * size),
    y0: Math.round(t.y * size),
    x1: Math.round((t.x + t.size) * size),
    y1: Math.round((t.y + t.size) * size),
    rgb: hex(t.colour),
  }));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const tile = placed.find((t) => x >= t.x0 && x < t.x1 && y >= t.y0 && y < t.y1);
      const [r, g, b] = tile ? tile.rgb : back;
      pixels.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter type "none" for each scanline
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function svg(layout) {
  const unit = 512;
  const rects = tiles(layout)
    .map((t) => {
      const [x, y, s] = [t.x, t.y, t.size].map((v) => +(v * unit).toFixed(2));
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="${t.colour}"/>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${unit} ${unit}">` +
    `<rect width="${unit}" height="${unit}" rx="96" fill="${BACKGROUND}"/>${rects}</svg>\n`
  );
}

const out = new URL("../public/icons/", import.meta.url);
mkdirSync(out, { recursive: true });
const outputs = [
  ["icon-192.png", png(192, renderRgba(192, LAYOUTS.any))],
  ["icon-512.png", png(512, renderRgba(512, LAYOUTS.any))],
  ["icon-maskable-512.png", png(512, renderRgba(512, LAYOUTS.maskable))],
  ["apple-touch-icon-180.png", png(180, renderRgba(180, LAYOUTS.any))],
  ["icon.svg", svg(LAYOUTS.any)],
];
for (const [name, data] of outputs) {
  writeFileSync(new URL(name, out), data);
  console.log(`public/icons/${name}  ${data.length} bytes`);
}
