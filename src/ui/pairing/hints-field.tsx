import { offersHint } from "../screens/hint-panel";
import { useT } from "../app-context";

/**
 * The Invite form's "Hints" option: whether every player of the table may ask "What
 * would you play?". Agreed here, before the deal, and written in the game's header, so
 * every device offers the same (and says so); off unless chosen.
 */
export function HintsField(props: {
  readonly game: string;
  readonly hints: boolean;
  readonly onChange: (hints: boolean) => void;
}) {
  const t = useT();
  if (!offersHint(props.game)) return null;
  return (
    <fieldset class="panel" data-testid="pair-hints-panel">
      <label class="field check">
        <input
          type="checkbox"
          data-testid="pair-hints"
          checked={props.hints}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        <span>{t("hintsOption")}</span>
      </label>
      <p class="pair-hint">{t("hintsOptionHint")}</p>
    </fieldset>
  );
}
