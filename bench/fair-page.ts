// Bundled by bench/fair-web.ts (esbuild) and run in a Chromium page: Spite and Malice's
// fair deal on a table simulated in the page (bench/fair-deal.ts; no pairing, no
// network), its deck passes in the page's thread or split over Web Workers of
// src/net/table/deck-worker.ts (DECK_WORKER_CODE, bundled alongside). Wall clock.
import { DeckWorkers, type WorkerLike } from "../src/net/table/deck-workers";
import { runDealWith, type Deal } from "./fair-deal";

declare const DECK_WORKER_CODE: string;

export interface PageDeal {
  /** The critical path from pairing to the first move, and each phase's share. */
  readonly critical: number;
  readonly phases: readonly { readonly name: string; readonly critical: number }[];
  readonly entries: number;
  readonly chars: number;
}

const workerUrl = URL.createObjectURL(new Blob([DECK_WORKER_CODE], { type: "text/javascript" }));

async function fairDeal(deal: Deal, workers: number, runs: number): Promise<PageDeal[]> {
  const pool =
    workers > 0
      ? new DeckWorkers(
          () => new Worker(workerUrl, { type: "module" }) as unknown as WorkerLike,
          workers,
        )
      : null;
  pool?.warm();
  const results: PageDeal[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const run = await runDealWith(
        deal,
        pool ? (pass) => pool.run(pass.encodings, pass.scalars) : null,
      );
      results.push({
        critical: run.critical.wall,
        phases: run.phases.map((p) => ({ name: p.name, critical: p.critical.wall })),
        entries: run.entries,
        chars: run.chars,
      });
    }
  } finally {
    pool?.close();
  }
  return results;
}

(globalThis as unknown as { __fairDeal: typeof fairDeal }).__fairDeal = fairDeal;
