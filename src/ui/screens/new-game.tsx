import { useSignal } from "@preact/signals";
import { findManifest } from "../../games/manifests";
import type { SeatHolder } from "../../store/types";
import { useApp, useT } from "../app-context";
import { findGameUi, gameUis } from "../game-uis";
import type { GameUi, OptionChoice } from "../kit/game-ui";
import { createGame } from "../model/create-game";
import { holderOfChoice, seatChoices, type SeatChoice } from "../model/holders";
import { href, navigate } from "../router";
import { botLevelName } from "./seat-names";

type OptionValue = OptionChoice["default"];

function defaultOptions(ui: GameUi): Record<string, OptionValue> {
  return Object.fromEntries(ui.options.map((o) => [o.key, o.default]));
}

/** The default seats: this device first, then a bot of the middle level. */
function defaultSeats(ui: GameUi, count: number): SeatChoice[] {
  const level = ui.botLevels[Math.floor(ui.botLevels.length / 2)];
  return Array.from({ length: count }, (_, i): SeatChoice =>
    i === 0 || level === undefined ? "device" : `bot:${level}`,
  );
}

/** New game: choose the game, its options, and who holds each seat. */
export function NewGameScreen() {
  const { platform, settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const first = gameUis[0];
  const chosen = useSignal(first.id);
  const options = useSignal<Record<string, OptionValue>>(defaultOptions(first));
  const seats = useSignal<SeatChoice[]>(
    defaultSeats(first, findManifest(first.id)?.seatings[0]?.seats ?? 2),
  );
  const error = useSignal<string | null>(null);
  const starting = useSignal(false);
  const ui = findGameUi(chosen.value) ?? first;

  const choose = (id: string) => {
    const next = findGameUi(id);
    if (!next) return;
    chosen.value = id;
    options.value = defaultOptions(next);
    seats.value = defaultSeats(next, findManifest(id)?.seatings[0]?.seats ?? 2);
  };

  const start = async () => {
    const holders = seats.value.map(holderOfChoice);
    if (holders.some((h) => h === null)) return;
    starting.value = true;
    const created = await createGame(platform, {
      game: ui.id,
      options: options.value,
      holders: holders as SeatHolder[],
    });
    starting.value = false;
    if (!created.ok) {
      error.value = created.error.message;
      return;
    }
    navigate(href.play(created.value.id));
  };

  return (
    <main class="screen" data-testid="new-game-screen">
      <h1>{t("newGame")}</h1>
      <form
        class="new-game"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <fieldset>
          <legend>{t("chooseGame")}</legend>
          <div class="choices">
            {gameUis.map((g) => (
              <button
                key={g.id}
                type="button"
                class="button choice"
                data-testid="game-choice"
                data-game={g.id}
                aria-pressed={g.id === ui.id}
                onClick={() => choose(g.id)}
              >
                {g.name[lang]}
              </button>
            ))}
          </div>
          <a class="inline-link" href={href.rules(ui.id)}>
            {t("rulesOf", { game: ui.name[lang] })}
          </a>
        </fieldset>
        {ui.options.length > 0 && (
          <fieldset>
            <legend>{t("options")}</legend>
            {ui.options.map((option) => (
              <label key={option.key} class="field">
                <span>{option.label[lang]}</span>
                <select
                  data-testid={`option-${option.key}`}
                  value={String(options.value[option.key])}
                  onChange={(e) => {
                    const picked = option.values[e.currentTarget.selectedIndex];
                    if (picked) options.value = { ...options.value, [option.key]: picked.value };
                  }}
                >
                  {option.values.map((v) => (
                    <option key={String(v.value)} value={String(v.value)}>
                      {v.label[lang]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>{t("seats")}</legend>
          {seats.value.map((choice, seat) => (
            <label key={seat} class="field">
              <span>{t("seatLabel", { n: seat + 1 })}</span>
              <select
                data-testid={`seat-${seat}`}
                value={choice}
                onChange={(e) => {
                  const value = e.currentTarget.value as SeatChoice;
                  seats.value = seats.value.map((c, i) => (i === seat ? value : c));
                }}
              >
                {seatChoices(ui.botLevels).map((c) => (
                  <option key={c} value={c}>
                    {c === "device"
                      ? t("holderDevice")
                      : t("holderBot", { level: botLevelName(c.slice(4), t) })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        {error.value && (
          <p class="error" role="alert">
            {error.value}
          </p>
        )}
        <button
          type="submit"
          class="button primary"
          data-testid="start-game"
          disabled={starting.value}
        >
          {t("startGame")}
        </button>
      </form>
    </main>
  );
}
