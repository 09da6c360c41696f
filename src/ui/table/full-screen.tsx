import { useEffect, useState } from "preact/hooks";

/**
 * A button that puts the page in full screen and back, where the Fullscreen API is
 * offered (it is not on an iPhone; an installed app is full screen already).
 */
export function FullScreenButton(props: { readonly on: string; readonly off: string }) {
  const supported = typeof document !== "undefined" && document.fullscreenEnabled === true;
  const [full, setFull] = useState(() => supported && document.fullscreenElement !== null);
  useEffect(() => {
    if (!supported) return;
    const changed = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, [supported]);
  if (!supported) return null;
  const toggle = () => {
    const done = full
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen({ navigationUI: "hide" });
    // Refused (no user gesture, a policy): the page simply stays as it is.
    void done.catch(() => undefined);
  };
  return (
    <button
      type="button"
      class="button"
      data-testid="table-full-screen"
      aria-pressed={full}
      onClick={toggle}
    >
      {full ? props.off : props.on}
    </button>
  );
}
