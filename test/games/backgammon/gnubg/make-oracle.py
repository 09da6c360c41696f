"""Differential oracle for the backgammon move generator, written by GNU Backgammon.

Run inside gnubg's Python (Debian package `gnubg`):

    ORACLE_COUNT=1000 ORACLE_SEED=1 ORACLE_OUT=oracle.json \
        /usr/games/gnubg -t -q -p test/games/backgammon/gnubg/make-oracle.py

It plays random games with gnubg's own rules (every play is chosen uniformly from
gnubg's list of legal plays), and samples positions along the way. For each sampled
position and roll it writes gnubg's count of distinct plays and the Position ID of
every resulting position (as the opponent, then on roll, sees it), sorted. The same
seed writes the same cases. The committed file is then formatted by the project's
formatter (`npx prettier --write test/games/backgammon/gnubg/oracle.json`). Our engine
must find exactly the same set. gnubg's Python gets no argv, so the settings come
from the environment. Output: one JSON object (see `main`)."""
import json
import os
import random

import gnubg

START = "4HPwATDgc/ABMA"


def quiet():
    for c in (
        "set display off",
        "set automatic roll off",
        "set automatic game off",
        "set player 0 human",
        "set player 1 human",
        # 0-ply evaluation: we only need gnubg's list of legal plays, not good ones.
        "set evaluation chequerplay evaluation plies 0",
        "set evaluation cubedecision evaluation plies 0",
    ):
        gnubg.command(c)


def set_position(pid, d1, d2):
    gnubg.command("new game")
    gnubg.command("set board " + pid)
    gnubg.command("set dice %d %d" % (d1, d2))


def plays_of(pid, d1, d2):
    """gnubg's legal plays of a position and roll: [(move text, resulting id)]."""
    set_position(pid, d1, d2)
    try:
        hints = gnubg.hint(100000)["hint"]
    except Exception:  # gnubg refuses a hint when no play is possible
        hints = []
    out = []
    for h in hints:
        set_position(pid, d1, d2)
        gnubg.command("move " + h["move"])
        out.append((h["move"], gnubg.positionid()))
    return out


def game_over(pid):
    board = gnubg.positionfromid(pid)
    return sum(board[0]) == 0 or sum(board[1]) == 0


def main():
    count = int(os.environ.get("ORACLE_COUNT", "1000"))
    seed = int(os.environ.get("ORACLE_SEED", "1"))
    out_path = os.environ.get("ORACLE_OUT", "oracle.json")
    # Keep one position in `every` of a game, so samples spread over all its stages.
    every = int(os.environ.get("ORACLE_EVERY", "3"))
    rng = random.Random(seed)
    quiet()
    cases = []
    pid = START
    turn = 0
    while len(cases) < count:
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        plays = plays_of(pid, d1, d2)
        if turn % every == 0 or not plays:
            cases.append(
                {
                    "id": pid,
                    "dice": [d1, d2],
                    "plays": len(plays),
                    "results": sorted(set(r for _, r in plays)),
                }
            )
        turn += 1
        if plays:
            _, pid = rng.choice(plays)
        else:
            # No play: the turn passes, the opponent sees the same position.
            board = gnubg.positionfromid(pid)
            pid = gnubg.positionid((board[1], board[0]))
        if game_over(pid):
            pid = START
    with open(out_path, "w") as f:
        json.dump(
            {
                "about": "GNU Backgammon's plays for random reachable positions; see make-oracle.py",
                "seed": seed,
                "cases": cases,
            },
            f,
            separators=(",", ":"),
        )
        f.write("\n")


main()
