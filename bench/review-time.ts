// Times the review of one bot game of each card game (docs/ui.md quotes the figures):
// `npx tsx bench/review-time.ts [playouts] [level]`.
import { manifests } from "../src/games/manifests";
import { rngFromText, seededSource } from "../src/engine/random";
import { actorNow, stepAs } from "../src/log/step";
import type { ReviewEntry } from "../src/games/review/types";
import { reviewGame } from "../src/games/review/review";

const playouts = Number(process.argv[2] ?? 8);
const level = process.argv[3] ?? "ref";
for (const id of ["spite-malice", "mountains", "gallery"]) {
  const manifest = manifests.find((m) => m.id === id)!;
  const rules = await manifest.rules();
  const bots = await manifest.bots!();
  const seats = rules.seatCounts[0];
  const options = rules.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const setup = rules.setup(options.value, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const random = seededSource("bench");
  const entries: ReviewEntry[] = [];
  const rng = rngFromText("bench-bots");
  for (let i = 0; i < 5000; i++) {
    const actor = actorNow(rules, state);
    if (actor === null) break;
    const move =
      actor === "chance"
        ? random.draw(rules, state, i)
        : bots.choose(rules.view(state, actor), actor, "normal", rng);
    const m = actor === "chance" ? move : (move as { ok: true; value: unknown }).value;
    const step = stepAs(rules, state, actor, m, i, random);
    if (!step.ok) throw new Error(step.error.message);
    entries.push({ seat: actor, text: rules.formatMove(m) });
    state = step.value.state;
  }
  const started = performance.now();
  const review = reviewGame(
    {
      rules,
      playouts,
      maxEntries: 20_000,
      coarse: Number(process.argv[4] ?? 16),
      choose: (view, seat, r) => bots.choose(view, seat, level, r),
    },
    { options: {}, seats, entries },
  );
  const ms = performance.now() - started;
  if (!review.ok) throw new Error(review.error.message);
  console.log(
    id,
    seats,
    "seats",
    entries.length,
    "entries",
    review.value.turns.length,
    "turns",
    Math.round(ms),
    "ms",
    JSON.stringify(review.value.decisive),
  );
}
