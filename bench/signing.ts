// Signed games (issue 9): what a device key costs per entry, measured in Node on the
// code the app runs — signing an entry (WebCrypto Ed25519, as the app does where the
// browser has it, and @noble/curves, its fallback) and verifying one (@noble/curves,
// as every receiver and the merge do; a verdict is cached by hash and signature, so
// each entry is verified once per device).
import { makeEntry, type Entry } from "../src/log/entry";
import {
  checkSignature,
  deviceKey,
  entryMessage,
  nobleSigner,
  signEntryBy,
  verifyBy,
} from "../src/log/signature";
import { preverify } from "../src/net/verify";
import { median, type Figure } from "./figure";

const ENTRIES = 400;
const ROUNDS = 5;

function entries(author: string, tag: string): Entry[] {
  let prev: string | null = null;
  return Array.from({ length: ENTRIES }, (_, i) => {
    const entry: Entry = makeEntry({
      game: `bench-${tag}`,
      prev,
      author,
      seat: i % 2,
      kind: "move",
      text: `m${i}`,
    });
    prev = entry.hash;
    return entry;
  });
}

/** Median over rounds of the mean µs per entry of `run` over ENTRIES entries. */
async function perEntry(run: (round: number) => Promise<void> | void): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await run(round);
    samples.push(((performance.now() - start) * 1000) / ENTRIES);
  }
  return Math.round(median(samples));
}

const figure = (key: string, label: string, value: number, note: string): Figure => ({
  key,
  label,
  value,
  unit: "µs",
  goal: null,
  met: null,
  note,
});

export async function benchSigning(): Promise<Figure[]> {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const noble = nobleSigner(deviceKey(secret));
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, false, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const webId = Buffer.from(raw).toString("hex");
  const web = {
    id: webId,
    sign: async (m: Uint8Array) =>
      new Uint8Array(
        await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, m as BufferSource),
      ),
  };
  // Warm both paths up (the JIT, noble's precomputed tables).
  for (const e of entries(noble.id, "warm").slice(0, 50)) {
    await signEntryBy(e, noble);
    await signEntryBy({ ...e, author: webId }, web);
  }

  const nobleSign = await perEntry(async (r) => {
    for (const e of entries(noble.id, `ns${r}`)) await signEntryBy(e, noble);
  });
  const webSign = await perEntry(async (r) => {
    for (const e of entries(webId, `ws${r}`)) await signEntryBy(e, web);
  });
  const signed = await Promise.all(
    Array.from({ length: ROUNDS }, (_, r) =>
      Promise.all(entries(noble.id, `v${r}`).map((e) => signEntryBy(e, noble))),
    ),
  );
  const verify = await perEntry((r) => {
    for (const e of signed[r])
      if (!verifyBy(e.author, e.sig, entryMessage(e.hash))) throw new Error("bad signature");
  });
  // As a receiver judges an entry: the shape check and the verdict cache around the verification.
  const fresh = await Promise.all(
    Array.from({ length: ROUNDS }, (_, r) =>
      Promise.all(entries(noble.id, `c${r}`).map((e) => signEntryBy(e, noble))),
    ),
  );
  const check = await perEntry((r) => {
    for (const e of fresh[r]) if (checkSignature(e)) throw new Error("bad signature");
  });
  const cached = await perEntry((r) => {
    for (const e of fresh[r]) if (checkSignature(e)) throw new Error("bad signature");
  });
  const batches = await Promise.all(
    Array.from({ length: ROUNDS }, (_, r) =>
      Promise.all(entries(noble.id, `p${r}`).map((e) => signEntryBy(e, noble))),
    ),
  );
  const webVerify = await perEntry(async (r) => {
    await preverify(batches[r]);
    for (const e of batches[r]) if (checkSignature(e)) throw new Error("bad signature");
  });
  const n = `Node ${process.version}, mean of ${ENTRIES} entries, median of ${ROUNDS} rounds`;
  return [
    figure(
      "sign-webcrypto",
      "signing: sign one entry, WebCrypto Ed25519 (non-extractable key)",
      webSign,
      `${n}; the app's path where the browser has Ed25519`,
    ),
    figure(
      "sign-noble",
      "signing: sign one entry, @noble/curves",
      nobleSign,
      `${n}; the fallback where WebCrypto lacks Ed25519`,
    ),
    figure(
      "verify-noble",
      "signing: verify one entry's signature, @noble/curves",
      verify,
      `${n}; every receiver, once per entry`,
    ),
    figure(
      "verify-webcrypto",
      "signing: verify one received entry, WebCrypto first (the replica's path)",
      webVerify,
      `${n}; preverify (src/net/verify.ts) of a batch of ${ENTRIES}, then checkSignature`,
    ),
    figure(
      "verify-check",
      "signing: checkSignature of a new entry (shape, verify, cache)",
      check,
      `${n}; what a replica adds per received entry of a signed game`,
    ),
    figure(
      "verify-cached",
      "signing: checkSignature again (cached verdict)",
      cached,
      `${n}; the merge re-judging an entry already verified`,
    ),
  ];
}
