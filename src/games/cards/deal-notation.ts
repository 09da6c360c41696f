import { ErrorCode, fail, ok, type Result } from "../../engine/errors";

/**
 * The parts of a deal entry as the rules files write them: `name:card,card,…` tokens
 * separated by spaces (`g0:Ah,2c g1:5d stock:2s,3h`), an empty part as `name:`. A game
 * adds its own leading tokens (`deal first=0 …`) around these.
 */
export interface NamedCards<C> {
  readonly name: string;
  readonly cards: readonly C[];
}

const NAME = /^[A-Za-z0-9_-]{1,20}$/;

export function makeDealParts<C>(
  parts: readonly NamedCards<C>[],
  makeCard: (card: C) => string,
): string {
  return parts.map((p) => `${p.name}:${p.cards.map(makeCard).join(",")}`).join(" ");
}

/** Parses `name:cards` tokens (already split on spaces); the inverse of makeDealParts. */
export function parseDealParts<C>(
  tokens: readonly string[],
  parseCard: (text: string) => Result<C>,
): Result<NamedCards<C>[]> {
  const out: NamedCards<C>[] = [];
  for (const token of tokens) {
    const colon = token.indexOf(":");
    const name = colon < 0 ? "" : token.slice(0, colon);
    if (!NAME.test(name))
      return fail(ErrorCode.Syntax, `"${token}" is not a part of a deal (name:cards)`);
    if (out.some((p) => p.name === name)) {
      return fail(ErrorCode.Syntax, `the deal names "${name}" twice`);
    }
    const text = token.slice(colon + 1);
    const cards: C[] = [];
    for (const card of text === "" ? [] : text.split(",")) {
      const parsed = parseCard(card);
      if (!parsed.ok) return parsed;
      cards.push(parsed.value);
    }
    out.push({ name, cards });
  }
  return ok(out);
}
