// Owned by the pairing work (issue 3).

/**
 * Reads QR codes from the camera: the browser's BarcodeDetector where there is one,
 * else jsQR (loaded on first use) on the video frames. Calls `onText` with the first
 * code read, then stops; `stop()` ends it early and releases the camera.
 */
export interface Scanner {
  stop(): void;
}

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

export async function startScanner(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: "environment" },
    audio: false,
  });
  video.srcObject = stream;
  video.setAttribute("playsinline", "true");
  await video.play();
  let running = true;
  const stop = (): void => {
    running = false;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const read = await frameReader(video);
  const tick = async (): Promise<void> => {
    if (!running) return;
    const text = await read().catch(() => null);
    if (text && running) {
      stop();
      onText(text);
      return;
    }
    requestAnimationFrame(() => void tick());
  };
  void tick();
  return { stop };
}

async function frameReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const jsQR = (await import("jsqr")).default;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return () => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(pixels.data, width, height)?.data ?? null);
  };
}
