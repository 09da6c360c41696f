"""
Step 2 of training: labels positions with GNU Backgammon's 0-ply cubeless evaluation.

Run inside gnubg (its embedded Python), one shard per process:
    BG_IN=/tmp/bg/shard-00.txt BG_OUT=/tmp/bg/label-00.txt [BG_PLIES=1] gnubg -t -q -p gnubg-label.py
(label.sh runs the shards in parallel: each gnubg call waits ~10 ms of wall time but
uses almost no CPU, so many processes side by side are what makes this fast.)

Input lines: 50 hex digits, the engine's board layout (board.ts) with the player ON
ROLL first. Output lines: the same hex, then the five probabilities of the player on
roll: win, win gammon, win backgammon, lose gammon, lose backgammon.
"""
import os
import gnubg

gnubg.command("new game")
# cubeless, BG_PLIES-ply (default 0), deterministic, no noise
context = gnubg.evalcontext(0, int(os.environ.get("BG_PLIES", "0")), 1, 0, 0.0)
cube = gnubg.cubeinfo()

with open(os.environ["BG_IN"]) as src, open(os.environ["BG_OUT"], "w") as dst:
    for line in src:
        key = line.strip()
        if len(key) != 50:
            continue
        counts = [int(c, 16) for c in key]
        # gnubg's board: (the opponent's half, the half of the player on roll).
        board = (tuple(counts[25:50]), tuple(counts[0:25]))
        p = gnubg.evaluate(board, cube, context)
        dst.write(key + " " + " ".join("%.6f" % v for v in p[:5]) + "\n")
