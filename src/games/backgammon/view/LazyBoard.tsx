import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { BoardProps, Lang } from "../../../ui/kit/game-ui";

type Loading = { readonly board: ComponentType<BoardProps> } | "loading" | "failed";

/**
 * The board's code (SVG drawing, the partial-play model, its styles) is loaded on first
 * use, as its own chunk: the app's first load stays within budget for people who never
 * open a backgammon game, and the service worker precaches the chunk for offline play.
 */
let cached: ComponentType<BoardProps> | null = null;

/** Only these two messages live in the first load; the board's texts come with it. */
const MESSAGES: Readonly<Record<Lang, { loading: string; failed: string }>> = {
  en: { loading: "Loading the board…", failed: "The board could not be loaded." },
  ru: { loading: "Загружаем доску…", failed: "Не удалось загрузить доску." },
};
export function loadBoard(): Promise<ComponentType<BoardProps>> {
  return import("./Board").then((module) => (cached = module.BackgammonBoard));
}

export function LazyBackgammonBoard(props: BoardProps) {
  const [state, setState] = useState<Loading>(() => (cached ? { board: cached } : "loading"));
  useEffect(() => {
    if (state !== "loading") return;
    let live = true;
    loadBoard().then(
      (board) => live && setState({ board }),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [state]);
  if (typeof state === "object") return <state.board {...props} />;
  const messages = MESSAGES[props.settings.lang];
  return (
    <p class="bg-loading" role={state === "failed" ? "alert" : "status"}>
      {state === "failed" ? messages.failed : messages.loading}
    </p>
  );
}
