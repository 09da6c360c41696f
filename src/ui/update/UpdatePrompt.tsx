import "./update-prompt.css";
import type { Lang } from "../kit/game-ui";
import { serviceWorkerUpdate } from "./register";
import { updateTexts } from "./texts";
import type { UpdateModel } from "./update-model";

export interface UpdatePromptProps {
  readonly lang: Lang;
  /** The update flow to show; by default the registered service worker's. */
  readonly update?: UpdateModel | null;
}

/** A small bar offering to reload into the new version; nothing while none waits. */
export function UpdatePrompt({ lang, update = serviceWorkerUpdate.value }: UpdatePromptProps) {
  if (!update || !update.waiting.value) return null;
  const text = updateTexts[lang];
  return (
    <div class="update-prompt" role="status" aria-live="polite" data-testid="update-prompt">
      <span class="update-prompt__message">{text.message}</span>
      <button type="button" data-testid="update-reload" onClick={() => update.accept()}>
        {text.reload}
      </button>
      <button type="button" data-testid="update-later" onClick={() => update.dismiss()}>
        {text.later}
      </button>
    </div>
  );
}
