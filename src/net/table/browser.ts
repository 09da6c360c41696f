import type { Result } from "../../engine/errors";
import type { DeviceSigner } from "../../log/signature";
import type { AnyGame } from "../../engine/game";
import type { ListsMove } from "../../store/continue-summary";
import type { Store } from "../../store/types";
import { openPeer } from "../links/peerjs";
import { Pairing, type PairingHooks } from "./pairing";
import { preverify } from "../verify";
import { auditAhead } from "../../fair/audit-ahead";
import { browserDeckWorkers } from "./deck-workers";
import {
  browserNetwork,
  cryptoNonce,
  cryptoSecret,
  systemTimers,
  type TablePlatform,
} from "./platform";

type Rules = (game: string) => Promise<Result<AnyGame>>;
type ListsMoveOf = (game: string) => ListsMove | undefined;

/** The browser's wake-ups: the page shown again, or the network back. */
export function browserWake(listener: () => void): () => void {
  const onVisible = (): void => {
    if (document.visibilityState === "visible") listener();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", listener);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("online", listener);
  };
}

/** This device as the table sees it: its key (whose id is the device id) and its id of before. */
export interface TableIdentity {
  readonly key: DeviceSigner;
  readonly alias?: string;
}

/** The platform of a browser tab: the real clock, crypto ids, and PeerJS. */
export function browserTablePlatform(
  store: Store,
  identity: TableIdentity,
  rules: Rules,
  listsMove?: ListsMoveOf,
): TablePlatform {
  const deckPasses = browserDeckWorkers();
  return {
    ...systemTimers,
    store,
    device: identity.key.id,
    key: identity.key,
    ...(identity.alias ? { alias: identity.alias } : {}),
    rules,
    listsMove,
    newId: () => crypto.randomUUID(),
    newNonce: cryptoNonce,
    newSecret: cryptoSecret,
    deckPasses,
    openPeer,
    preverify,
    // The audit of a hand multiplies a whole deck: on the deck workers, not this thread.
    preaudit: (fair, author, text) =>
      auditAhead(fair, author, text, (inputs, scalars) => deckPasses.run(inputs, scalars)),
    network: browserNetwork,
    onWake: browserWake,
  };
}

/** This tab's Pairing (the app loads this module with import() on first use). */
export function browserPairing(
  store: Store,
  identity: TableIdentity,
  rules: Rules,
  hooks: PairingHooks,
  listsMove?: ListsMoveOf,
): Pairing {
  return new Pairing(browserTablePlatform(store, identity, rules, listsMove), hooks);
}
