import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const icons = join(import.meta.dirname, "..", "..", "public", "icons");

/** Width, height, colour type and the pixel rows of a PNG written by scripts/make-icons.mjs. */
function readPng(name: string): { width: number; height: number; rgba: Buffer } {
  const file = readFileSync(join(icons, name));
  expect(file.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(file.subarray(12, 16).toString("ascii")).toBe("IHDR");
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  expect([file[24], file[25]]).toEqual([8, 6]); // 8-bit RGBA
  const idat = file.indexOf("IDAT");
  const rows = inflateSync(file.subarray(idat + 4, idat + 4 + file.readUInt32BE(idat - 4)));
  expect(rows.length).toBe(height * (width * 4 + 1));
  return { width, height, rgba: rows };
}

const pixel = (png: { width: number; rgba: Buffer }, x: number, y: number): string => {
  const at = y * (png.width * 4 + 1) + 1 + x * 4;
  return [...png.rgba.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, "0")).join("");
};

describe("app icons", () => {
  it.each([
    ["icon-192.png", 192],
    ["icon-512.png", 512],
    ["icon-maskable-512.png", 512],
    ["apple-touch-icon-180.png", 180],
  ])("%s is a %i px square PNG", (name, size) => {
    const png = readPng(name);
    expect([png.width, png.height]).toEqual([size, size]);
  });

  it("shows the mosaic with its red centre block, inside the maskable safe zone", () => {
    const any = readPng("icon-512.png");
    expect(pixel(any, 256 - 20, 256 - 20)).toBe("d32f2f"); // the monochrome 2 × 2 block
    expect(pixel(any, 5, 5)).toBe("1d1f24"); // the dark frame
    const maskable = readPng("icon-maskable-512.png");
    expect(pixel(maskable, 256 - 20, 256 - 20)).toBe("d32f2f");
    // A mask may cut everything outside the central circle of 80 % (radius 204.8 px):
    // the mosaic's corner tiles must lie inside it, so its outer ring is background.
    for (const [x, y] of [
      [256 - 150, 256 - 150],
      [256 + 150, 256 + 150],
      [100, 256],
    ]) {
      expect(pixel(maskable, x, y)).toBe("1d1f24");
    }
  });

  it("has an SVG with the 36 tiles", () => {
    const svg = readFileSync(join(icons, "icon.svg"), "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<rect /g)).toHaveLength(37); // the background and 36 tiles
  });
});
