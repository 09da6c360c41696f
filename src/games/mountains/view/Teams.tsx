import type { Lang } from "../../../ui/kit/game-ui";
import { otherTeam, seatsOf, type Team } from "../../mosaic/teams";
import { teamPoints } from "../scoring";
import type { MountainsState } from "../state";
import { TEXTS } from "./texts";

/**
 * The two teams, named by the colour they play (the lot decides which team is Red):
 * their points now (each mountain for the colour leading it), their seats with the
 * cards left in each hand, and whose turn it is.
 */
export function Teams(props: {
  readonly state: MountainsState;
  readonly seatNames: readonly string[];
  readonly lang: Lang;
}) {
  const { state } = props;
  const texts = TEXTS[props.lang];
  if (state.red === null) {
    return (
      <p class="mt-teams mt-dealing" data-testid="mountains-teams">
        {texts.notDealt}
      </p>
    );
  }
  const points = teamPoints(state.table, state.options.points, state.red);
  const colours: [string, Team][] = [
    ["red", state.red],
    ["black", otherTeam(state.red)],
  ];
  return (
    <div class="mt-teams" data-testid="mountains-teams">
      {colours.map(([colour, team]) => (
        <section
          key={colour}
          class={`mt-team mt-team-${colour}`}
          data-testid={`mountains-team-${colour}`}
          data-points={points[team]}
          aria-label={`${texts[colour as "red" | "black"]}: ${texts.points(points[team])}`}
        >
          <h3 class="mt-team-name">
            <span class="mt-team-mark" aria-hidden="true" />
            {texts[colour as "red" | "black"]}
            <span class="mt-team-points">{points[team]}</span>
          </h3>
          <ul class="mt-seats">
            {seatsOf(team, state.seats).map((seat) => (
              <li
                key={seat}
                class="mt-seat"
                data-turn={String(state.turn === seat)}
                aria-current={state.turn === seat ? "true" : undefined}
              >
                <span class="mt-seat-name">{props.seatNames[seat] ?? `#${seat + 1}`}</span>{" "}
                <span class="mt-seat-cards" aria-hidden="true">
                  {state.hands[seat]?.length ?? 0}
                </span>
                <span class="visually-hidden">{texts.inHand(state.hands[seat]?.length ?? 0)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
