// A video file for Chromium's fake camera (--use-file-for-fake-video-capture): the
// picture of a page's QR code, centred on white, as a few frames of YUV4MPEG2 (4:2:0).
import { writeFile } from "node:fs/promises";
import type { Pixels } from "./png";

export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;
const FRAMES = 5;

/** Luma of an RGBA pixel (BT.601, full range). */
const luma = (r: number, g: number, b: number): number =>
  Math.round(0.299 * r + 0.587 * g + 0.114 * b);

/** The Y plane of `picture` drawn at its own size in the middle of a white frame (or white alone). */
function lumaPlane(picture: Pixels | null): Uint8Array {
  const plane = new Uint8Array(CAMERA_WIDTH * CAMERA_HEIGHT).fill(255);
  if (!picture) return plane;
  const scale = Math.min(
    1,
    (CAMERA_HEIGHT - 40) / picture.height,
    (CAMERA_WIDTH - 40) / picture.width,
  );
  const width = Math.floor(picture.width * scale);
  const height = Math.floor(picture.height * scale);
  const left = Math.floor((CAMERA_WIDTH - width) / 2);
  const top = Math.floor((CAMERA_HEIGHT - height) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (Math.floor(y / scale) * picture.width + Math.floor(x / scale)) * 4;
      const { data } = picture;
      plane[(top + y) * CAMERA_WIDTH + left + x] = luma(data[from], data[from + 1], data[from + 2]);
    }
  }
  return plane;
}

/** Writes `picture` (null: a white frame) to `path` as a short .y4m the fake camera loops. */
export async function writeCameraFile(path: string, picture: Pixels | null): Promise<void> {
  const header = `YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
  const y = lumaPlane(picture);
  const chroma = new Uint8Array((CAMERA_WIDTH / 2) * (CAMERA_HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma, chroma]);
  const frames = Array.from({ length: FRAMES }, () => frame);
  await writeFile(path, Buffer.concat([Buffer.from(header), ...frames]));
}
