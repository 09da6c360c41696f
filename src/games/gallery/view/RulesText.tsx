import type { Lang } from "../../../ui/kit/game-ui";

/** The rules in short, in the reader's language (docs/games/gallery.md has them whole). */
export function RulesText(props: { readonly lang: Lang }) {
  return props.lang === "ru" ? <RulesRu /> : <RulesEn />;
}

function RulesEn() {
  return (
    <>
      <h2>Picture Gallery</h2>
      <p>
        80 pictures (values 1–10 in red, yellow, blue and grey frames, two of each) and 6 jokers; 10
        cards each. Lay pictures edge to edge: every row or column of touching cards is a run (one
        colour, values up or down by one, 10 and 1 next to each other) or a set (one value; one set
        per value in an exhibition). A new line needs three cards at once; a group already on the
        table grows by one card a turn; the exhibition fits 8 columns by 5 rows; one joker per line.
      </p>
      <p>
        A turn: draw or take the whole bazaar, lay cards, then put one card on the bazaar (or pass
        if you laid nothing). The step that reaches the size limit (8, 9, 10… with two players; 14,
        15… with more) closes the exhibition: everyone scores their cards, the closer doubles (a
        step one card past the limit costs its last card first). When the draw pile is empty the
        bazaar leaves the game; after a round of passes the cards in hand count against you.
      </p>
    </>
  );
}

function RulesRu() {
  return (
    <>
      <h2>Картинная галерея</h2>
      <p>
        80 картин (номера 1–10 в красных, жёлтых, синих и серых рамах, по две каждой) и 6 джокеров;
        по 10 карт каждому. Картины кладут ребром к ребру: каждый ряд или столбец соприкасающихся
        карт — это ряд одного цвета с номерами подряд вверх или вниз (10 и 1 стоят рядом) или набор
        одного номера (один набор на номер в выставке). Новая линия — сразу три карты; группа,
        лежавшая до хода, растёт на одну карту за ход; выставка помещается в 8 столбцов на 5 рядов;
        в линии не больше одного джокера.
      </p>
      <p>
        Ход: взять карту из колоды или весь базар, выложить карты и положить одну карту на базар
        (или пас, если ничего не выложено). Шаг, достигший предела (8, 9, 10… вдвоём; 14, 15… втроём
        и вчетвером), закрывает выставку: каждый считает свои карты, закрывший удваивает (шаг с
        лишней картой сначала теряет её номер). Когда колода кончилась, базар уходит из игры; после
        круга пасов карты в руке идут в минус.
      </p>
    </>
  );
}
