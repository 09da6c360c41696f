import type { SeatHolder } from "../../store/types";
import { useApp } from "../app-context";
import type { LoadState } from "../kit/lazy";
import { deviceSeats } from "../model/holders";
import { href } from "../router";
import { OFFER_TEXTS } from "./offer-texts";

/**
 * The ways into the table screen that the app's first load carries (the screen itself
 * is a chunk of its own). On the play screen of a device that plays no seat itself (a
 * spectator let into a paired game, a device whose seats were handed on, a game of bots):
 * a line offering the table screen.
 */
export function TableOffer(props: {
  readonly id: string;
  readonly holders: readonly SeatHolder[];
}) {
  const texts = OFFER_TEXTS[useApp().settings.lang.value];
  if (deviceSeats(props.holders).length > 0) return null;
  return (
    <p class="table-offer" data-testid="table-offer">
      <span>{texts.note}</span>{" "}
      <a class="button primary" href={href.table(props.id)} data-testid="open-table-screen">
        {texts.button}
      </a>
    </p>
  );
}

/** What shows while the table screen's chunk loads, or if it could not be loaded. */
export function TableLoading(props: { readonly state: LoadState }) {
  const texts = OFFER_TEXTS[useApp().settings.lang.value];
  return (
    <main class="screen" aria-busy={props.state === "loading"}>
      <p role={props.state === "failed" ? "alert" : "status"}>
        {props.state === "failed" ? texts.chunkFailed : texts.loading}
      </p>
    </main>
  );
}
