import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Lang } from "./game-ui";

type RulesBody = ComponentType<{ readonly lang: Lang }>;
type Loading = { readonly body: RulesBody } | "loading" | "failed";

const MESSAGES: Readonly<Record<Lang, { loading: string; failed: string }>> = {
  en: { loading: "Loading the rules…", failed: "The rules could not be loaded." },
  ru: { loading: "Загружаем правила…", failed: "Не удалось загрузить правила." },
};

/**
 * A game's rules page whose text is a chunk of its own, loaded on first use: the text
 * is long and rarely opened, so it stays out of the app's first load (the service
 * worker precaches the chunk, so it still opens offline).
 */
export function lazyRules(
  load: () => Promise<RulesBody>,
  className: string,
): ComponentType<{ readonly lang: Lang }> {
  let cached: RulesBody | null = null;
  const loadOnce = (): Promise<RulesBody> => load().then((body) => (cached = body));

  return function LazyRules(props: { readonly lang: Lang }) {
    const [state, setState] = useState<Loading>(() => (cached ? { body: cached } : "loading"));
    useEffect(() => {
      if (state !== "loading") return;
      let live = true;
      loadOnce().then(
        (body) => live && setState({ body }),
        () => live && setState("failed"),
      );
      return () => {
        live = false;
      };
    }, [state]);

    const messages = MESSAGES[props.lang];
    return (
      <article class={className} lang={props.lang} aria-busy={state === "loading"}>
        {typeof state === "object" ? (
          <state.body lang={props.lang} />
        ) : (
          <p role={state === "failed" ? "alert" : "status"}>
            {state === "failed" ? messages.failed : messages.loading}
          </p>
        )}
      </article>
    );
  };
}
