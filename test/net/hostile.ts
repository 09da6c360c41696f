import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import { type Entry } from "../../src/log/entry";
import { headerDigest, SEED_AUTHOR } from "../../src/log/header";
import type { MergeSetup } from "../../src/log/merge";
import { actorNow } from "../../src/log/step";
import type { FakeNetwork, MemoryLink } from "../../src/net/memory-link";
import { encodeMessage, PROTOCOL, type Hello } from "../../src/net/messages";
import type { Device } from "./table";

/**
 * Helpers for the adversarial tests: a hostile end of a memory link that speaks the
 * sync protocol by hand, and an honest line of play to forge on top of.
 */

export function helloOf(setup: MergeSetup, fields: Partial<Hello> = {}): Hello {
  return {
    t: "hello",
    protocol: PROTOCOL,
    game: setup.header.id,
    rules: setup.game.rulesVersion,
    header: headerDigest(setup.header),
    heads: [],
    known: [],
    reply: false,
    ...fields,
  };
}

export class Hostile {
  constructor(
    readonly link: MemoryLink,
    readonly setup: MergeSetup,
  ) {}

  send(message: unknown): void {
    this.link.sendRaw(typeof message === "string" ? message : JSON.stringify(message));
  }

  hello(fields: Partial<Hello> = {}): void {
    this.send(helloOf(this.setup, fields));
  }

  entries(entries: readonly Entry[], game = this.setup.header.id): void {
    this.send(encodeMessage({ t: "entries", game, entries }));
  }

  /** Every message the honest side sent back, parsed (call `listen()` first). */
  readonly heard: { t: string; [key: string]: unknown }[] = [];

  listen(): this {
    this.link.onMessage((text) => {
      if (typeof text === "string" && text.startsWith("{")) this.heard.push(JSON.parse(text));
    });
    return this;
  }

  hellosHeard(): number {
    return this.heard.filter((m) => m.t === "hello").length;
  }
}

/**
 * Plays `n` honest entries on `device`'s replica (the due seeded outcome, else the first
 * legal move of the seat to move, by its holder) and returns them in order.
 */
export async function playHonest(device: Device, n: number): Promise<Entry[]> {
  const made: Entry[] = [];
  const setup = device.replica.setup;
  for (let i = 0; i < n; i++) {
    const merged = device.replica.merged;
    const due = dueOutcome(setup, merged);
    const actor = actorNow(smalta, merged.state);
    const proposal =
      due !== null
        ? ({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: due } as const)
        : typeof actor === "number"
          ? ({
              author: merged.holders[actor],
              seat: actor,
              kind: "move",
              text: smalta.formatMove(smalta.legalMoves(merged.state as never, actor)[0]),
            } as const)
          : null;
    if (proposal === null) throw new Error("the game ended early");
    const result = await device.replica.propose(proposal);
    if (!result.ok) throw new Error(result.error.message);
    made.push(result.value);
  }
  return made;
}

/** A hostile peer's link to `device`, which syncs over the other end. */
export function hostileLink(network: FakeNetwork, device: Device, name = "dM"): Hostile {
  const [mine, theirs] = network.connect(name, device.name);
  device.sync.attach(theirs);
  return new Hostile(mine, device.replica.setup);
}
