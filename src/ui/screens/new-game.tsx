import { useSignal } from "@preact/signals";
import { findOffered, offeredManifests } from "../../games/manifests";
import type { OfferedManifest } from "../../games/manifest";
import { useApp, useT } from "../app-context";
import type { GameUi, OptionChoice } from "../kit/game-ui";
import { createGame } from "../model/create-game";
import { holdersOfSeating, type SeatChoice } from "../model/holders";
import { href, navigate } from "../router";
import { defaultChoices, SeatsFieldset } from "./new-game-seats";

type OptionValue = OptionChoice["default"];

function defaultOptions(ui: GameUi): Record<string, OptionValue> {
  return Object.fromEntries(ui.options.map((o) => [o.key, o.default]));
}

/** New game: choose the game, its options, its table, and who holds each seat. */
export function NewGameScreen() {
  const { platform, settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const first: OfferedManifest = offeredManifests[0];
  const chosen = useSignal(first.id);
  const options = useSignal<Record<string, OptionValue>>(defaultOptions(first.ui));
  const seating = useSignal(0);
  const choices = useSignal<SeatChoice[]>(defaultChoices(first.seatings[0], first.ui.botLevels));
  const error = useSignal<string | null>(null);
  const starting = useSignal(false);
  const manifest = findOffered(chosen.value) ?? first;
  const ui = manifest.ui;

  const choose = (id: string) => {
    const next = findOffered(id);
    if (!next) return;
    chosen.value = id;
    options.value = defaultOptions(next.ui);
    seating.value = 0;
    choices.value = defaultChoices(next.seatings[0], next.ui.botLevels);
  };

  const chooseSeating = (index: number) => {
    const next = manifest.seatings[index];
    if (!next) return;
    seating.value = index;
    choices.value = defaultChoices(next, ui.botLevels);
  };

  const start = async () => {
    const holders = holdersOfSeating(manifest.seatings[seating.value], choices.value);
    if (holders === null) return;
    starting.value = true;
    const created = await createGame(platform, {
      game: ui.id,
      options: options.value,
      holders,
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
            {offeredManifests.map(({ ui: g }) => (
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
        <SeatsFieldset
          seatings={manifest.seatings}
          seating={seating.value}
          choices={choices.value}
          botLevels={ui.botLevels}
          lang={lang}
          onSeating={chooseSeating}
          onChoice={(person, choice) => {
            choices.value = choices.value.map((c, i) => (i === person ? choice : c));
          }}
        />
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
