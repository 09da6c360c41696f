/** Frame colours of the four paintings drawn (red, yellow, blue, grey). */
const FRAMES = ["#c62828", "#e0a800", "#1565c0", "#7b818a"];

/** Picture Gallery on the Home screen: a run of framed paintings crossing a set. */
export function GalleryThumbnail() {
  const cards: [number, number, number][] = [
    [4, 22, 0],
    [20, 22, 0],
    [36, 22, 0],
    [20, 6, 2],
    [20, 38, 3],
  ];
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="6" fill="#efe6d2" />
      {cards.map(([x, y, c], i) => (
        <g key={i}>
          <rect x={x} y={y} width="14" height="18" rx="1.5" fill={FRAMES[c]} />
          <rect x={x + 2.5} y={y + 2.5} width="9" height="13" fill="#fffdf7" />
          <circle cx={x + 7} cy={y + 9} r="2.5" fill={FRAMES[c]} />
        </g>
      ))}
    </svg>
  );
}
