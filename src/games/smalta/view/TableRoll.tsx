import type { Lang } from "../../../ui/kit/game-ui";
import { colourName, fillVar, inkVar } from "./colours";
import type { BoardTexts } from "./texts";

/** Table die: buttons 1–6 to enter the value a physical die showed (only the legal ones). */
export function TableRoll(props: {
  rolls: readonly number[];
  onRoll: (value: number) => void;
  lang: Lang;
  texts: BoardTexts;
}) {
  if (props.rolls.length === 0) return null;
  return (
    <fieldset class="smalta-table-roll">
      <legend>{props.texts.tableDieHint}</legend>
      {props.rolls.map((value) => (
        <button
          key={value}
          type="button"
          class="smalta-roll-button"
          data-testid={`table-roll-${value}`}
          style={`background: ${fillVar(value)}; color: ${inkVar(value)}`}
          aria-label={`${value}, ${colourName(value, props.lang)}`}
          onClick={() => props.onRoll(value)}
        >
          {value}
        </button>
      ))}
    </fieldset>
  );
}
