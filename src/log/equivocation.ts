import type { Rejection } from "./merge";

/**
 * The devices the merge caught writing two versions of one turn (`equivocation`,
 * src/log/rank.ts): each rejection of that code is a proof against its author — in a
 * signed game both entries carry its signature — so every device that holds the set
 * names the same devices. Ordered by first appearance in the log.
 */
export function equivocators(rejected: readonly Rejection[]): string[] {
  const authors = new Set<string>();
  for (const r of rejected) if (r.code === "equivocation") authors.add(r.entry.author);
  return [...authors];
}
