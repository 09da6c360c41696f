/** Columns of the drawing: height in cards and whose colour leads (r red, b black). */
const PEAKS: readonly [number, string][] = [
  [2, "r"],
  [4, "b"],
  [3, "r"],
  [1, "b"],
  [3, "b"],
];
const FILL: Readonly<Record<string, string>> = { r: "#c4161c", b: "#1b1b1f" };

/** Mountains on the Home screen: card columns of both colours rising from a base row. */
export function MountainsThumbnail() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="6" fill="#2f6b4f" />
      {PEAKS.flatMap(([height, colour], column) =>
        Array.from({ length: height }, (_, row) => (
          <rect
            key={`${column}:${row}`}
            x={4 + column * 11.6}
            y={48 - row * 13}
            width="10"
            height="12"
            rx="1.5"
            fill="#fffdf7"
            stroke={(row + column) % 2 === 0 ? FILL[colour] : FILL[colour === "r" ? "b" : "r"]}
            stroke-width="2"
          />
        )),
      )}
    </svg>
  );
}
