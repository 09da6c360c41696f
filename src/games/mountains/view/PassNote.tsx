import type { Lang } from "../../../ui/kit/game-ui";
import { passReport } from "../audit";
import type { MountainsState } from "../state";
import { TEXTS } from "./texts";

/**
 * Fair play, once the game is over: the passes the rules took on trust that the audit
 * found dishonest, or that they are not checked yet (the hands still being opened). It
 * reads the game's report (passReport) and shows nothing for an honest or trusted game.
 */
export function PassNote(props: {
  readonly state: MountainsState;
  readonly seatNames: readonly string[];
  readonly lang: Lang;
}) {
  const report = passReport(props.state);
  if (report.kind === "none") return null;
  const texts = TEXTS[props.lang];
  if (report.kind === "unchecked") {
    return (
      <p class="mt-passes" data-testid="mountains-passes" data-kind="unchecked">
        {texts.passesUnchecked}
      </p>
    );
  }
  return (
    <ul class="mt-passes" data-testid="mountains-passes" data-kind="dishonest" role="alert">
      {report.passes.map((p) => (
        <li key={`${p.seat}-${p.move}`} data-seat={p.seat} data-move={p.move}>
          {texts.dishonestPass(props.seatNames[p.seat] ?? `#${p.seat + 1}`, p.move)}
        </li>
      ))}
    </ul>
  );
}
