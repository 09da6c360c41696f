/** Colours of the mosaic (the die's, as board.css draws them; 0 an empty tile). */
const TILES = [1, 0, 5, 3, 0, 4, 4, 0, 2, 0, 6, 1, 0, 3, 0, 5];
const FILL = ["#f6f3ec", "#d32f2f", "#ef7d00", "#fbd03b", "#2a7f3f", "#1f63c6", "#7e3fb0"];

/** Smalta on the Home screen: a few painted tiles of the 6 × 6 mosaic. */
export function SmaltaThumbnail() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="6" fill="#a79f90" />
      {TILES.map((c, i) => (
        <rect
          key={i}
          x={3 + (i % 4) * 15}
          y={3 + Math.floor(i / 4) * 15}
          width="13"
          height="13"
          rx="2"
          fill={FILL[c]}
        />
      ))}
    </svg>
  );
}
