// Owned by the pairing work (issue 3).
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { MAX_QR_VERSION, qrMatrix } from "../../../src/ui/pairing/qr-matrix";

/** Rasterises the SVG path of a QR matrix (with a quiet zone) to RGBA pixels. */
function rasterise(
  size: number,
  path: string,
  scale = 4,
): { data: Uint8ClampedArray; side: number } {
  const side = (size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const m of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const [col, row] = [Number(m[1]) + 4, Number(m[2]) + 4];
    for (let y = row * scale; y < (row + 1) * scale; y++) {
      for (let x = col * scale; x < (col + 1) * scale; x++)
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

describe("QR codes", () => {
  it("decode to exactly the text, for an offer-sized code and a join link", async () => {
    const texts = [
      "T1~o~x~Vq3c~ZPmBTNu7dDq0w2L+6aKV/eXG~a4teWisuwJsfGp0LOM9ayJxtLh9EF4wKfgk9W6EiBPM~h192.168.1.20_50712~h10.0.0.7_41235",
      "https://tabula.example/app/#/join/tabula-1b4e28ba-2fa1-11d2-883f-0016d3cca427?s=http%3A%2F%2F192.168.1.5%3A9000%2Ftabula",
    ];
    for (const text of texts) {
      const qr = await qrMatrix(text);
      expect(qr.ok).toBe(true);
      if (!qr.ok) continue;
      expect(qr.value.version).toBeLessThanOrEqual(MAX_QR_VERSION);
      expect(qr.value.size).toBe(17 + 4 * qr.value.version);
      const { data, side } = rasterise(qr.value.size, qr.value.path);
      expect(jsQR(data, side, side)?.data).toBe(text);
    }
  });

  it("refuses text too long for version 12", async () => {
    const qr = await qrMatrix("x".repeat(400));
    expect(qr.ok).toBe(false);
    if (!qr.ok) expect(qr.error.code).toBe("qr-too-long");
  });
});
