import type { ComponentChildren } from "preact";

/**
 * One button of the board's action row (cube, resign, confirm…): the same markup
 * everywhere, so the row reads alike and a test finds each by its `testid`.
 */
export function ActionButton(props: {
  readonly testid: string;
  readonly primary?: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class={props.primary ? "button primary" : "button"}
      data-testid={props.testid}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
