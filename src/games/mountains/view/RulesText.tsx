import { CardFace } from "../../../ui/kit/cards/CardFace";
import { frenchLook } from "../../../ui/kit/cards/looks";
import { KIT_TEXTS } from "../../../ui/kit/cards/texts";
import type { Lang } from "../../../ui/kit/game-ui";
import "../../../ui/kit/cards/cards.css";
import "./board.css";

/** A row of cards as the seed's examples draw them; `mark` is the card being laid. */
function Example(props: { cards: readonly string[]; mark: number; lang: Lang; caption: string }) {
  const names = props.cards.map((c) => KIT_TEXTS[props.lang].cardName(frenchLook(c)));
  return (
    <figure class="mt-example" data-testid="mountains-example">
      <div class="mt-example-row" role="img" aria-label={names.join(", ")}>
        {props.cards.map((card, i) => (
          <span key={card} class={`mt-example-card${i === props.mark ? " mt-last" : ""}`}>
            <CardFace look={frenchLook(card)} />
          </span>
        ))}
      </div>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** A mountain drawn bottom up with its sums (the scoring example). */
function MountainExample(props: { lang: Lang; caption: string }) {
  const cards = ["Qd", "6s", "10h"];
  const names = cards.map((c) => KIT_TEXTS[props.lang].cardName(frenchLook(c)));
  return (
    <figure class="mt-example" data-testid="mountains-example">
      <div class="mt-example-column" role="img" aria-label={names.join(", ")}>
        {[...cards].reverse().map((card) => (
          <span key={card} class="mt-example-card">
            <CardFace look={frenchLook(card)} />
          </span>
        ))}
      </div>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** The rules in the reader's language, with the seed's examples drawn. */
export function RulesText(props: { readonly lang: Lang }) {
  return props.lang === "ru" ? <RulesRu /> : <RulesEn />;
}

function RulesEn() {
  const lang = "en";
  return (
    <>
      <h2>Mountains</h2>
      <p>
        Two teams, Red and Black (by lot), sit alternately and play in turn. Red is dealt only the
        red cards (hearts, diamonds), Black only the black (clubs, spades). 36 cards (6 to ace) or
        52 (2 to ace); the ace is the highest. Hands are hidden, also from your team-mate. One v
        one: each player holds the two hands of a team.
      </p>
      <h3>A move</h3>
      <p>
        Lay one card face up. If no card of yours fits anywhere, pass. The first card is any suit,
        rank 2 to 10 (6 to 10 with 36 cards). Every card obeys the four principles:
      </p>
      <ol>
        <li>
          <strong>Continuity:</strong> it shares an edge (not just a corner) with a card on the
          table.
        </li>
        <li>
          <strong>Rectangle:</strong> all cards fit in W columns by H rows, wherever they end up.
        </li>
        <li>
          <strong>Diversity:</strong> two cards of the same suit never share an edge.
        </li>
        <li>
          <strong>Seniority:</strong> if every neighbour is of the other colour, the card must be
          higher than at least one of them; next to a card of its own colour any rank goes.
        </li>
      </ol>
      <Example
        cards={["Jd", "Qs", "Kh"]}
        mark={1}
        lang={lang}
        caption="The queen of spades may go between the jack of diamonds and the king of hearts: she is higher than the jack."
      />
      <Example
        cards={["Kh", "Qs", "6c"]}
        mark={1}
        lang={lang}
        caption="She may also go between the king of hearts and the six of clubs: the six is of her colour, so rank does not matter."
      />
      <Example
        cards={["Jd", "Qc"]}
        mark={1}
        lang={lang}
        caption="Next to the jack of diamonds alone any heart may go, but of the black cards only a queen, king or ace."
      />
      <h3>Base and mountains</h3>
      <p>
        First the base: one row, each card at its left or right end, until it holds W cards. Then
        every card goes straight above the top card of a column: each column is a mountain, at most
        H cards high. The game ends when every card is laid or every player in turn has passed.
      </p>
      <h3>Scoring</h3>
      <p>
        In each mountain add up the points of the red cards and of the black cards. The colour with
        more owns the mountain and scores one point per card in it; equal sums score for nobody.
        Card points: by rank (J 11, Q 12, K 13, A 14) or classic (J 2, Q 3, K 4, A 11).
      </p>
      <MountainExample
        lang={lang}
        caption="Red 12 + 10 = 22, black 6: Red owns this mountain and scores 3 points."
      />
      <p>The board shows each mountain's red and black sums under it, and the colour leading it.</p>
    </>
  );
}

function RulesRu() {
  const lang = "ru";
  return (
    <>
      <h2>Горы</h2>
      <p>
        Две команды, Красные и Чёрные (по жребию), сидят через одного и ходят по очереди. Красным
        сдают только красные карты (червы, бубны), Чёрным — только чёрные (трефы, пики). 36 карт (от
        шестёрки до туза) или 52 (от двойки); туз старший. Карты в руке не видит никто, даже
        партнёр. Один на один: у каждого две руки своей команды.
      </p>
      <h3>Ход</h3>
      <p>
        Выложите одну карту лицом вверх. Если ни одна ваша карта никуда не подходит — пас. Первая
        карта — любой масти, от двойки до десятки (при 36 картах — от шестёрки). Каждая карта
        подчиняется четырём принципам:
      </p>
      <ol>
        <li>
          <strong>Непрерывность:</strong> карта касается ребром (не углом) карты на столе.
        </li>
        <li>
          <strong>Прямоугольник:</strong> все карты умещаются в W столбцов на H рядов, где бы они ни
          оказались.
        </li>
        <li>
          <strong>Разнообразие:</strong> две карты одной масти никогда не касаются ребром.
        </li>
        <li>
          <strong>Старшинство:</strong> если все соседи другого цвета, карта должна быть старше хотя
          бы одного из них; рядом с картой своего цвета можно класть карту любого достоинства.
        </li>
      </ol>
      <Example
        cards={["Jd", "Qs", "Kh"]}
        mark={1}
        lang={lang}
        caption="Даму пик можно положить между валетом бубен и королём червей: она старше валета."
      />
      <Example
        cards={["Kh", "Qs", "6c"]}
        mark={1}
        lang={lang}
        caption="И между королём червей и шестёркой треф: шестёрка её цвета, так что старшинство не важно."
      />
      <Example
        cards={["Jd", "Qc"]}
        mark={1}
        lang={lang}
        caption="Рядом с одним валетом бубен можно положить любую черву, а из чёрных — только даму, короля или туза."
      />
      <h3>Основание и горы</h3>
      <p>
        Сначала основание: один ряд, каждая карта — с левого или правого края, пока в нём не станет
        W карт. Потом каждая карта кладётся прямо на верхнюю карту столбца: каждый столбец — гора,
        не выше H карт. Игра кончается, когда выложены все карты или все игроки подряд спасовали.
      </p>
      <h3>Подсчёт</h3>
      <p>
        В каждой горе сложите очки красных карт и чёрных. Цвет с большей суммой владеет горой и
        получает по очку за каждую её карту; при равенстве гора ничья. Очки карт: по старшинству (В
        11, Д 12, К 13, Т 14) или классические (В 2, Д 3, К 4, Т 11).
      </p>
      <MountainExample
        lang={lang}
        caption="Красные 12 + 10 = 22, чёрные 6: гора за Красными, они получают 3 очка."
      />
      <p>Под каждой горой на доске видны суммы красных и чёрных карт и цвет, который ведёт.</p>
    </>
  );
}
