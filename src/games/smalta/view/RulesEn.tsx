import { Tiles } from "./Illustration";

/** The rules in English (docs/games/smalta.md, with the decisions and the fortune variants). */
export function RulesEn() {
  return (
    <>
      <h2>Smalta — the game of glass and fortune</h2>
      <p>
        Two players take turns painting the cells of a 6 × 6 board with the colour the die shows.
        Whoever completes a 2 × 2 square of four equal or four different colours wins at once. By
        the end the board has become a mosaic: smalta is the coloured glass mosaics are made of.
      </p>

      <h3>Components</h3>
      <ul>
        <li>
          A board of 6 × 6 cells: columns a–f from left to right, rows 1–6 from bottom to top (a1 is
          the bottom-left cell).
        </li>
        <li>
          Six colours, one per face of the die: 1 red, 2 orange, 3 yellow, 4 green, 5 blue, 6
          violet.
        </li>
        <li>One six-sided die. Two players.</li>
      </ul>

      <h3>A turn</h3>
      <ol>
        <li>The first player is chosen by lot. Then the players alternate.</li>
        <li>
          On your turn, roll the die and paint <strong>any empty cell</strong> with the colour
          rolled. There is no restriction on where, on the first turn or later. You must paint:
          while the game runs there is always an empty cell.
        </li>
      </ol>

      <h3>The 2 × 2 square: monochrome and four-colour</h3>
      <p>
        If the cell you paint completes a 2 × 2 square (all four of its cells are painted) and that
        square is
      </p>
      <ul>
        <li>monochrome — all four cells of one colour, or</li>
        <li>four-colour — all four cells of four different colours,</li>
      </ul>
      <p>
        you <strong>win at once</strong>. The square beats everything: no cluster point is given for
        that move and there is no count.
      </p>
      <div class="smalta-rules-figures">
        <figure>
          <Tiles
            rows={[
              [1, 3],
              [4, 5],
            ]}
            label="red, yellow, green, blue: a four-colour square"
          />
          <figcaption>Four-colour: wins</figcaption>
        </figure>
        <figure>
          <Tiles
            rows={[
              [5, 5],
              [5, 5],
            ]}
            label="four blue cells: a monochrome square"
          />
          <figcaption>Monochrome: wins</figcaption>
        </figure>
        <figure>
          <Tiles
            rows={[
              [1, 1],
              [3, 5],
            ]}
            label="red, red, yellow, blue: no effect"
          />
          <figcaption>2 + 1 + 1: nothing</figcaption>
        </figure>
      </div>

      <h3>Cluster</h3>
      <p>
        Otherwise, if the cell you paint touches a cell of the same colour orthogonally (up, down,
        left or right), your <strong>opponent</strong> gains +1 point. At most +1 per turn, however
        many same-coloured neighbours there are. Diagonal neighbours do not count.
      </p>
      <div class="smalta-rules-figures">
        <figure>
          <Tiles
            rows={[
              [4, 0],
              [4, 0],
            ]}
            label="two green cells side by side: a cluster"
          />
          <figcaption>Side by side: +1 to the opponent</figcaption>
        </figure>
        <figure>
          <Tiles
            rows={[
              [6, 0],
              [0, 6],
            ]}
            label="two violet cells on a diagonal: no cluster"
          />
          <figcaption>Diagonal: no point</figcaption>
        </figure>
      </div>

      <h3>End of the game</h3>
      <p>
        The game ends when a winning square is made, or when all 36 cells are painted. With a full
        board and no winning square, the player with more cluster points wins; equal points are a
        draw.
      </p>

      <h3>Where the original rules are silent</h3>
      <ul>
        <li>
          A completed 2 × 2 square of any other pattern (for example 2 + 1 + 1) has no effect.
        </li>
        <li>If one move completes several squares, one winning square is enough.</li>
        <li>The app highlights the winning square.</li>
      </ul>

      <h3>Where the colour comes from (chosen for each game)</h3>
      <ul>
        <li>
          <strong>Die</strong> (the default): the app rolls. Every device of the game computes the
          same roll and checks it.
        </li>
        <li>
          <strong>Cards instead of the die</strong>: a deck of 24 cards, ace (= 1) to 6, four of
          each. Each player holds a hand of 3 or 4 cards (chosen when the game is created; 4 by
          default) that the opponent cannot see. On your turn choose a card from your hand, lay it
          face up on the discard pile, paint a cell in its colour, then draw back up to your hand
          size. When the deck runs out, the discard pile is shuffled and becomes the new deck.
        </li>
        <li>
          <strong>Table die</strong>: you roll a real die at the table and enter the result. This is
          based on trust.
        </li>
      </ul>

      <h3>Playing in the app</h3>
      <ul>
        <li>
          Tap or click an empty cell to paint it — or move with the arrow keys and press Enter or
          Space.
        </li>
        <li>With cards: choose a card first, then a cell.</li>
        <li>With a table die: press the number you rolled, then choose a cell.</li>
        <li>
          A “+1” by a cell means that move gave the opponent a point. A dot marks the last painted
          cell.
        </li>
        <li>
          In the settings you can turn on a symbol for each colour (circle, triangle, square, cross,
          diamond, star), so you never have to tell colours apart by hue alone.
        </li>
      </ul>

      <h3>A hint</h3>
      <p>
        The real decision is not where to paint but what to pay: give your opponent a cluster point,
        or give up a square you were building. A square with three cells painted and one empty is a
        danger to whoever left it: the next player may finish it.
      </p>
    </>
  );
}
