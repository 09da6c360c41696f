import type { ComponentType, VNode } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { BoardProps, Lang } from "./game-ui";

export type LoadState = "loading" | "failed";

/**
 * A component whose code is a chunk of its own, loaded on first render: boards and
 * rules texts are large and not needed on the Home screen, so they stay out of the
 * app's first load (the service worker precaches the chunks, so they open offline).
 * `placeholder` shows while loading, and if loading failed.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (state: LoadState, props: P) => VNode,
): ComponentType<P> {
  let cached: ComponentType<P> | null = null;
  const loadOnce = (): Promise<ComponentType<P>> => load().then((c) => (cached = c));

  return function Lazy(props: P) {
    const [state, setState] = useState<{ component: ComponentType<P> } | LoadState>(() =>
      cached ? { component: cached } : "loading",
    );
    useEffect(() => {
      if (state !== "loading") return;
      let live = true;
      loadOnce().then(
        (component) => live && setState({ component }),
        () => live && setState("failed"),
      );
      return () => {
        live = false;
      };
    }, [state]);
    return typeof state === "object" ? <state.component {...props} /> : placeholder(state, props);
  };
}

const MESSAGES: Readonly<
  Record<Lang, Readonly<Record<"board" | "rules", Record<LoadState, string>>>>
> = {
  en: {
    board: { loading: "Loading the board…", failed: "The board could not be loaded." },
    rules: { loading: "Loading the rules…", failed: "The rules could not be loaded." },
  },
  ru: {
    board: { loading: "Загружаем доску…", failed: "Не удалось загрузить доску." },
    rules: { loading: "Загружаем правила…", failed: "Не удалось загрузить правила." },
  },
};

function Status(props: { state: LoadState; text: string; class?: string }) {
  return (
    <p class={props.class} role={props.state === "failed" ? "alert" : "status"}>
      {props.text}
    </p>
  );
}

/** A game's board, loaded on first use. */
export function lazyBoard(
  load: () => Promise<ComponentType<BoardProps>>,
  className: string,
): ComponentType<BoardProps> {
  return lazyComponent(load, (state, props) => (
    <Status state={state} class={className} text={MESSAGES[props.settings.lang].board[state]} />
  ));
}

/** A game's rules page, loaded on first use, in an <article> of `className`. */
export function lazyRules(
  load: () => Promise<ComponentType<{ readonly lang: Lang }>>,
  className: string,
): ComponentType<{ readonly lang: Lang }> {
  const Body = lazyComponent(load, (state, props: { readonly lang: Lang }) => (
    <Status state={state} text={MESSAGES[props.lang].rules[state]} />
  ));
  return function Rules(props: { readonly lang: Lang }) {
    return (
      <article class={className} lang={props.lang}>
        <Body lang={props.lang} />
      </article>
    );
  };
}
