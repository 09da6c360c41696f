const COLUMNS = [0, 1, 2, 3, 4, 5];

/** Backgammon on the Home screen: one half of the board, points and a few checkers. */
export function BackgammonThumbnail() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="6" fill="#7a5230" />
      <rect x="4" y="4" width="56" height="56" fill="#e9dfc7" />
      {COLUMNS.map((c) => {
        const x = 4 + c * 9.33;
        const fill = c % 2 ? "#d9b98b" : "#a0522d";
        const other = c % 2 ? "#a0522d" : "#d9b98b";
        return (
          <g key={c}>
            <path d={`M${x} 4h9.33l-4.67 24z`} fill={fill} />
            <path d={`M${x} 60h9.33l-4.67-24z`} fill={other} />
          </g>
        );
      })}
      <g stroke="#2b2b2b" stroke-width="1">
        <circle cx="8.7" cy="9" r="4.2" fill="#fbf8f1" />
        <circle cx="8.7" cy="17.4" r="4.2" fill="#fbf8f1" />
        <circle cx="55.3" cy="55" r="4.2" fill="#26272b" />
        <circle cx="55.3" cy="46.6" r="4.2" fill="#26272b" />
        <circle cx="36.7" cy="55" r="4.2" fill="#fbf8f1" />
        <circle cx="27.3" cy="9" r="4.2" fill="#26272b" />
      </g>
    </svg>
  );
}
