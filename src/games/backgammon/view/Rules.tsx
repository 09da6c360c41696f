import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Lang } from "../../../ui/kit/game-ui";

type RulesBody = ComponentType<{ readonly lang: Lang }>;
type Loading = { readonly body: RulesBody } | "loading" | "failed";

/** The rules text is long and rarely opened: a chunk of its own, loaded on first use. */
let cached: RulesBody | null = null;
function loadRules(): Promise<RulesBody> {
  return import("./RulesText").then((module) => (cached = module.RulesText));
}

const MESSAGES: Readonly<Record<Lang, { loading: string; failed: string }>> = {
  en: { loading: "Loading the rules…", failed: "The rules could not be loaded." },
  ru: { loading: "Загружаем правила…", failed: "Не удалось загрузить правила." },
};

/** The rules of backgammon as the app shows them (rules/backgammon.md, in the reader's language). */
export function BackgammonRules(props: { readonly lang: Lang }) {
  const [state, setState] = useState<Loading>(() => (cached ? { body: cached } : "loading"));
  useEffect(() => {
    if (state !== "loading") return;
    let live = true;
    loadRules().then(
      (body) => live && setState({ body }),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [state]);
  const messages = MESSAGES[props.lang];
  return (
    <article class="bg-rules" lang={props.lang} aria-busy={state === "loading"}>
      {typeof state === "object" ? (
        <state.body lang={props.lang} />
      ) : (
        <p role={state === "failed" ? "alert" : "status"}>
          {state === "failed" ? messages.failed : messages.loading}
        </p>
      )}
    </article>
  );
}
