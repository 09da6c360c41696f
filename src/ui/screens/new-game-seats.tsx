import type { Seating } from "../../games/manifest";
import { MAX_NAME_LENGTH } from "../../net/table/names";
import { useT, type Translate } from "../app-context";
import type { Lang } from "../kit/game-ui";
import { seatChoices, type SeatChoice } from "../model/holders";
import { botLevelName } from "./seat-names";

/** A seating's name: its own label, else "N players". */
export function seatingName(seating: Seating, lang: Lang, t: Translate): string {
  if (seating.label) return seating.label[lang];
  return t(seating.seats >= 5 ? "seatingPlayersMany" : "seatingPlayers", { n: seating.seats });
}

export { defaultSeatChoices as defaultChoices } from "../model/holders";

interface SeatsProps {
  readonly seatings: readonly Seating[];
  readonly seating: number;
  readonly choices: readonly SeatChoice[];
  readonly botLevels: readonly string[];
  readonly lang: Lang;
  readonly onSeating: (index: number) => void;
  readonly onChoice: (person: number, choice: SeatChoice) => void;
  /** The name given to each person (by person; "" for none), asked of this device's persons. */
  readonly names: readonly string[];
  readonly onName: (person: number, name: string) => void;
}

/**
 * Who sits where: the table (when the game offers more than one), then one picker per
 * person; a person who plays several seats (their hands) is asked once, naming them.
 * Each person of this device may give their name (pass-and-play: the hand-over screen,
 * the turn line and the results call them by it).
 */
export function SeatsFieldset(props: SeatsProps) {
  const t = useT();
  const seating = props.seatings[props.seating];
  return (
    <fieldset>
      <legend>{t("seats")}</legend>
      {props.seatings.length > 1 && (
        <label class="field">
          <span>{t("seating")}</span>
          <select
            data-testid="seating"
            value={String(props.seating)}
            onChange={(e) => props.onSeating(e.currentTarget.selectedIndex)}
          >
            {props.seatings.map((s, i) => (
              <option key={i} value={String(i)}>
                {seatingName(s, props.lang, t)}
              </option>
            ))}
          </select>
        </label>
      )}
      {props.choices.map((choice, person) => {
        const seats = seating.players.flatMap((p, seat) => (p === person ? [seat + 1] : []));
        const label =
          seats.length > 1
            ? t("personSeats", { n: person + 1, seats: seats.join(", ") })
            : t("seatLabel", { n: person + 1 });
        return (
          <div key={person} class="seat-choice">
            <label class="field">
              <span>{label}</span>
              <select
                data-testid={`seat-${person}`}
                value={choice}
                onChange={(e) => props.onChoice(person, e.currentTarget.value as SeatChoice)}
              >
                {seatChoices(props.botLevels).map((c) => (
                  <option key={c} value={c}>
                    {c === "device"
                      ? t("holderDevice")
                      : t("holderBot", { level: botLevelName(c.slice(4), t) })}
                  </option>
                ))}
              </select>
            </label>
            {choice === "device" && (
              <input
                class="seat-name"
                data-testid={`seat-name-${person}`}
                type="text"
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                aria-label={t("playerNameOf", { n: person + 1 })}
                placeholder={t("playerNameHint")}
                value={props.names[person] ?? ""}
                onInput={(e) => props.onName(person, e.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
