import { useEffect, useRef } from "preact/hooks";
import { ActionButton } from "./ActionButton";
import type { Offers } from "./offers";
import type { BoardTexts } from "./texts";

/** The cube's buttons: double or roll before the roll, take or drop when doubled. */
export function CubeActions(props: {
  readonly offers: Offers;
  readonly cube: number;
  readonly texts: BoardTexts;
  readonly onMove: (text: string) => void;
}) {
  const { offers, texts, onMove } = props;
  return (
    <>
      {offers.double && (
        <ActionButton testid="cube-double" onClick={() => onMove("double")}>
          {texts.double(props.cube * 2)}
        </ActionButton>
      )}
      {offers.roll && (
        <ActionButton testid="cube-roll" primary onClick={() => onMove("roll")}>
          {texts.roll}
        </ActionButton>
      )}
      {offers.take && (
        <ActionButton testid="cube-take" primary onClick={() => onMove("take")}>
          {texts.take}
        </ActionButton>
      )}
      {offers.drop && (
        <ActionButton testid="cube-drop" onClick={() => onMove("drop")}>
          {texts.drop}
        </ActionButton>
      )}
    </>
  );
}

/**
 * Plays `play` (the best bear-off, when the setting plays it by itself) once for the
 * position `stamp`; true when it does, so the board shows no button for it. Once per
 * position: a refused or slow move must not be sent again and again.
 */
export function useAutoBearOff(
  play: string | null,
  stamp: string,
  onMove: (text: string) => void,
): boolean {
  const playedFor = useRef<string | null>(null);
  useEffect(() => {
    if (play === null || playedFor.current === stamp) return;
    playedFor.current = stamp;
    onMove(play);
  }, [play, stamp]);
  return play !== null;
}
