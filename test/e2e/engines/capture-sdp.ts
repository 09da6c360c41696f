// Writes each engine's real SDP of a Tabula direct link (one pre-negotiated data channel,
// ICE gathered, no servers) to test/net/links/sdp/, for the codec's round-trip tests:
// `npx tsx test/e2e/engines/capture-sdp.ts` (needs Chromium and Firefox ESR). Offers of
// each engine, and the answer each engine gives to the other's offer.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumEngine } from "./chromium";
import type { EnginePage } from "./engine";
import { firefoxEngine } from "./firefox";
import { serveStatic } from "../server";

const OUT = resolve(import.meta.dirname, "../../net/links/sdp");

/** In the page: an offer (remote null) or the answer to `remote`, once ICE gathering is done. */
const describeLink = (page: EnginePage, remote: string | null) =>
  page.evaluate(async (remote) => {
    const pc = new RTCPeerConnection({ iceServers: [] });
    pc.createDataChannel("tabula", { negotiated: true, id: 0, ordered: true });
    const gathered = new Promise<void>((done) => {
      pc.addEventListener("icegatheringstatechange", () => {
        if (pc.iceGatheringState === "complete") done();
      });
    });
    if (remote === null) {
      await pc.setLocalDescription(await pc.createOffer());
    } else {
      await pc.setRemoteDescription({ type: "offer", sdp: remote });
      await pc.setLocalDescription(await pc.createAnswer());
    }
    await Promise.race([gathered, new Promise((done) => setTimeout(done, 5000))]);
    return pc.localDescription!.sdp;
  }, remote);

const server = await serveStatic();
const [chromium, firefox] = await Promise.all([chromiumEngine.launch(), firefoxEngine.launch()]);
try {
  for (const b of [chromium, firefox]) await b.page.goto(server.url);
  const offers = {
    chromium: await describeLink(chromium.page, null),
    firefox: await describeLink(firefox.page, null),
  };
  const files: Record<string, string> = {
    "chromium-offer.sdp": offers.chromium,
    "firefox-offer.sdp": offers.firefox,
    "firefox-answer-to-chromium.sdp": await describeLink(firefox.page, offers.chromium),
    "chromium-answer-to-firefox.sdp": await describeLink(chromium.page, offers.firefox),
  };
  for (const [name, sdp] of Object.entries(files)) writeFileSync(resolve(OUT, name), sdp);
  console.log(`wrote ${Object.keys(files).join(", ")} to ${OUT}`);
} finally {
  await Promise.all([chromium.close(), firefox.close()]);
  await Promise.all([chromiumEngine.release(), firefoxEngine.release()]);
  await server.close();
}
