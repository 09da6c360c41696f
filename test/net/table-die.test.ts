import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { SMALTA_OPTIONS } from "../../src/games/smalta/view/options";
import { dueOutcome } from "../../src/log/chance";
import { SEED_AUTHOR } from "../../src/log/header";
import { actorNow } from "../../src/log/step";
import { FakeNetwork } from "../../src/net/memory-link";
import { uncheckedNotes } from "../../src/ui/kit/unchecked";
import { connect, makeDevice, setupOf, smaltaHeader, type Device } from "./table";

// Hole 9 of issue 9: with Smalta's table die the roll is the player's own move, so in
// a paired game a peer could write "roll 6" every turn and have it accepted. No device
// can check a die thrown at a table, so the game cannot refuse it; what the app does
// instead: Invite never offers the table die (test/ui/kit/unchecked.test.ts), and a
// game that plays it across devices anyway says "dice not checked" on every device.

const header = smaltaHeader("table-die", ["dA", "dM"], { fortune: "table" });
const setup = setupOf(header);

/** The seat to move's entry: the first move, a roll of 6 for dM, else the first legal move. */
async function playOne(device: Device, holder: (seat: number) => Device): Promise<string> {
  const merged = device.replica.merged;
  const due = dueOutcome(setup, merged);
  if (due !== null) {
    const made = await device.replica.propose({
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: due,
    });
    if (!made.ok) throw new Error(made.error.message);
    return made.value.text;
  }
  const seat = actorNow(smalta, merged.state) as number;
  const mover = holder(seat);
  const legal = smalta.legalMoves(mover.replica.merged.state as never, seat);
  const six = legal.find((m) => m.type === "roll" && m.value === 6);
  const move = mover.id === "dM" && six ? six : legal[0];
  const made = await mover.replica.propose({
    author: mover.id,
    seat,
    kind: "move",
    text: smalta.formatMove(move),
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.text;
}

describe("Smalta's table die across devices", () => {
  it("a peer's chosen rolls cannot be refused, and every device says the dice are not checked", async () => {
    const network = new FakeNetwork({ seed: 11, maxDelay: 2, dropRate: 0, reorder: false });
    const a = makeDevice(setup, "dA");
    const m = makeDevice(setup, "dM");
    connect(network, a, m);
    await network.quiesce();
    const holder = (seat: number): Device => (header.holders[seat] === "dA" ? a : m);
    const sixes: string[] = [];
    for (let i = 0; i < 60 && sixes.length < 10; i++) {
      if (
        typeof actorNow(smalta, a.replica.merged.state) !== "number" &&
        !dueOutcome(setup, a.replica.merged)
      )
        break;
      const text = await playOne(a, holder);
      await network.quiesce();
      const last = a.replica.merged.accepted.at(-1)!;
      if (last.author === "dM" && text === "roll 6") sixes.push(text);
    }
    expect(sixes.length, "dM's chosen rolls were all accepted").toBe(10);
    expect(m.replica.merged.head).toBe(a.replica.merged.head);
    for (const device of [a, m]) {
      const holders = device.replica.merged.holders;
      for (const lang of ["en", "ru"] as const) {
        expect(uncheckedNotes(SMALTA_OPTIONS, header.options, holders, lang)).toHaveLength(1);
      }
    }
  });
});
