// Owned by the pairing work (issue 3). Just enough of PNG to read Chromium's screenshots
// (8-bit RGB or RGBA, not interlaced) into RGBA pixels, for jsQR in Node.
import { inflateSync } from "node:zlib";

export interface Pixels {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly data: Uint8ClampedArray;
}

const SIGNATURE = "89504e470d0a1a0a";

export const PNG = {
  decode(file: Buffer): Pixels {
    if (file.subarray(0, 8).toString("hex") !== SIGNATURE) throw new Error("not a PNG file");
    let width = 0;
    let height = 0;
    let channels = 0;
    const data: Buffer[] = [];
    for (let at = 8; at < file.length;) {
      const length = file.readUInt32BE(at);
      const type = file.toString("latin1", at + 4, at + 8);
      const body = file.subarray(at + 8, at + 8 + length);
      if (type === "IHDR") {
        width = body.readUInt32BE(0);
        height = body.readUInt32BE(4);
        const [depth, colour, , , interlace] = body.subarray(8, 13);
        if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6)) {
          throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour})`);
        }
        channels = colour === 6 ? 4 : 3;
      } else if (type === "IDAT") data.push(body);
      at += 12 + length;
    }
    const raw = inflateSync(Buffer.concat(data));
    const stride = width * channels;
    const rows = new Uint8Array(stride * height);
    for (let y = 0; y < height; y++) {
      const filter = raw[y * (stride + 1)];
      const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
      for (let x = 0; x < stride; x++) {
        const left = x >= channels ? rows[y * stride + x - channels] : 0;
        const up = y > 0 ? rows[(y - 1) * stride + x] : 0;
        const corner = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
        rows[y * stride + x] = (line[x] + predict(filter, left, up, corner)) & 255;
      }
    }
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = rows[i * channels + c];
      rgba[i * 4 + 3] = channels === 4 ? rows[i * channels + 3] : 255;
    }
    return { width, height, data: rgba };
  },
};

function predict(filter: number, left: number, up: number, corner: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - corner;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - corner);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
    }
    default:
      throw new Error(`bad PNG filter ${filter}`);
  }
}
