import { CardFace } from "../../../ui/kit/cards/CardFace";
import type { Lang } from "../../../ui/kit/game-ui";
import { lookOf } from "./look";
import "../../../ui/kit/cards/cards.css";
import "./board.css";

/** A row of cards drawn as on the table, with its caption. */
function Example(props: {
  readonly cards: readonly string[];
  readonly caption: string;
  readonly bad?: boolean;
}) {
  return (
    <figure class="gl-example" data-bad={String(props.bad ?? false)}>
      <span class="gl-example-cards" style={{ "--ck-w": "2.6rem" }}>
        {props.cards.map((card, i) => (
          <CardFace key={i} look={lookOf(card)} />
        ))}
      </span>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** A small exhibition: a red run across, crossed by a set of sevens going down. */
function CrossExample(props: { readonly caption: string }) {
  const grid: (string | null)[][] = [
    [null, null, "y7", null],
    ["r5", "r6", "r7", "r8"],
    [null, null, "b7", null],
  ];
  return (
    <figure class="gl-example">
      <span
        class="gl-example-grid"
        style={{ "--ck-w": "2.4rem", gridTemplateColumns: "repeat(4, var(--ck-w))" }}
      >
        {grid
          .flat()
          .map((card, i) =>
            card ? (
              <CardFace key={i} look={lookOf(card)} />
            ) : (
              <span key={i} class="gl-example-gap" />
            ),
          )}
      </span>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** The rules in the reader's language, with drawn examples (docs/games/gallery.md has them whole). */
export function RulesText(props: { readonly lang: Lang }) {
  const w = WORDS[props.lang];
  return (
    <div class="gl-rules">
      <h2>{w.title}</h2>
      {w.intro.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <h3>{w.linesTitle}</h3>
      <p>{w.lines}</p>
      <Example cards={["b3", "b4", "b5"]} caption={w.run} />
      <Example cards={["g5", "g4", "g3", "g2"]} caption={w.runDown} />
      <Example cards={["r9", "r10", "r1"]} caption={w.wrap} />
      <Example cards={["y2", "y1", "y10", "y9"]} caption={w.wrapDown} />
      <Example cards={["y10", "r10", "y10"]} caption={w.set} />
      <Example cards={["r3", "b4", "r5"]} caption={w.notRun} bad />
      <Example cards={["*r8", "r9", "r10"]} caption={w.joker} />
      <CrossExample caption={w.cross} />
      <h3>{w.layingTitle}</h3>
      {w.laying.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <h3>{w.turnTitle}</h3>
      {w.turn.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <h3>{w.appTitle}</h3>
      <p>{w.app}</p>
    </div>
  );
}

interface RulesWords {
  readonly title: string;
  readonly intro: readonly string[];
  readonly linesTitle: string;
  readonly lines: string;
  readonly run: string;
  readonly runDown: string;
  readonly wrap: string;
  readonly wrapDown: string;
  readonly set: string;
  readonly notRun: string;
  readonly joker: string;
  readonly cross: string;
  readonly layingTitle: string;
  readonly laying: readonly string[];
  readonly turnTitle: string;
  readonly turn: readonly string[];
  readonly appTitle: string;
  readonly app: string;
}

const WORDS: Readonly<Record<Lang, RulesWords>> = {
  en: {
    title: "Picture Gallery",
    intro: [
      "80 pictures — values 1 to 10 in red, yellow, blue and grey frames, two of each — and 6 jokers (the artist). 2 to 4 players get 10 cards each; the rest is the draw pile.",
      "Together you hang exhibitions: cards laid edge to edge. Each card you lay carries your token and scores its value when the exhibition closes; the player who closes it doubles.",
    ],
    linesTitle: "Runs and sets",
    lines:
      "Every row or column of two or more touching cards must be a run or a set. A line of exactly two cards never stands.",
    run: "A run: one colour, values one apart, read left to right (or top to bottom).",
    runDown: "A run may go down.",
    wrap: "Runs wrap: 10 and 1 are next to each other.",
    wrapDown: "…going down too.",
    set: "A set: one value, any colours (with the option “distinct colours”, no colour twice). One set per value in an exhibition.",
    notRun: "Not a run: two colours, and not one value.",
    joker:
      "A joker is laid as the card it stands for (here a red 8); one joker per line. It scores nothing.",
    cross: "Lines cross: the red run goes across, the set of sevens goes down through the red 7.",
    layingTitle: "Laying",
    laying: [
      "Each card touches a card on the table by an edge. A new line needs three cards in one step; a group that was on the table when your turn began grows by one card per turn. The exhibition fits in 8 columns by 5 rows.",
      "You may swap a joker on the exhibition for the very card it stands for from your hand, and lay the joker again.",
    ],
    turnTitle: "A turn",
    turn: [
      "Opening: the opener turns the start card and lays two or more cards in one line with it — or declines: takes it and lays another card as the new start card, which the next player may open or pass.",
      "Then each turn: draw a card or take the whole bazaar; lay cards; put one card on the bazaar (or pass if you laid nothing). Keep one card for the bazaar.",
      "The step that brings the exhibition to its size limit (8, 9, 10… with two players; 14, 15… with more) closes it; a step may end one card past the limit, and then its last card's value is taken off the closer before doubling. The next player opens the next exhibition.",
      "When the draw pile is empty the bazaar leaves the game; nobody draws or discards. After a round of passes the game ends; cards in hand count against you. The highest total wins.",
    ],
    appTitle: "Building a step in the app",
    app: "Pick a card in your hand (a joker: then name it), tap a green place. The board shows each line the step makes and whether it is a run or a set; tap a grey place to hear why it is refused. Undo takes back the last card; Lay is enabled when the step is valid.",
  },
  ru: {
    title: "Картинная галерея",
    intro: [
      "80 картин — номера от 1 до 10 в красных, жёлтых, синих и серых рамах, по две каждой — и 6 джокеров (художник). 2–4 игрока получают по 10 карт; остальные — колода.",
      "Вместе вы развешиваете выставки: карты кладут ребром к ребру. На каждую выложенную вами карту ставится ваша фишка, и её номер идёт вам в очки, когда выставка закрывается; закрывший удваивает.",
    ],
    linesTitle: "Ряды и наборы",
    lines:
      "Каждый ряд или столбец из двух и более соприкасающихся карт должен быть рядом или набором. Линия ровно из двух карт не остаётся на столе.",
    run: "Ряд: один цвет, номера подряд слева направо (или сверху вниз).",
    runDown: "Ряд может идти вниз.",
    wrap: "Ряды замыкаются: 10 и 1 стоят рядом.",
    wrapDown: "…и вниз тоже.",
    set: "Набор: один номер, любые цвета (с вариантом «разные цвета» — без повторов). В выставке один набор на номер.",
    notRun: "Не ряд: два цвета и не один номер.",
    joker:
      "Джокер кладут как карту, которую он заменяет (здесь красная 8); в линии один джокер. Очков он не даёт.",
    cross: "Линии пересекаются: красный ряд идёт поперёк, набор семёрок — вниз через красную 7.",
    layingTitle: "Выкладка",
    laying: [
      "Каждая карта касается карты на столе ребром. Новая линия — сразу три карты за один шаг; группа, лежавшая на столе в начале хода, растёт на одну карту за ход. Выставка помещается в 8 столбцов на 5 рядов.",
      "Джокера на выставке можно обменять на ту самую карту, которую он заменяет, и выложить джокера снова.",
    ],
    turnTitle: "Ход",
    turn: [
      "Открытие: открывающий переворачивает стартовую карту и кладёт к ней две карты или больше в одну линию — или отказывается: берёт её и кладёт другую карту новой стартовой; следующий может открыть на ней или спасовать.",
      "Далее каждый ход: возьмите карту из колоды или весь базар; выложите карты; положите одну карту на базар (или пас, если ничего не выложили). Одну карту оставляйте для базара.",
      "Шаг, доводящий выставку до предела (8, 9, 10… вдвоём; 14, 15… втроём и вчетвером), закрывает её; шаг может превысить предел на одну карту — тогда номер его последней карты вычитается у закрывшего до удвоения. Следующий игрок открывает новую выставку.",
      "Когда колода пуста, базар уходит из игры; никто не берёт и не сбрасывает. После круга пасов игра кончается; карты в руке идут в минус. Побеждает больший итог.",
    ],
    appTitle: "Как выложить шаг в приложении",
    app: "Выберите карту в руке (джокера — и назовите его), коснитесь зелёного места. Доска показывает каждую линию шага и ряд это или набор; коснитесь серого места — и узнаете, почему туда нельзя. «Вернуть» убирает последнюю карту; «Выложить» доступна, когда шаг верен.",
  },
};
