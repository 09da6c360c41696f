"""Step 2 of training the strong Smalta bot's value net (see README.md).

Fits a one-hidden-layer net (tanh hidden units, a sigmoid output) to the chance that
the seat about to roll wins, by TD(lambda): each round computes, from the current net,
the lambda-return of every position along its game (the last position of a game takes
the game's result) and fits the net to those targets for one epoch (cross-entropy,
Adam). The first round fits the games' results themselves. The last file's tail
(about 230,000 rows) is held out and reported as the mean squared error against the
results.

  python3 src/games/smalta/training/train-value.py /tmp/smalta/values1.bin \
      /tmp/smalta/values2.bin --out src/games/smalta/value-weights.json
"""
import argparse, json
import numpy as np

FEATURES = 84

p = argparse.ArgumentParser()
p.add_argument("files", nargs="+")
p.add_argument("--out", required=True)
p.add_argument("--hidden", type=int, default=48)
p.add_argument("--rounds", type=int, default=8)
p.add_argument("--lam", type=float, default=0.5)
p.add_argument("--lr", type=float, default=3e-3)
p.add_argument("--hold", type=int, default=230000)
p.add_argument("--seed", type=int, default=0)
a = p.parse_args()

def load(path):
    rows = np.fromfile(path, dtype="<f4").reshape(-1, FEATURES + 2)
    return rows[:, :FEATURES], rows[:, FEATURES], rows[:, FEATURES + 1]

parts = [load(f) for f in a.files]
X = np.concatenate([x for x, _, _ in parts])
Y = np.concatenate([y for _, y, _ in parts])
L = np.concatenate([l for _, _, l in parts])
cut = len(X) - a.hold
while L[cut - 1] != 1:  # hold out whole games only
    cut += 1
X, Xv, Y, Yv, L = X[:cut], X[cut:], Y[:cut], Y[cut:], L[:cut]

rng = np.random.default_rng(a.seed)
params = [
    rng.normal(0, 1 / np.sqrt(FEATURES), (FEATURES, a.hidden)).astype(np.float32),
    np.zeros(a.hidden, np.float32),
    rng.normal(0, 1 / np.sqrt(a.hidden), (a.hidden,)).astype(np.float32),
    np.zeros(1, np.float32),
]
moments = [np.zeros_like(q) for q in params]
squares = [np.zeros_like(q) for q in params]
step = 0

def forward(x):
    h = np.tanh(x @ params[0] + params[1])
    return h, 1 / (1 + np.exp(-(h @ params[2] + params[3][0])))

def values(x):
    return np.concatenate([forward(x[s:s + 200000])[1] for s in range(0, len(x), 200000)])

def td_targets(v):
    # G_t = result on a game's last row, else (1-lam)(1 - V_{t+1}) + lam(1 - G_{t+1}):
    # the next row is the other seat's, so its value is turned round.
    g = np.empty_like(v)
    for k in range(len(v) - 1, -1, -1):
        g[k] = Y[k] if L[k] == 1 else (1 - a.lam) * (1 - v[k + 1]) + a.lam * (1 - g[k + 1])
    return g

def epoch(targets, lr):
    global step
    order = rng.permutation(len(X))
    for s in range(0, len(X), 2048):
        j = order[s:s + 2048]
        xb, yb = X[j], targets[j]
        h, out = forward(xb)
        d = (out - yb) / len(j)
        dh = np.outer(d, params[2]) * (1 - h * h)
        grads = [xb.T @ dh, dh.sum(0), h.T @ d, np.array([d.sum()], np.float32)]
        step += 1
        for k in range(4):
            moments[k] = 0.9 * moments[k] + 0.1 * grads[k]
            squares[k] = 0.999 * squares[k] + 0.001 * grads[k] ** 2
            m = moments[k] / (1 - 0.9 ** step)
            v = squares[k] / (1 - 0.999 ** step)
            params[k] -= (lr * m / (np.sqrt(v) + 1e-8)).astype(np.float32)

targets, lr = Y.copy(), a.lr
for r in range(a.rounds):
    epoch(targets, lr)
    targets = td_targets(values(X))
    lr = max(lr * 0.7, 3e-4)
    mse = float(np.mean((values(Xv) - Yv) ** 2))
    print(f"round {r}: held-out mse {mse:.6f} (results' variance {float(Yv.var()):.6f})", flush=True)

json.dump({
    "what": "strong Smalta bot value net (bot-value.ts): chance that the seat to move wins, "
            "both seats then playing carefully; trained by training/train-value.py",
    "trainingPositions": int(len(X)),
    "inputs": FEATURES,
    "hidden": a.hidden,
    "w1": [round(float(x), 6) for x in params[0].reshape(-1)],
    "b1": [round(float(x), 6) for x in params[1]],
    "w2": [round(float(x), 6) for x in params[2]],
    "b2": round(float(params[3][0]), 6),
}, open(a.out, "w"), separators=(",", ":"))
print("wrote", a.out)
