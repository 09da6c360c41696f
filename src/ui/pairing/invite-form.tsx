// Owned by the pairing work (issue 3).
import { HintsField } from "./hints-field";
import { choicesAcrossDevices } from "../kit/unchecked";
import { findManifest } from "../../games/manifests";
import type { SeatPlan } from "../../net/table/context";
import { MAX_NAME_LENGTH } from "../../net/table/names";
import { guestRank } from "../../net/table/seat-plans";
import { useApp, useT } from "../app-context";
import { gameUis } from "../game-uis";
import type { GameUi } from "../kit/game-ui";
import { botLevelName } from "../screens/seat-names";
import { PAIR_TEXTS } from "./texts";

export type Transport = "peerjs" | "direct";

/** What the Invite form chooses: the game, its options, who plays each seat, and how to connect. */
export interface InviteChoice {
  readonly game: string;
  readonly options: Readonly<Record<string, string>>;
  readonly seats: readonly SeatPlan[];
  /** The names of the persons at this device's seats, by seat ("" for none). */
  readonly names: readonly string[];
  readonly transport: Transport;
  readonly server: string;
  /**
   * Fair play (docs/fair-play.md), if the invited device can play it too. On by default
   * for a game with hidden cards; it needs a seat of the invited device.
   */
  readonly fair: boolean;
  /** The table plays with hints ("What would you play?"); off by default. */
  readonly hints: boolean;
}

export function defaultChoice(
  game: string,
  server: string,
  transport: Transport,
  names: readonly string[] = [],
): InviteChoice {
  const ui = gameUis.find((g) => g.id === game) ?? gameUis[0];
  return {
    game: ui.id,
    options: defaultOptions(ui),
    seats: defaultSeats(ui.id),
    names,
    transport,
    server,
    fair: defaultFair(ui),
    hints: false,
  };
}

/** Fair play is on by default for a game that hides cards (with its default options). */
export function defaultFair(ui: GameUi): boolean {
  return hidesCards(ui) && fairSupported(ui);
}

function hidesCards(ui: GameUi): boolean {
  const options = Object.fromEntries(
    choicesAcrossDevices(ui.options).map((o) => [o.key, o.default]),
  );
  return ui.hiddenInformation(options);
}

/**
 * Whether the game can be played in fair mode at all: its dice always can; hidden
 * cards only when its rules deal them from a fair deck (a game without one would
 * reach its first deal and stop).
 */
export function fairSupported(ui: GameUi | undefined): boolean {
  return ui !== undefined && (ui.fairCards === true || !hidesCards(ui));
}

/**
 * Fair play needs two devices or more, each invited one holding a seat (a device is
 * invited by its seats: "guest", "guest:2"…). With several, every one commits before
 * the game is dealt (src/net/table/fair-gather.ts).
 */
export const fairPossible = (seats: readonly SeatPlan[]): boolean =>
  seats.some((p) => guestRank(p) !== null);

/** Whether the invitation asks for fair play. */
export const wantsFair = (choice: InviteChoice): boolean =>
  choice.fair &&
  fairPossible(choice.seats) &&
  fairSupported(gameUis.find((g) => g.id === choice.game));

/** The Invite form: the game and its options, the seats panel, the connection; then "Show the code". */
export function InviteForm({
  choice,
  onChange,
  onStart,
}: {
  readonly choice: InviteChoice;
  readonly onChange: (next: InviteChoice) => void;
  readonly onStart: () => void;
}) {
  const t = useT();
  const lang = useApp().settings.lang.value;
  const texts = PAIR_TEXTS[lang];
  const ui = gameUis.find((g) => g.id === choice.game) ?? gameUis[0];
  const set = (patch: Partial<InviteChoice>): void => onChange({ ...choice, ...patch });
  return (
    <form
      class="pair-form"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <fieldset class="panel">
        <legend>{t("chooseGame")}</legend>
        <label class="field">
          <span>{t("chooseGame")}</span>
          <select
            data-testid="pair-game"
            value={ui.id}
            onChange={(e) =>
              onChange(
                defaultChoice(e.currentTarget.value, choice.server, choice.transport, choice.names),
              )
            }
          >
            {gameUis.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name[lang]}
              </option>
            ))}
          </select>
        </label>
        {choicesAcrossDevices(ui.options).map((o) => (
          <label key={o.key} class="field">
            <span>{o.label[lang]}</span>
            <select
              data-testid={`pair-option-${o.key}`}
              value={choice.options[o.key]}
              onChange={(e) =>
                set({ options: { ...choice.options, [o.key]: e.currentTarget.value } })
              }
            >
              {o.values.map((v) => (
                <option key={String(v.value)} value={String(v.value)}>
                  {v.label[lang]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset class="panel" data-testid="pair-seats">
        <legend>{texts.seats}</legend>
        {seatCounts(ui.id).length > 1 && (
          <label class="field">
            <span>{t("seating")}</span>
            <select
              data-testid="pair-seating"
              value={String(choice.seats.length)}
              onChange={(e) => set({ seats: defaultSeats(ui.id, Number(e.currentTarget.value)) })}
            >
              {seatCounts(ui.id).map((n) => (
                <option key={n} value={String(n)}>
                  {t(n >= 5 ? "seatingPlayersMany" : "seatingPlayers", { n })}
                </option>
              ))}
            </select>
          </label>
        )}
        {choice.seats.map((plan, seat) => (
          <div key={seat} class="seat-choice">
            <label class="field">
              <span>{t("seatLabel", { n: seat + 1 })}</span>
              <select
                data-testid={`pair-seat-${seat}`}
                value={plan}
                onChange={(e) =>
                  set({
                    seats: choice.seats.map((p, i) =>
                      i === seat ? (e.currentTarget.value as SeatPlan) : p,
                    ),
                  })
                }
              >
                <option value="host">{t("pairSeatHost")}</option>
                <option value="guest">{t("pairSeatGuest")}</option>
                {laterGuests(choice.seats.length).map((n) => (
                  <option key={n} value={`guest:${n}`}>
                    {t("pairSeatGuestN", { n })}
                  </option>
                ))}
                {ui.botLevels.map((level) => (
                  <option key={level} value={`bot:${level}`}>
                    {t("holderBot", { level: botLevelName(level, t) })}
                  </option>
                ))}
              </select>
            </label>
            {plan === "host" && (
              <input
                class="seat-name"
                data-testid={`pair-seat-name-${seat}`}
                type="text"
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                aria-label={t("playerNameOf", { n: seat + 1 })}
                placeholder={t("playerNameHint")}
                value={choice.names[seat] ?? ""}
                onInput={(e) => {
                  const names = Array.from(
                    { length: Math.max(choice.names.length, seat + 1) },
                    (_, i) => choice.names[i] ?? "",
                  );
                  names[seat] = e.currentTarget.value;
                  set({ names });
                }}
              />
            )}
          </div>
        ))}
      </fieldset>
      <FairField choice={choice} onChange={set} />
      <HintsField game={choice.game} hints={choice.hints} onChange={(hints) => set({ hints })} />
      <fieldset class="panel">
        <legend>{texts.connection}</legend>
        <label class="field">
          <span>{t("pairTransport")}</span>
          <select
            data-testid="pair-transport"
            value={choice.transport}
            onChange={(e) => set({ transport: e.currentTarget.value as Transport })}
          >
            <option value="peerjs">{t("pairViaPeerjs")}</option>
            <option value="direct">{t("pairViaDirect")}</option>
          </select>
        </label>
        {choice.transport === "peerjs" && (
          <label class="field">
            <span>{t("pairServer")}</span>
            <input
              data-testid="pair-server"
              type="url"
              inputMode="url"
              value={choice.server}
              onInput={(e) => set({ server: e.currentTarget.value })}
            />
          </label>
        )}
      </fieldset>
      <button type="submit" class="button primary" data-testid="pair-start">
        {t("pairShowCode")}
      </button>
    </form>
  );
}

/** The "Fair play" option: on by default for hidden cards, impossible with no invited seat. */
function FairField(props: {
  readonly choice: InviteChoice;
  readonly onChange: (patch: Partial<InviteChoice>) => void;
}) {
  const t = useT();
  const supported = fairSupported(gameUis.find((g) => g.id === props.choice.game));
  const possible = supported && fairPossible(props.choice.seats);
  return (
    <fieldset class="panel" data-testid="pair-fair-panel">
      <label class="field check">
        <input
          type="checkbox"
          data-testid="pair-fair"
          checked={wantsFair(props.choice)}
          disabled={!possible}
          onChange={(e) => props.onChange({ fair: e.currentTarget.checked })}
        />
        <span>{t("fairOption")}</span>
      </label>
      <p class="pair-hint" data-testid="pair-fair-hint">
        {t(!supported ? "fairOptionNotYet" : possible ? "fairOptionHint" : "fairOptionOneDevice")}
      </p>
    </fieldset>
  );
}

/**
 * The numbers of the invited devices after the first that a game of `seats` seats can
 * hold (one seat each at most, with this device at the table): [2] for three seats.
 */
function laterGuests(seats: number): number[] {
  return Array.from({ length: Math.max(0, seats - 2) }, (_, i) => i + 2);
}

/** The numbers of seats the game is played with (its seatings'), fewest first. */
function seatCounts(game: string): number[] {
  const counts = (findManifest(game)?.seatings ?? []).map((s) => s.seats);
  return [...new Set(counts)].sort((a, b) => a - b);
}

/** This device takes the first seat, the invited device the others. */
function defaultSeats(game: string, seats?: number): SeatPlan[] {
  const count = seats ?? findManifest(game)?.seatings[0]?.seats ?? 2;
  return Array.from({ length: count }, (_, i) => (i === 0 ? "host" : "guest"));
}

function defaultOptions(ui: GameUi): Record<string, string> {
  return Object.fromEntries(
    choicesAcrossDevices(ui.options).map((o) => [o.key, String(o.default)]),
  );
}
