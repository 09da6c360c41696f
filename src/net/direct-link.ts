import { fail, ok, type Result } from "../engine/errors";
import { ChannelLink } from "./channel-link";
import type { Link } from "./link";
import { compactText, expandSdp, parseCompact, readSdp } from "./sdp-compact";

/**
 * Direct pairing, no server at all: a plain RTCPeerConnection whose offer and answer
 * travel as compact text (src/net/sdp-compact.ts), shown as QR codes and scanned, or
 * copied and pasted. ICE gathering finishes before a code is shown, so one code each
 * way is enough. Both sides open the same pre-negotiated data channel (id 0), so
 * neither waits for the other to announce it.
 */

/** How long to wait for ICE gathering before showing what was gathered. */
const GATHER_MS = 3_000;

export interface DirectOffer {
  /** The compact offer, for the QR code and the copy button. */
  readonly text: string;
  /** Takes the scanned answer; resolves with the open link. */
  accept(answerText: string): Promise<Result<Link>>;
  /** Gives up (closes the connection). */
  cancel(): void;
}

export interface DirectAnswer {
  /** The compact answer, for the QR code the inviting device scans. */
  readonly text: string;
  /** Resolves once the channel is open (or fails when the connection does). */
  readonly link: Promise<Result<Link>>;
}

function openPair(config: RTCConfiguration): { pc: RTCPeerConnection; channel: RTCDataChannel } {
  const pc = new RTCPeerConnection(config);
  const channel = pc.createDataChannel("tabula", { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

async function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

function whenOpen(
  pc: RTCPeerConnection,
  channel: RTCDataChannel,
  peer: string,
): Promise<Result<Link>> {
  return new Promise((resolve) => {
    const link = (): Link => new ChannelLink(channel, peer, () => pc.close());
    if (channel.readyState === "open") return resolve(ok(link()));
    channel.addEventListener("open", () => resolve(ok(link())));
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed" || pc.connectionState === "closed") {
        resolve(fail("direct-failed", "the direct connection could not be opened"));
      }
    });
  });
}

/** The inviting side: makes the offer code. */
export async function makeOffer(config: RTCConfiguration = {}): Promise<Result<DirectOffer>> {
  const { pc, channel } = openPair(config);
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const local = readSdp("offer", pc.localDescription?.sdp ?? "");
  if (!local.ok) {
    pc.close();
    return local;
  }
  return ok({
    text: compactText(local.value),
    cancel: () => pc.close(),
    async accept(answerText: string): Promise<Result<Link>> {
      const answer = parseCompact(answerText);
      if (!answer.ok) return answer;
      if (answer.value.type !== "answer")
        return fail("bad-pairing-code", "this is an offer, not an answer");
      await pc.setRemoteDescription({ type: "answer", sdp: expandSdp(answer.value) });
      return whenOpen(pc, channel, "direct");
    },
  });
}

/** The joining side: takes the scanned offer and makes the answer code. */
export async function answerOffer(
  offerText: string,
  config: RTCConfiguration = {},
): Promise<Result<DirectAnswer>> {
  const offer = parseCompact(offerText);
  if (!offer.ok) return offer;
  if (offer.value.type !== "offer")
    return fail("bad-pairing-code", "this is an answer, not an offer");
  const { pc, channel } = openPair(config);
  await pc.setRemoteDescription({ type: "offer", sdp: expandSdp(offer.value) });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  const local = readSdp("answer", pc.localDescription?.sdp ?? "");
  if (!local.ok) {
    pc.close();
    return local;
  }
  return ok({ text: compactText(local.value), link: whenOpen(pc, channel, "direct") });
}
