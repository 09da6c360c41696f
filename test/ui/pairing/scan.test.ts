import { afterEach, describe, expect, it, vi } from "vitest";
import { startScanner } from "../../../src/ui/pairing/scan";

// The BarcodeDetector path of the scanner (Chromium on Linux has none, so the browser
// test goes through jsQR): a stub detector finds nothing in the first frames, then
// the code; the scanner hands its text over once and lets the camera go.

class StubDetector {
  static made: { formats: string[] }[] = [];
  static frames: string[][] = [];
  static seen: unknown[] = [];
  constructor(options: { formats: string[] }) {
    StubDetector.made.push(options);
  }
  detect(source: unknown): Promise<{ rawValue: string }[]> {
    StubDetector.seen.push(source);
    const found = StubDetector.frames.shift() ?? [];
    return Promise.resolve(found.map((rawValue) => ({ rawValue })));
  }
}

interface FakeTrack {
  stopped: boolean;
  stop(): void;
}

function fakeCamera() {
  const track: FakeTrack = {
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
  const stream = { getTracks: () => [track] };
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
  const video = {
    srcObject: null as unknown,
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    play: () => Promise.resolve(),
  };
  return { track, stream, getUserMedia, video };
}

/** Lets the scanner's frame loop run until `done` or many frames have passed. */
async function frames(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
}

afterEach(() => {
  vi.unstubAllGlobals();
  StubDetector.made = [];
  StubDetector.frames = [];
  StubDetector.seen = [];
});

describe("scanning with the browser's BarcodeDetector", () => {
  it("reads QR codes from the video until one is found, hands it over once, and stops the camera", async () => {
    vi.stubGlobal("BarcodeDetector", StubDetector);
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => setTimeout(run, 0));
    const camera = fakeCamera();
    StubDetector.frames = [[], [], ["T1~o~x~offer", "another"]];
    const texts: string[] = [];
    const video = camera.video as unknown as HTMLVideoElement;
    await startScanner(video, (text) => texts.push(text));
    await frames(() => texts.length > 0);

    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: "environment" },
      audio: false,
    });
    expect(StubDetector.made).toEqual([{ formats: ["qr_code"] }]);
    expect(StubDetector.seen.length).toBe(3);
    expect(StubDetector.seen.every((s) => s === video)).toBe(true);
    expect(texts).toEqual(["T1~o~x~offer"]);
    expect(camera.track.stopped).toBe(true);
    expect(camera.video.srcObject).toBeNull();
    expect(camera.video.attributes.playsinline).toBe("true");
    // Nothing more is read once the code was found.
    await frames(() => false);
    expect(StubDetector.seen.length).toBe(3);
  });

  it("stop() ends scanning before a code is found and releases the camera", async () => {
    vi.stubGlobal("BarcodeDetector", StubDetector);
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => setTimeout(run, 0));
    const camera = fakeCamera();
    const texts: string[] = [];
    const scanner = await startScanner(camera.video as unknown as HTMLVideoElement, (text) =>
      texts.push(text),
    );
    await frames(() => StubDetector.seen.length >= 2);
    scanner.stop();
    const seen = StubDetector.seen.length;
    StubDetector.frames = [["T1~o~late"]];
    await frames(() => false);
    expect(texts).toEqual([]);
    expect(camera.track.stopped).toBe(true);
    expect(StubDetector.seen.length).toBeLessThanOrEqual(seen + 1);
  });
});
