"""GNU Backgammon as a bench opponent: answers one request per line (gnubg-process.ts).

Run inside gnubg's embedded Python (Debian package `gnubg`, 1.07):

    /usr/games/gnubg -t -q -r -p src/cli/gnubg-serve.py

Requests arrive on stdin, one per line, fields separated by tabs; each gets exactly
one reply line on file descriptor 3 (gnubg itself writes boards and messages to
stdout, which the caller ignores). Positions are Position IDs as gnubg shows them for
the player on roll; every move is applied by gnubg's own rules ("move" command), so
the resulting Position ID is gnubg's, never computed here.

    best  PID D1 D2         -> ok  MOVE  RESULT    gnubg's 0-ply cubeless choice
    best  PID D1 D2 CUBE OWNER  -> the same, cubeful (money game, cube in play)
    cube  PID CUBE OWNER    -> ok  double|no-double  take|pass
    play  PID D1 D2 MOVE    -> ok  RESULT          or: err  illegal
    quit                    -> (exits)

MOVE is gnubg's or the caller's notation ("8/5 6/5", "bar/22*", "6/off"), or "pass"
when the roll has no legal play; RESULT is the Position ID after the move, seen by
the opponent (the next player on roll). CUBE is the cube's value, OWNER "center",
"mover" (the player on roll owns it) or "opponent"; `cube` gives gnubg's decision for
the player on roll of PID (double or not) and its answer to that double (take or
pass), from its 0-ply cubeful evaluation. Settings: money game, Jacoby off, 0-ply,
deterministic, no noise; nothing read from .gnubgrc (-r).
"""
import os
import sys

import gnubg

for setting in (
    "set display off",
    "set automatic roll off",
    "set automatic game off",
    "set player 0 human",
    "set player 1 human",
    "set jacoby off",
    "set cube use on",
):
    gnubg.command(setting)
gnubg.command("new game")  # the cube info below needs a game in progress
CUBE = gnubg.cubeinfo()
CONTEXT = gnubg.evalcontext(0, 0, 1, 0, 0.0)  # cubeless, 0-ply, deterministic, no noise
CUBEFUL = gnubg.evalcontext(1, 0, 1, 0, 0.0)  # the same, cubeful
OWNERS = {"center": -1, "mover": 0, "opponent": 1}


def cube_info(value, owner):
    """The money cube seen by the player on roll (gnubg's player 0 here)."""
    info = dict(CUBE)
    info.update({"cube": value, "cubeowner": OWNERS[owner], "move": 0, "jacoby": 0})
    return info

replies = os.fdopen(3, "w", buffering=1)


def swapped_id(pid):
    """The same position seen by the other player (a pass)."""
    board = gnubg.positionfromid(pid)
    return gnubg.positionid((board[1], board[0]))


def apply_move(pid, d1, d2, move):
    """gnubg plays `move` from `pid` with dice d1 d2: the resulting ID, or None if refused."""
    gnubg.command("new game")
    gnubg.command("set board " + pid)
    gnubg.command("set dice %d %d" % (d1, d2))
    gnubg.command("move " + move)
    if gnubg.posinfo()["dice"] != (0, 0):
        return None  # refused: gnubg keeps the dice until a legal move is made
    return gnubg.positionid()


def best(pid, d1, d2, cube=None):
    board = gnubg.positionfromid(pid)
    if cube is None:
        found = gnubg.findbestmove(board, CUBE, CONTEXT, (d1, d2))
    else:
        found = gnubg.findbestmove(board, cube_info(*cube), CUBEFUL, (d1, d2))
    if len(found) == 0:
        return ["ok", "pass", swapped_id(pid)]
    move = gnubg.movetupletostring(found, board)
    result = apply_move(pid, d1, d2, move)
    if result is None:
        return ["err", "gnubg refused its own move " + move]
    return ["ok", move, result]


def cube(pid, value, owner):
    board = gnubg.positionfromid(pid)
    _, no_double, double_take, double_pass = gnubg.cfevaluate(board, cube_info(value, owner), CUBEFUL)[:4]
    double = owner != "opponent" and min(double_take, double_pass) > no_double
    return ["ok", "double" if double else "no-double", "take" if double_take <= double_pass else "pass"]


def play(pid, d1, d2, move):
    board = gnubg.positionfromid(pid)
    if move == "pass":
        # A pass is legal only when gnubg finds no play either.
        found = gnubg.findbestmove(board, CUBE, CONTEXT, (d1, d2))
        if len(found) != 0:
            return ["err", "illegal: a play exists, " + gnubg.movetupletostring(found, board)]
        return ["ok", swapped_id(pid)]
    result = apply_move(pid, d1, d2, move)
    return ["err", "illegal"] if result is None else ["ok", result]


def answer(fields):
    kind = fields[0]
    if len(fields) > 1 and gnubg.positionid(gnubg.positionfromid(fields[1])) != fields[1]:
        return ["err", "not a Position ID: " + fields[1]]
    if kind == "best" and len(fields) == 4:
        return best(fields[1], int(fields[2]), int(fields[3]))
    if kind == "best" and len(fields) == 6 and fields[5] in OWNERS:
        return best(fields[1], int(fields[2]), int(fields[3]), (int(fields[4]), fields[5]))
    if kind == "cube" and len(fields) == 4 and fields[3] in OWNERS:
        return cube(fields[1], int(fields[2]), fields[3])
    if kind == "play" and len(fields) == 5:
        return play(fields[1], int(fields[2]), int(fields[3]), fields[4])
    return ["err", "bad request"]


def main():
    while True:
        line = sys.stdin.readline()
        if line == "" or line.strip() == "quit":
            return
        try:
            reply = answer(line.rstrip("\n").split("\t"))
        except Exception as error:  # a bad Position ID, a gnubg error: report, keep serving
            reply = ["err", "%s: %s" % (type(error).__name__, error)]
        replies.write("\t".join(reply) + "\n")


main()
