import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { DecisiveTurn } from "../../games/review/types";
import { findManifest } from "../../games/manifests";
import { isListedMove, type ListsMove, type SummaryEntry } from "../../store/continue-summary";
import { useApp, useT, type Translate } from "../app-context";
import { findGameUi } from "../game-uis";
import type { Lang } from "../kit/game-ui";
import { askWorkerReview } from "../kit/bot-worker-channel";
import type { ReviewReply } from "../model/bot-protocol";
import type { GameSession } from "../model/session";
import { shownMove } from "../model/shown-move";

/** What is shown of the review: asked of the bot worker, or its answer. */
export type ReviewShown =
  { readonly kind: "asking" } | { readonly kind: "answer"; readonly reply: ReviewReply };

/**
 * Whether the result of `session`'s game shows the decisive turn: the game has a review
 * (its manifest's), and the log holds every card — not a fair game, whose log names
 * tokens, or an imported one this device reads none of.
 */
export function offersReview(session: GameSession): boolean {
  const record = session.record.value;
  return findManifest(record.game)?.review !== undefined && !session.fair && !record.importedFair;
}

/**
 * "The turn that decided the game", under the result of a finished card game: asked of
 * the bot worker once the game is over (the review plays the bots a few seconds, never
 * while the game is played), "looking…" meanwhile.
 */
export function DecisiveTurnLine(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
}) {
  const { session } = props;
  const record = session.record.value;
  const shown = useSignal<ReviewShown>({ kind: "asking" });
  useEffect(() => {
    let live = true;
    shown.value = { kind: "asking" };
    const entries = session.log().map(({ seat, text }) => ({ seat, text }));
    void askWorkerReview({
      game: record.game,
      options: record.options,
      seats: record.seats,
      entries,
    }).then((reply) => {
      if (live) shown.value = { kind: "answer", reply };
    });
    return () => {
      live = false;
    };
  }, [record.id, record.entryCount]);
  const lists = findGameUi(record.game)?.listsMove;
  const log = session.log();
  return (
    <DecisiveTurnView
      shown={shown.value}
      names={props.names}
      number={(entry) => moveNumber(log, entry, lists)}
      lists={lists}
      onShow={(entry) => (shownMove.value = { game: record.id, entry })}
    />
  );
}

/**
 * The line itself, from the review's answer: `number` gives the move-list number of
 * the log's entry `entry`, `lists` which entries the move list shows.
 */
export function DecisiveTurnView(props: {
  readonly shown: ReviewShown;
  readonly names: readonly string[];
  readonly number: (entry: number) => number;
  readonly lists: ListsMove | undefined;
  /** Show opens the move list at the turn (the log index of its first entry). */
  readonly onShow: (entry: number) => void;
}) {
  const t = useT();
  const lang = useApp().settings.lang.value;
  const { shown } = props;
  if (shown.kind === "asking") {
    return (
      <p class="note" data-testid="decisive-turn-asking" role="status">
        {t("decisiveLooking")}
      </p>
    );
  }
  if (!shown.reply.ok) {
    return (
      <p class="note" data-testid="decisive-turn-failed" data-code={shown.reply.code}>
        {t("decisiveFailed")}
      </p>
    );
  }
  const decisive = shown.reply.decisive;
  if (decisive === null) return null;
  return (
    <p class="note" data-testid="decisive-turn" data-entry={String(decisive.entry)}>
      {decisiveText(decisive, props.names, props.number(decisive.entry), props.lists, t, lang)}{" "}
      <button
        type="button"
        class="button small"
        data-testid="decisive-turn-show"
        onClick={() => props.onShow(decisive.entry)}
      >
        {t("decisiveShow")}
      </button>
    </p>
  );
}

/** "The turn that decided the game: move 23 by Anna, Qs@3,1. …": the line's words. */
export function decisiveText(
  decisive: DecisiveTurn,
  names: readonly string[],
  number: number,
  lists: ListsMove | undefined,
  t: Translate,
  lang: Lang,
): string {
  const name = (seat: number): string => names[seat] ?? String(seat + 1);
  const shownMoves = decisive.moves.filter((text) => lists?.(text) ?? true);
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  return t(decisive.after >= decisive.before ? "decisiveRose" : "decisiveFell", {
    number,
    name: name(decisive.seat),
    move: (shownMoves.length > 0 ? shownMoves : decisive.moves).join("; "),
    judged: name(decisive.judged),
    before: percent.format(decisive.before),
    after: percent.format(decisive.after),
  });
}

/** The number the move list gives the entry `entry` of `log` (or the next move it lists). */
export function moveNumber(
  log: readonly SummaryEntry[],
  entry: number,
  lists: ListsMove | undefined,
): number {
  return log.slice(0, entry).filter((e) => isListedMove(e, lists)).length + 1;
}
