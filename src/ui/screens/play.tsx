import { useApp, useT } from "../app-context";
import { OpenError, useOpenSession } from "../model/use-open-session";
import { TableDrawer } from "../pairing/table-drawer";
import { href } from "../router";
import { TableOffer } from "../table/entry";
import { PlayView } from "./play-view";

/** Play: opens the game from the store (replaying it) and shows it while it lasts. */
export function PlayScreen({ id }: { readonly id: string }) {
  const { platform, settings } = useApp();
  const t = useT();
  // Read at each roll, so a change in Settings applies to the game being played.
  const { session, failure, retry } = useOpenSession(
    platform,
    id,
    () => settings.dice.value.autoRoll,
  );

  if (failure.value?.code === OpenError.Elsewhere) {
    return (
      <main class="screen" data-testid="play-elsewhere">
        <p role="status">{t("gameElsewhere")}</p>
        <button type="button" class="button" onClick={retry} data-testid="play-here">
          {t("playHere")}
        </button>
        <a class="button" href={href.home} data-testid="home-button">
          {t("homeButton")}
        </a>
      </main>
    );
  }
  if (failure.value) {
    return (
      <main class="screen" data-testid="play-error">
        <h1>{t("over")}</h1>
        <p class="error" role="alert">
          {failure.value.code === "not-found"
            ? t("gameNotFound")
            : t("loadFailed", { reason: failure.value.message })}
        </p>
        <a class="button" href={href.home} data-testid="home-button">
          {t("homeButton")}
        </a>
      </main>
    );
  }
  if (!session.value) {
    return (
      <main class="screen" aria-busy="true">
        <p>{t("loading")}</p>
      </main>
    );
  }
  return (
    <>
      <TableDrawer
        id={id}
        holders={session.value.record.value.holders}
        hints={session.value.record.value.hints === true}
      />
      <TableOffer id={id} holders={session.value.record.value.holders} />
      <PlayView key={session.value.record.value.id} session={session.value} />
    </>
  );
}
