import { useApp, useT, type Translate } from "../app-context";
import type { Lang } from "../kit/game-ui";
import type { WrongTry } from "../model/guide-check";
import type { GuideRun } from "../model/guide-run";

/** The id of the coach's words: the marked element is described by them (aria-describedby). */
export const COACH_SAY_ID = "coach-say";

/**
 * The coach: the intro before the first step, each step's rule and what to do, why a
 * try was not the lesson's move, and the outro at the end. Its words are a polite live
 * region, so a screen reader says each step as it comes.
 */
export function Coach(props: { readonly run: GuideRun; readonly names: readonly string[] }) {
  const { run, names } = props;
  const { settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const { guide } = run;
  const at = run.step.value;
  const over = run.outcome.value !== null;
  const played = run.played.value;
  const wrong = run.wrong.value;
  // The intro stays until the learner's first move is played.
  const intro = guide.steps.length > 0 && played <= guide.steps[0].at;
  const waitingFor = !over && at === null ? waitingSeat(run) : null;

  return (
    <section
      class="coach"
      data-testid="coach"
      data-step={at === null ? "" : String(at.index)}
      data-tap={at === null ? "" : String(run.tap.value)}
      aria-labelledby="coach-title"
    >
      <h2 id="coach-title" class="visually-hidden">
        {t("coachTitle")}
      </h2>
      <div id={COACH_SAY_ID} aria-live="polite">
        {intro && (
          <p class="coach-intro" data-testid="coach-intro">
            {guide.intro[lang]}
          </p>
        )}
        {at !== null && (
          <p class="coach-say" data-testid="coach-say">
            <span class="coach-count">
              {t("coachStep", { n: at.index + 1, total: guide.steps.length })}
            </span>{" "}
            {at.step.say[lang]}
          </p>
        )}
        {waitingFor !== null && (
          <p class="coach-wait">{t("coachWaiting", { name: names[waitingFor] ?? "" })}</p>
        )}
        {over && (
          <p class="coach-outro" data-testid="coach-outro">
            {guide.outro[lang]}
          </p>
        )}
      </div>
      {wrong && (
        <p class="coach-wrong" role="alert" data-testid="coach-wrong" data-kind={wrong.kind}>
          {wrongText(wrong, lang, t)}
        </p>
      )}
      {/* Under a finger the Tab line is for screen readers only (a keyboard may be paired). */}
      {at !== null && (
        <p class={settings.pointer.value === "touch" ? "visually-hidden" : "coach-keys"}>
          {t("coachKeys")}
        </p>
      )}
      <p class="coach-note">{t("guideNotKept")}</p>
    </section>
  );
}

/** The seat whose entry plays next while the learner waits (chance plays at once). */
function waitingSeat(run: GuideRun): number | null {
  const text = run.guide.moves[run.played.value];
  if (text === undefined) return null;
  const seats = run.game.toMove(run.state.value);
  return seats.length > 0 ? seats[0] : null;
}

function wrongText(wrong: WrongTry, lang: Lang, t: Translate): string {
  if (wrong.kind === "refused") return t("coachRefused", { reason: wrong.error.message });
  return wrong.text ? `${wrong.text[lang]} ${t("coachTryAgain")}` : t("coachOther");
}
