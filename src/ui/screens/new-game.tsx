import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { findOffered, offeredManifests } from "../../games/manifests";
import type { OfferedManifest } from "../../games/manifest";
import { useApp, useT } from "../app-context";
import type { OptionChoice } from "../kit/game-ui";
import { createGame } from "../model/create-game";
import { holdersOfSeating, type SeatChoice } from "../model/holders";
import {
  defaultChoice,
  loadNewGameMemory,
  loadPlayerNames,
  rememberedChoice,
  saveNewGameChoice,
  savePlayerNames,
  type NewGameMemory,
} from "../model/new-game-memory";
import { href, navigate } from "../router";
import { defaultChoices, SeatsFieldset } from "./new-game-seats";

type OptionValue = OptionChoice["default"];

/**
 * New game: choose the game, its options, its table, and who holds each seat. It opens
 * on `game` (a game card of Home), else on the game last started, with that game's
 * last choices (src/ui/model/new-game-memory.ts); until the player changes something.
 */
export function NewGameScreen({ game }: { readonly game: string | null }) {
  const { platform, settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const first: OfferedManifest = (game !== null ? findOffered(game) : null) ?? offeredManifests[0];
  const initial = defaultChoice(first);
  const chosen = useSignal(first.id);
  const options = useSignal<Record<string, OptionValue>>({ ...initial.options });
  const seating = useSignal(initial.seating);
  const choices = useSignal<SeatChoice[]>([...initial.choices]);
  const names = useSignal<string[]>([]);
  const error = useSignal<string | null>(null);
  const starting = useSignal(false);
  const memory = useRef<NewGameMemory>({ last: null, games: {} });
  const touched = useRef(false);
  const manifest = findOffered(chosen.value) ?? first;
  const ui = manifest.ui;

  const apply = (next: OfferedManifest) => {
    const choice = rememberedChoice(next, memory.current) ?? defaultChoice(next);
    chosen.value = next.id;
    options.value = { ...choice.options };
    seating.value = choice.seating;
    choices.value = [...choice.choices];
  };

  useEffect(() => {
    let live = true;
    void loadPlayerNames(platform.store).then((loaded) => {
      if (live && names.value.length === 0) names.value = loaded;
    });
    void loadNewGameMemory(platform.store).then((loaded) => {
      memory.current = loaded;
      if (!live || touched.current) return;
      const last = game === null && loaded.last !== null ? findOffered(loaded.last) : null;
      apply(last ?? first);
    });
    return () => {
      live = false;
    };
  }, [platform, game]);

  const choose = (id: string) => {
    const next = findOffered(id);
    if (!next) return;
    touched.current = true;
    apply(next);
  };

  const chooseSeating = (index: number) => {
    const next = manifest.seatings[index];
    if (!next) return;
    touched.current = true;
    seating.value = index;
    choices.value = defaultChoices(next, ui.botLevels);
  };

  const start = async () => {
    const given = choices.value.map((c, person) =>
      c === "device" ? (names.value[person] ?? "") : null,
    );
    const holders = holdersOfSeating(manifest.seatings[seating.value], choices.value, names.value);
    if (holders === null) return;
    starting.value = true;
    names.value = await savePlayerNames(platform.store, names.value, given);
    memory.current = await saveNewGameChoice(platform.store, memory.current, ui.id, {
      options: options.value,
      seating: seating.value,
      choices: choices.value,
    });
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
                    touched.current = true;
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
            touched.current = true;
            choices.value = choices.value.map((c, i) => (i === person ? choice : c));
          }}
          names={names.value}
          onName={(person, name) => {
            const next = [...names.value];
            while (next.length <= person) next.push("");
            next[person] = name;
            names.value = next;
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
