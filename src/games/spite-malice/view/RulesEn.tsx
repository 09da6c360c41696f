/** Spite and Malice, the rules as a player reads them (English). */
export function RulesEn() {
  return (
    <>
      <h2>Spite and Malice</h2>
      <p>
        A race for two to four players: be the first to play every card of your goal pile onto the
        centre. Two players shuffle two decks together, three or four players three decks.
      </p>
      <h3>The table</h3>
      <ul>
        <li>
          Your <strong>goal pile</strong> (20 cards; 13 or 26 as an option) lies face down with its
          top card face up.
        </li>
        <li>
          You have room for four <strong>discard piles</strong> of your own, face up, fanned so
          every card shows.
        </li>
        <li>
          Up to four <strong>centre piles</strong> are shared by everyone. A centre pile starts with
          an ace and goes up one rank at a time: A, 2, 3 … 10, J, Q. The board shows under each pile
          the rank it needs next.
        </li>
        <li>
          <strong>Kings are wild</strong>: a king stands for any rank from 2 to Q (never an ace).
          The board names the rank for you.
        </li>
      </ul>
      <h3>Your turn</h3>
      <ol>
        <li>You draw up to five cards.</li>
        <li>
          Play as many cards as you like onto the centre piles: from your hand, the top of your goal
          pile and the tops of your discard piles. Pick a card (tap it, or Enter), then a centre
          pile that lights up; or drag the card there. When you play your goal top, the next card is
          turned up.
        </li>
        <li>If you play your whole hand, you draw five more and carry on.</li>
        <li>
          End your turn by putting one card from your hand onto one of your discard piles; the board
          asks you to confirm. Goal cards never go to a discard pile, and discard-pile cards never
          move to another discard pile.
        </li>
      </ol>
      <p>
        A pile that reaches Q is complete and set aside; its place is free again. When the draw pile
        runs out, the set-aside cards are shuffled into a new one.
      </p>
      <h3>The end</h3>
      <p>
        The first player to empty their goal pile wins at once and scores 5 points plus one for
        every card left in the other goal piles. If nothing is left to draw and a whole round goes
        by with no card played to the centre, the hand is blocked: the players with the fewest goal
        cards win and score the difference to each opponent.
      </p>
      <h3>Options</h3>
      <ul>
        <li>Goal piles of 13, 20 or 26 cards.</li>
        <li>Unlimited centre piles instead of four.</li>
        <li>
          Aces and twos: an ace or a two that can go to the centre must be played before anything
          else.
        </li>
        <li>
          Jokers wild instead of kings: each deck adds its two jokers, piles are built up to K.
        </li>
        <li>A match to 25, 50 or 100 points over several hands.</li>
      </ul>
    </>
  );
}
