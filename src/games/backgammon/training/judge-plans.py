"""
Scores the plans of judge-plans.ts from gnubg's labels (label.sh at BG_PLIES=2):
    python3 judge-plans.py disagreements.txt labels.txt [base]
For each plan, its total equity loss against the best of the plans at each position;
and each plan's paired difference from `base` (default strong) with a 95% interval,
overall and by kind of position (contact, race, bearoff).
"""
import math
import sys

disagreements, labels = sys.argv[1], sys.argv[2]
base = sys.argv[3] if len(sys.argv) > 3 else "strong"
value = {}
with open(labels) as f:
    for line in f:
        parts = line.split()
        p = [float(x) for x in parts[1:6]]
        # equity of the player on roll; the mover's is its negative
        value[parts[0]] = -(2 * p[0] - 1 + p[1] - p[3] + p[2] - p[4])

rows = []
with open(disagreements) as f:
    for line in f:
        parts = line.split()
        if not parts:
            continue
        kind, plans = parts[0], dict(p.split("=") for p in parts[1:])
        eq = {name: (float(h[3:]) if h.startswith("won") else value[h]) for name, h in plans.items()}
        rows.append((kind, eq))

names = list(rows[0][1].keys())
print("%d disagreements" % len(rows))
for kind in ["all", "contact", "race", "bearoff"]:
    sel = [eq for k, eq in rows if kind == "all" or k == kind]
    if not sel:
        continue
    print("-- %s (%d)" % (kind, len(sel)))
    for name in names:
        loss = sum(max(eq.values()) - eq[name] for eq in sel)
        d = [eq[name] - eq[base] for eq in sel]
        s = sum(d)
        ci = 1.96 * math.sqrt(sum(x * x for x in d))
        print("  %-8s loss %7.2f   vs %s %+6.2f ± %.2f" % (name, loss, base, s, ci))
