/** Spite and Malice on the Home screen: three centre piles built up, a goal pile beside. */
export function SpiteThumbnail() {
  const cards: readonly [number, number, string, string][] = [
    [6, 10, "A", "#c4161c"],
    [24, 10, "5", "#1b1b1f"],
    [42, 10, "9", "#c4161c"],
    [24, 36, "Q", "#1b1b1f"],
  ];
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="6" fill="#2f6b3a" />
      {cards.map(([x, y, label, ink]) => (
        <g key={label}>
          <rect x={x} y={y} width="16" height="22" rx="2" fill="#fffdf7" stroke="#9c968a" />
          <text x={x + 3} y={y + 10} font-size="9" font-weight="700" fill={ink}>
            {label}
          </text>
        </g>
      ))}
      <rect x="44" y="38" width="14" height="20" rx="2" fill="#27477f" stroke="#e9e4d8" />
    </svg>
  );
}
