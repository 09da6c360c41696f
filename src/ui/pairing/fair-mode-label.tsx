import { fairModeText, type FairMode } from "../model/fair-mode";
import { useApp, useT } from "../app-context";
import { shortName } from "./presence-bar";

/**
 * Which mode a paired game is in (docs/fair-play.md): "Fair play", "Trusted", "dice not
 * checked since roll t", "waiting for <device> to reveal"… `data-mode` gives the kind.
 */
export function FairModeLabel(props: { readonly id: string; readonly class?: string }) {
  const { paired } = useApp().platform;
  const mode = paired.modeOf(props.id).value;
  const names = paired.namesOf(props.id).value;
  if (!mode) return null;
  return <FairModeText mode={mode} names={names} class={props.class} />;
}

export function FairModeText(props: {
  readonly mode: FairMode;
  readonly names: Readonly<Record<string, string>>;
  readonly class?: string;
}) {
  const t = useT();
  const { key, params } = fairModeText(props.mode, (d) => props.names[d] ?? shortName(d));
  const fair = props.mode.kind !== "trusted" && props.mode.kind !== "converted";
  return (
    <span
      class={`fair-mode ${props.class ?? ""}`}
      data-testid="fair-mode"
      data-mode={props.mode.kind}
      title={t(fair ? "fairModeFairHint" : "fairModeTrustedHint")}
    >
      {t(key, params)}
    </span>
  );
}
