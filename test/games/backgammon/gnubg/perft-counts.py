"""Prints GNU Backgammon's number of distinct plays for the named positions of
perft.test.ts and all 21 rolls, as the TypeScript table that test holds:

    /usr/games/gnubg -t -q -p test/games/backgammon/gnubg/perft-counts.py | grep '^  \["'

(gnubg prints a board after each command even with display off: the grep keeps the table.)
"""
import gnubg

POSITIONS = [
    ("start", "4HPwATDgc/ABMA"),
    ("after the opening 3-1 8/5 6/5", "sGfwATDgc/ABMA"),
    ("hit, entering against a made 5 and 6", "sGfwATDgc+QBUA"),
    ("two checkers on the bar", "+wSDQQM3QIg5Yg"),
    ("both sides on the bar", "bpwDQEULfAEAbw"),
    ("bearing off, no contact", "XwfgQAnvDwAAAA"),
    ("bearing off against two back checkers", "AwAA+G8AAAAAAA"),
    ("scattered, many plays", "/3sAEADQjzCDBg"),
]

for c in ("set display off", "set automatic roll off", "set player 0 human",
          "set player 1 human", "set evaluation chequerplay evaluation plies 0"):
    gnubg.command(c)

print("START_TABLE")
for name, pid in POSITIONS:
    counts = []
    for a in range(1, 7):
        for b in range(a, 7):
            gnubg.command("new game")
            gnubg.command("set board " + pid)
            gnubg.command("set dice %d %d" % (b, a))
            try:
                n = len(gnubg.hint(100000)["hint"])
            except Exception:
                n = 0
            counts.append(n)
    print('  ["%s", "%s", [%s]],' % (name, pid, ", ".join(str(n) for n in counts)))
print("END_TABLE")
