import { BASE, encodePoint, type Point } from "./group";
import { memoCheck } from "./memo";
import { shuffleKeyOf } from "./secrets";

/**
 * Whether a revealed deck secret is the key of its device's shuffle (U = a·G). One hash
 * and one base multiplication, memoised: the check a `keys` entry passes before the
 * audit is even considered, so a wrong secret (junk, issue 27) never costs an audit.
 */
export function secretFitsShuffle(secret: Uint8Array, U: Point): boolean {
  return memoCheck(["deck-secret", encodePoint(U), secret], () =>
    BASE.multiply(shuffleKeyOf(secret)).equals(U),
  );
}
