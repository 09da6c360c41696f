// Floods (issue 9, hole 5): the CPU a receiver spends on 10,000 junk entries a
// dishonest peer places off the head (at old places of the game), sent as the probe
// sent them (messages of 256 entries), and whether an honest move still gets in after.
import { deriveSeed } from "../src/engine/random";
import { smalta } from "../src/games/smalta/rules";
import { dueOutcome } from "../src/log/chance";
import { makeEntry, type Entry } from "../src/log/entry";
import { SEED_AUTHOR, type GameHeader } from "../src/log/header";
import { mergeSetup, type MergeSetup } from "../src/log/merge";
import { actorNow } from "../src/log/step";
import { MessageLimits } from "../src/net/messages";
import { Replica } from "../src/net/replica";
import type { Figure } from "./figure";

const JUNK = 10_000;
const HONEST = 40;

export function setupFor(
  id: string,
  holders: readonly string[] = ["dA", "dM"],
  signed = false,
): MergeSetup {
  const header: GameHeader = {
    id,
    game: "smalta",
    rulesVersion: smalta.rulesVersion,
    options: {},
    seats: 2,
    seed: deriveSeed([`${id}-a`, `${id}-b`]),
    holders: [...holders],
    ...(signed ? { signed: true } : {}),
  };
  const setup = mergeSetup(smalta, header);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/** The next honest entry: the due seeded outcome, else the first legal move of the seat to move. */
export async function playOne(replica: Replica): Promise<Entry> {
  const merged = replica.merged;
  const due = dueOutcome(replica.setup, merged);
  const actor = actorNow(smalta, merged.state);
  if (due === null && typeof actor !== "number") throw new Error("the game ended early");
  const made = await replica.propose(
    due !== null
      ? { author: SEED_AUTHOR, seat: "chance", kind: "random", text: due }
      : {
          author: merged.holders[actor as number],
          seat: actor as number,
          kind: "move",
          text: smalta.formatMove(smalta.legalMoves(merged.state as never, actor as number)[0]),
        },
  );
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Junk of the peer holding seat 1: handovers and illegal moves at old places (never the newest two). */
export function junk(line: readonly Entry[], game: string, n = JUNK, author = "dM"): Entry[] {
  return Array.from({ length: n }, (_, i) =>
    makeEntry({
      game,
      prev: line[i % (line.length - 2)].hash,
      author,
      seat: 1,
      kind: i % 2 === 0 ? "meta" : "move",
      text: i % 2 === 0 ? `hand junk${i}` : `z${i}`,
    }),
  );
}

export async function benchFloods(): Promise<Figure[]> {
  return [
    await floodOf(MessageLimits.maxEntries),
    await floodOf(1),
    ...(await (await import("./floods-kinds")).benchJunkKinds()),
  ];
}

/** One receiver takes the junk in messages of `batch` entries. */
async function floodOf(batch: number): Promise<Figure> {
  const setup = setupFor("bench-floods");
  // An honest game played to its end elsewhere; the receiver holds it but for its last two entries.
  const player = new Replica({ setup, persist: async () => undefined });
  const whole: Entry[] = [];
  const going = (): boolean =>
    dueOutcome(setup, player.merged) !== null ||
    typeof actorNow(smalta, player.merged.state) === "number";
  while (whole.length < HONEST && going()) {
    whole.push(await playOne(player));
  }
  const line = whole.slice(0, -2);
  const replica = new Replica({ setup, persist: async () => undefined });
  await replica.receive(line, "honest");
  const entries = junk(line, setup.header.id);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  let refused = 0;
  for (let i = 0; i < entries.length; i += batch) {
    const receipt = await replica.receive(entries.slice(i, i + batch), "peer");
    if (receipt.error) refused++;
  }
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000;
  const wallMs = performance.now() - wall;
  const headKept = replica.merged.head === line[line.length - 1].hash;
  const next = whole[whole.length - 2];
  const after = await replica.receive([next], "honest");
  const honestAfter = after.error
    ? `refused (${after.error.code})`
    : replica.merged.head === next.hash
      ? "accepted"
      : "not accepted";
  return {
    key: `floods-junk-cpu-${batch}`,
    label: `CPU of ${JUNK.toLocaleString("en")} junk off-head entries, ${batch} per message`,
    value: Math.round(ms),
    unit: "ms",
    goal: null,
    met: null,
    note:
      `${JUNK} entries at old places of a ${line.length}-entry Smalta game, ${batch} per message; ` +
      `wall ${Math.round(wallMs)} ms, ${refused} messages refused, ${replica.size} entries held, ` +
      `head kept: ${headKept}; an honest move after: ${honestAfter}`,
  };
}
