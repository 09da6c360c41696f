// Times each card game's review ("the turn that decided the game", src/games/review/) of
// one game its `normal` bots play, as the bot worker runs it; docs/ui.md quotes the
// figures. `npx tsx bench/review-time.ts [seed]`.
import { manifests } from "../src/games/manifests";
import { rngFromText, seededSource } from "../src/engine/random";
import { actorNow, stepAs } from "../src/log/step";
import type { ReviewEntry } from "../src/games/review/types";

const seed = process.argv[2] ?? "bench";
for (const id of ["spite-malice", "mountains", "gallery"]) {
  const manifest = manifests.find((m) => m.id === id)!;
  const [rules, bots, review] = await Promise.all([
    manifest.rules(),
    manifest.bots!(),
    manifest.review!(),
  ]);
  const seats = rules.seatCounts[0];
  const options = rules.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const setup = rules.setup(options.value, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const random = seededSource(seed);
  const rng = rngFromText(`${seed}/bots`);
  const entries: ReviewEntry[] = [];
  for (let i = 0; actorNow(rules, state) !== null; i++) {
    const actor = actorNow(rules, state)!;
    let move: unknown = null;
    if (actor === "chance") move = random.draw(rules, state, i);
    else {
      const chosen = bots.choose(rules.view(state, actor), actor, "normal", rng);
      if (!chosen.ok) throw new Error(chosen.error.message);
      move = chosen.value;
    }
    const step = stepAs(rules, state, actor, move, i, random);
    if (!step.ok) throw new Error(step.error.message);
    entries.push({ seat: actor, text: rules.formatMove(move) });
    state = step.value.state;
  }
  const started = performance.now();
  const reviewed = review({ options: {}, seats, entries });
  const ms = Math.round(performance.now() - started);
  if (!reviewed.ok) throw new Error(reviewed.error.message);
  const turns = reviewed.value.turns.length;
  const d = reviewed.value.decisive;
  console.log(
    `${id}: ${seats} seats, ${entries.length} entries, ${turns} positions estimated, ${ms} ms;`,
    d ? `decisive entry ${d.entry} (seat ${d.seat}): ${d.before} → ${d.after}` : "no turn",
  );
}
