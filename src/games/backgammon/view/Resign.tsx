import { useState } from "preact/hooks";
import { RESIGN_KINDS, RESIGN_MULTIPLIER } from "../resign";
import type { BackgammonState } from "../state";
import type { BoardTexts } from "./texts";
import { ActionButton } from "./ActionButton";

/**
 * Resigning on the board: the player on roll offers a single game, a gammon or a
 * backgammon (a move of the log, `resign gammon`); the opponent (a bot, or the player
 * on the other device) accepts or declines. `canResign` comes from the rules
 * (resign.ts `mayResign`); `answer` is true when `accept` and `decline` are in `legal`.
 */
export function ResignControl(props: {
  readonly state: BackgammonState;
  readonly me: 0 | 1;
  readonly canResign: boolean;
  readonly answer: boolean;
  readonly names: readonly [string, string];
  readonly texts: BoardTexts;
  readonly onMove: (text: string) => void;
}) {
  const { state, texts } = props;
  const [open, setOpen] = useState(false);
  const offer = state.phase === "resign" ? state.resign : undefined;
  if (offer) {
    const what = texts.resignKind(offer.kind, state.cube * RESIGN_MULTIPLIER[offer.kind]);
    if (props.answer) {
      return (
        <div class="bg-resign" role="group" data-testid="resign-offer" data-kind={offer.kind}>
          <p role="status">{texts.resignOffered(props.names[offer.seat], what)}</p>
          <ActionButton testid="resign-accept" primary onClick={() => props.onMove("accept")}>
            {texts.accept}
          </ActionButton>
          <ActionButton testid="resign-decline" onClick={() => props.onMove("decline")}>
            {texts.decline}
          </ActionButton>
        </div>
      );
    }
    if (offer.seat !== props.me) return null;
    return (
      <p class="bg-resign" role="status" data-testid="resign-waiting">
        {texts.resignWaiting(props.names[1 - offer.seat], what)}
      </p>
    );
  }
  if (!props.canResign) return null;
  if (!open) {
    return (
      <ActionButton testid="resign" onClick={() => setOpen(true)}>
        {texts.resign}
      </ActionButton>
    );
  }
  return (
    <div class="bg-resign" role="group" aria-label={texts.resignAs} data-testid="resign-choice">
      <p>{texts.resignAs}:</p>
      {RESIGN_KINDS.map((kind) => (
        <ActionButton
          key={kind}
          testid={`resign-${kind}`}
          onClick={() => {
            setOpen(false);
            props.onMove(`resign ${kind}`);
          }}
        >
          {texts.resignKind(kind, state.cube * RESIGN_MULTIPLIER[kind])}
        </ActionButton>
      ))}
      <ActionButton testid="resign-cancel" onClick={() => setOpen(false)}>
        {texts.keepPlaying}
      </ActionButton>
    </div>
  );
}
