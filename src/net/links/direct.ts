// Owned by the pairing work (issue 3).
import { fail, ok, type Result } from "../../engine/errors";
import type { Link } from "../link";
import { CarrierLink } from "./channel-link";
import { decodeSdpText, encodeSdpText, makeSdp, parseSdp } from "./sdp-codec";

/**
 * The "direct" link: a plain RTCPeerConnection with no server at all. The inviting
 * device shows its offer (compact text, as a QR code), the joining device answers
 * with its own, and the data channel opens. Both sides make the channel themselves
 * (negotiated, id 0), so no extra round trip is needed to announce it.
 */
export interface DirectOffer {
  /** The offer's text, for the QR code and the copy-paste fallback. */
  readonly text: string;
  /** Takes the other device's answer text; the link opens a moment later. */
  accept(answerText: string): Promise<Result<void>>;
  /** Resolves when the data channel opens. */
  readonly link: Promise<Link>;
  /** Abandons the pairing if the channel has not opened yet (an open link is left alone). */
  cancel(): void;
}

export interface DirectAnswer {
  readonly text: string;
  readonly link: Promise<Link>;
  cancel(): void;
}

/** How long gathering may take; a table with no network has only host candidates. */
const GATHER_TIMEOUT_MS = 5_000;

/** No STUN or TURN: the devices are at one table, on one network (or one machine). */
const CONFIG: RTCConfiguration = { iceServers: [] };

export async function makeDirectOffer(peerLabel = "direct"): Promise<Result<DirectOffer>> {
  const pc = new RTCPeerConnection(CONFIG);
  const { link, channel } = channelLink(pc, peerLabel);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
  } catch (e) {
    pc.close();
    return fail("webrtc-failed", describe(e));
  }
  const compact = parseSdp("offer", pc.localDescription?.sdp ?? "");
  if (!compact.ok) {
    pc.close();
    return compact;
  }
  return ok({
    text: encodeSdpText(compact.value),
    link,
    cancel: () => abandon(pc, channel),
    async accept(answerText: string): Promise<Result<void>> {
      const answer = decodeSdpText(answerText);
      if (!answer.ok) return answer;
      if (answer.value.kind !== "answer")
        return fail("bad-sdp", "this code is an offer, not an answer");
      try {
        await pc.setRemoteDescription({ type: "answer", sdp: makeSdp(answer.value) });
        return ok(undefined);
      } catch (e) {
        return fail("webrtc-failed", describe(e));
      }
    },
  });
}

export async function answerDirectOffer(
  offerText: string,
  peerLabel = "direct",
): Promise<Result<DirectAnswer>> {
  const offer = decodeSdpText(offerText);
  if (!offer.ok) return offer;
  if (offer.value.kind !== "offer") return fail("bad-sdp", "this code is an answer, not an offer");
  const pc = new RTCPeerConnection(CONFIG);
  const { link, channel } = channelLink(pc, peerLabel);
  try {
    await pc.setRemoteDescription({ type: "offer", sdp: makeSdp(offer.value) });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
  } catch (e) {
    closeAll(pc, channel);
    return fail("webrtc-failed", describe(e));
  }
  const compact = parseSdp("answer", pc.localDescription?.sdp ?? "");
  if (!compact.ok) {
    closeAll(pc, channel);
    return compact;
  }
  return ok({ text: encodeSdpText(compact.value), link, cancel: () => abandon(pc, channel) });
}

function channelLink(
  pc: RTCPeerConnection,
  peerLabel: string,
): { link: Promise<Link>; channel: RTCDataChannel } {
  const channel = pc.createDataChannel("tabula", { negotiated: true, id: 0, ordered: true });
  const carrier = new CarrierLink(peerLabel, {
    send: (text) => channel.send(text),
    close: () => closeAll(pc, channel),
  });
  channel.onmessage = (event: MessageEvent<unknown>) => carrier.deliver(event.data);
  channel.onclose = () => carrier.closed();
  // A dead ICE path closes the link (the channel's own close may come much later).
  pc.addEventListener("connectionstatechange", () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") carrier.closed();
  });
  const link = new Promise<Link>((resolve) => {
    channel.onopen = () => resolve(carrier);
  });
  return { link, channel };
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState !== "complete") return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Leaving the pairing screen ends a pairing still under way, not the game it led to. */
function abandon(pc: RTCPeerConnection, channel: RTCDataChannel): void {
  if (channel.readyState !== "open") closeAll(pc, channel);
}

function closeAll(pc: RTCPeerConnection, channel: RTCDataChannel): void {
  channel.close();
  pc.close();
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
