/** The rules in English (docs/games/backgammon.md, with the options the app offers). */
export function RulesEn() {
  return (
    <>
      <h2>Backgammon</h2>
      <p>
        Two players race their fifteen checkers around the board and off it. Dice decide how far
        each checker may move; skill decides which ones. The first to bear off all fifteen wins.
      </p>

      <h3>Board and setup</h3>
      <ul>
        <li>
          24 points, numbered from each player&apos;s own side: you move from your point 24 towards
          your point 1. Points 1–6 are your <strong>home board</strong>. The app numbers the points
          from your side and draws your home board at the bottom right (the ⇄ button moves it to the
          bottom left).
        </li>
        <li>Each player has 15 checkers: 2 on the 24 point, 5 on 13, 3 on 8 and 5 on 6.</li>
        <li>
          The bar runs down the middle; checkers borne off go to the tray under your home board.
        </li>
      </ul>

      <h3>Play</h3>
      <ol>
        <li>
          <strong>Opening.</strong> Each player rolls one die; a tie is rolled again. The higher
          roller moves first, playing the two numbers already rolled.
        </li>
        <li>
          Then players alternate: roll two dice and move checkers by the numbers shown. One checker
          may take both numbers, one after the other (each stop must be a legal landing).
        </li>
        <li>
          <strong>Doubles</strong> are played four times.
        </li>
        <li>
          A checker may land on an empty point, on its own checkers, or on a point with exactly one
          opposing checker (a <em>blot</em>): the blot is <strong>hit</strong> and put on the bar. A
          point with two or more opposing checkers is closed.
        </li>
        <li>
          <strong>The bar.</strong> While you have a checker on the bar you must enter it first,
          into the opponent&apos;s home board: a roll of n enters on your point 25 − n, if it is not
          closed.
        </li>
        <li>
          <strong>Bearing off</strong> starts once all 15 of your checkers are in your home board. A
          die of n bears off a checker from point n; if that point is empty you must move a checker
          from a higher point; if there is none, you bear off from the highest occupied point.
        </li>
        <li>
          <strong>Using the roll.</strong> You must use both dice if any way of playing does; if
          only one can be used, the larger one when possible; with doubles, as many as possible. If
          nothing can be played, the turn passes.
        </li>
        <li>
          <strong>End.</strong> The first to bear off all 15 checkers wins a <strong>single</strong>{" "}
          game (1 point); a <strong>gammon</strong> (2) if the loser has borne off none; a{" "}
          <strong>backgammon</strong> (3) if the loser has borne off none and still has a checker on
          the bar or in the winner&apos;s home board.
        </li>
      </ol>

      <h3>Options</h3>
      <ul>
        <li>
          <strong>Doubling cube.</strong> Before rolling, a player may offer to double the stakes.
          The opponent takes (and owns the cube: only they may redouble) or drops and loses the
          current value. The cube goes up to 64; gammons count with it.
        </li>
        <li>
          <strong>Match</strong> to 3, 5 or 7 points. With the cube, the <em>Crawford rule</em>: in
          the one game right after a player first comes within one point of the match, nobody may
          double.
        </li>
        <li>
          <strong>Cards instead of dice.</strong> A deck of 48 cards, ace (1) to 6 from two decks.
          Each player holds a hidden hand of 3–5 cards; on your turn you lay two cards face up on
          the discard pile and play them as your dice (equal cards are a double), then draw back to
          your hand size. When the deck runs out the discard pile is shuffled into a new one. The
          first player is chosen by lot.
        </li>
      </ul>

      <h3>In the app</h3>
      <p>
        Tap or click a checker (or drag it) to see where it may go, then tap or click a destination;
        the move shows on the board and <em>Undo</em> takes back a step. <em>Confirm</em> sends the
        whole play. With the keyboard, the arrow keys move between points and Enter selects or
        moves.
      </p>
    </>
  );
}
