// What the browser test bundles into each page.
export { answerOffer, makeOffer } from "../../src/net/direct-link";
export { openPeerjs } from "../../src/net/peerjs-link";
import type { Link } from "../../src/net/link";

/** Echoes every message back (the far end of a round-trip measurement). */
export function echo(link: Link): void {
  link.onMessage((m) => link.send(String(m)));
}

/** Round trips of `n` messages, one after the other; milliseconds each. */
export async function roundTrips(link: Link, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      link.onMessage(() => resolve());
      link.send(JSON.stringify({ t: "entries", i, pad: "x".repeat(300) }));
    });
    times.push(performance.now() - start);
  }
  return times;
}
