import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { MAX_NAME_LENGTH } from "../../net/table/names";
import type { SeatHolder } from "../../store/types";
import { useApp, useT } from "../app-context";
import { loadPlayerNames, savePlayerNames } from "../model/new-game-memory";
import { devicePersons } from "../model/holders";

/**
 * The names of the persons at this device's seats of a paired game (issue 13): a field
 * each, holding the name this device's record keeps. A change is kept there and sent
 * to the other devices (the name message), so their presence, seats and results show
 * it; it is remembered (setting `players/names`, by person) for the next New game or
 * Invite. The names remembered before are offered as suggestions, never sent unasked.
 */
export function SeatNameFields(props: {
  readonly id: string;
  readonly holders: readonly SeatHolder[];
}) {
  const t = useT();
  const { paired, store } = useApp().platform;
  const remembered = useSignal<readonly string[]>([]);
  const status = useSignal("");
  useEffect(() => {
    void loadPlayerNames(store).then((names) => (remembered.value = names));
  }, []);
  const persons = devicePersons(props.holders);
  if (persons.length === 0) return null;

  const save = async (seat: number, person: number, raw: string): Promise<void> => {
    const named = await paired.nameSeat(props.id, seat, raw);
    if (!named.ok) {
      // A seat handed to this device is named in the record of the device it was dealt to.
      status.value =
        named.error.code === "not-your-seat"
          ? t("tableSeatNameFailed")
          : `${t("tableSeatNameNotKept")} ${named.error.message}`;
      return;
    }
    status.value = t("tableSeatNameSaved");
    const given = Array.from({ length: person + 1 }, (_, i) => (i === person ? raw : null));
    remembered.value = await savePlayerNames(store, remembered.value, given);
  };
  const suggestions = [...new Set(remembered.value.filter((n) => n !== ""))];
  const listId = `seat-names-${props.id}`;

  return (
    <fieldset class="panel seat-names" data-testid="table-seat-names">
      <legend>{t("tableSeatNames")}</legend>
      {persons.flatMap((seats, person) =>
        seats.map((seat) => {
          const holder = props.holders[seat];
          const name = holder?.kind === "device" ? (holder.name ?? "") : "";
          return (
            <label class="field" key={`${seat}:${name}`}>
              <span>{t("seatLabel", { n: seat + 1 })}</span>
              <input
                class="seat-name"
                data-testid={`table-seat-name-${seat}`}
                type="text"
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                list={listId}
                aria-label={t("playerNameOf", { n: seat + 1 })}
                placeholder={t("playerNameHint")}
                defaultValue={name}
                onChange={(e) => void save(seat, person, e.currentTarget.value)}
              />
            </label>
          );
        }),
      )}
      <datalist id={listId}>
        {suggestions.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <span role="status" class="note" data-testid="table-seat-name-status">
        {status.value}
      </span>
    </fieldset>
  );
}
