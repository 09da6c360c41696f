import { fail, ok, type Result } from "../../engine/errors";
import type { Entry } from "../../log/entry";
import { SEED_AUTHOR } from "../../log/header";
import type { DeviceSigner } from "../../log/signature";

/**
 * What an entry's signature signs, as src/log/signature.ts `entryMessage` has it (not
 * imported: that file brings @noble/curves, which the app's first load goes without;
 * test/ui/signed-local.test.ts verifies what is signed here with checkSignature).
 */
const encoder = new TextEncoder();
const entryMessage = (hash: string): Uint8Array => encoder.encode(`tabula-entry/1\n${hash}`);

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * This device's entries of a signed game, each with its signature (the outcomes of the
 * seed are nobody's, and stay unsigned). Signed together, before the entries are
 * stored (nothing else waits on it): a move and its roll wait for one round of
 * WebCrypto, which signs asynchronously.
 * Without a key, or with a key that is not the author's, nothing is signed and the
 * write is refused: an entry of a signed game without its signature would be refused
 * by every device that checks it.
 */
export async function signEntries(
  made: readonly Entry[],
  key: DeviceSigner | undefined,
): Promise<Result<Entry[]>> {
  const mine = made.filter((e) => e.author !== SEED_AUTHOR);
  if (mine.length === 0) return ok([...made]);
  if (!key) return fail("no-key", "this game is signed, and this device has no key to sign with");
  if (mine.some((e) => e.author !== key.id)) {
    return fail("no-key", "this game is signed by another key than this device's");
  }
  try {
    return ok(
      await Promise.all(
        made.map(async (e) =>
          e.author === SEED_AUTHOR ? e : { ...e, sig: toHex(await key.sign(entryMessage(e.hash))) },
        ),
      ),
    );
  } catch (e) {
    return fail("sign-failed", e instanceof Error ? e.message : String(e));
  }
}
