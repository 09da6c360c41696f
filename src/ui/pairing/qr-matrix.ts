// Owned by the pairing work (issue 3).
import { fail, ok, type Result } from "../../engine/errors";

/** The largest QR version we show: a phone camera reads it easily across a table. */
export const MAX_QR_VERSION = 12;

export interface QrMatrix {
  readonly version: number;
  /** Modules per side (17 + 4 × version). */
  readonly size: number;
  /** An SVG path drawing every dark module as a 1×1 square (no quiet zone). */
  readonly path: string;
}

/**
 * Encodes text as a QR code (qrcode-generator, loaded on first use). Medium error
 * correction when it fits in version 12, else low; longer text is refused, so every
 * code we draw stays readable.
 */
export async function qrMatrix(text: string): Promise<Result<QrMatrix>> {
  const qrcode = (await import("qrcode-generator")).default;
  for (const level of ["M", "L"] as const) {
    const qr = qrcode(0, level);
    qr.addData(text, "Byte");
    try {
      qr.make();
    } catch {
      continue;
    }
    const size = qr.getModuleCount();
    const version = (size - 17) / 4;
    if (version > MAX_QR_VERSION) continue;
    let path = "";
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++)
        if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
    return ok({ version, size, path });
  }
  return fail("qr-too-long", `the text is too long for a QR code of version ${MAX_QR_VERSION}`);
}
