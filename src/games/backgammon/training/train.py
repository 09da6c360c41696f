"""
Step 3 of training: fits the strong bot's net (net-eval.ts) to gnubg's labels.

    python3 src/games/backgammon/training/train.py /tmp/bg/labels1.txt [more label files] \
        --out src/games/backgammon/net-weights.json [--hidden 80] [--epochs 12] [--seed 1]

Needs numpy only. Inputs are computed exactly as features.ts does (keep the two in
step); the net is tanh hidden units and five sigmoid outputs trained by Adam on the
cross-entropy to gnubg's five probabilities. The weights file also carries a few
"checks" (boards and the outputs these rounded weights give them), which the unit
test replays through the TypeScript net, so a drift between the two encodings fails.
"""
import argparse
import json
import sys

import numpy as np

HALF_INPUTS = 98
NET_INPUTS = 2 * HALF_INPUTS + 3


def read_labels(paths):
    boards, targets = [], []
    for path in paths:
        with open(path) as f:
            for line in f:
                parts = line.split()
                if len(parts) != 6 or len(parts[0]) != 50:
                    continue
                boards.append([int(c, 16) for c in parts[0]])
                targets.append([float(v) for v in parts[1:]])
    return np.array(boards, dtype=np.int64), np.array(targets, dtype=np.float64)


def farthest(counts, base):
    """Farthest occupied point of a half (25 = bar), 0 when all are off."""
    occupied = counts[:, base : base + 25] > 0
    idx = np.arange(1, 26)
    return np.max(np.where(occupied, idx, 0), axis=1)


def encode(counts):
    """features.ts's encodeInputs, for many boards at once (float64)."""
    n = counts.shape[0]
    x = np.zeros((n, NET_INPUTS))
    for half, base in enumerate((0, 25)):
        at = half * HALF_INPUTS
        pts = counts[:, base : base + 24].astype(np.float64)
        units = np.stack(
            [pts >= 1, pts >= 2, pts >= 3, np.where(pts > 3, (pts - 3) / 2, 0)], axis=2
        ).astype(np.float64)
        x[:, at : at + 96] = units.reshape(n, 96)
        bar = counts[:, base + 24]
        x[:, at + 96] = bar / 2
        x[:, at + 97] = (15 - counts[:, base : base + 25].sum(axis=1)) / 15
        x[:, 2 * HALF_INPUTS + half] = (counts[:, base : base + 25] * np.arange(1, 26)).sum(axis=1) / 100
    race = farthest(counts, 0) + farthest(counts, 25) < 25
    x[:, 2 * HALF_INPUTS + 2] = np.where(race, 0, 1)
    return x


def forward(params, x):
    w1, b1, w2, b2 = params
    h = np.tanh(x @ w1 + b1)
    return h, 1 / (1 + np.exp(-(h @ w2.T + b2)))


def consistent(p):
    """net-eval.ts's makeConsistent: a gammon is capped by its win, and so on."""
    p = p.copy()
    p[:, 1] = np.minimum(p[:, 1], p[:, 0])
    p[:, 2] = np.minimum(p[:, 2], p[:, 1])
    p[:, 3] = np.minimum(p[:, 3], 1 - p[:, 0])
    p[:, 4] = np.minimum(p[:, 4], p[:, 3])
    return p


def equity(p):
    return 2 * p[:, 0] - 1 + p[:, 1] - p[:, 3] + p[:, 2] - p[:, 4]


def export(path, params, h, n_train, counts, targets, val):
    # Rounded for a small file; the checks use the rounded weights.
    r = lambda a: [float("%.5g" % v) for v in np.asarray(a, dtype=np.float64).ravel()]
    out = {
        "what": "strong backgammon bot net (net-eval.ts), trained by training/train.py on gnubg 0-ply labels",
        "trainingPositions": int(n_train),
        "inputs": NET_INPUTS,
        "hidden": h,
        "w1": r(params[0]),
        "b1": r(params[1]),
        "w2": r(params[2]),
        "b2": r(params[3]),
    }
    rounded = [
        np.array(out["w1"]).reshape(NET_INPUTS, h),
        np.array(out["b1"]),
        np.array(out["w2"]).reshape(5, h),
        np.array(out["b2"]),
    ]
    check_idx = val[:6]
    _, pc = forward(rounded, encode(counts[check_idx]))
    pc = consistent(pc)
    out["checks"] = [
        {"board": [int(c) for c in counts[i]], "outputs": [float("%.9g" % v) for v in pc[k]],
         "gnubg": [float(v) for v in targets[i]]}
        for k, i in enumerate(check_idx)
    ]
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {path}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("labels", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--hidden", type=int, default=80)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--lr", type=float, default=0.002)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--init", help="start from these weights (same shape)")
    args = ap.parse_args()

    rng = np.random.default_rng(args.seed)
    counts, targets = read_labels(args.labels)
    x_all = encode(counts).astype(np.float32)
    y_all = targets.astype(np.float32)
    order = rng.permutation(len(x_all))
    n_val = min(10000, len(x_all) // 20)
    val, train = order[:n_val], order[n_val:]
    print(f"{len(train)} training, {n_val} validation positions", flush=True)

    h = args.hidden
    if args.init:
        with open(args.init) as f:
            init = json.load(f)
        params = [
            np.array(init["w1"], dtype=np.float32).reshape(NET_INPUTS, h),
            np.array(init["b1"], dtype=np.float32),
            np.array(init["w2"], dtype=np.float32).reshape(5, h),
            np.array(init["b2"], dtype=np.float32),
        ]
    else:
        params = [
            (rng.standard_normal((NET_INPUTS, h)) / np.sqrt(NET_INPUTS / 4)).astype(np.float32),
            np.zeros(h, dtype=np.float32),
            (rng.standard_normal((5, h)) / np.sqrt(h)).astype(np.float32),
            np.zeros(5, dtype=np.float32),
        ]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    t = 0
    b1_, b2_, eps = 0.9, 0.999, 1e-8
    best_rmse = float("inf")
    for epoch in range(args.epochs):
        lr = args.lr * (0.5 ** (epoch / 4))
        rng.shuffle(train)
        for start in range(0, len(train), args.batch):
            idx = train[start : start + args.batch]
            x, y = x_all[idx], y_all[idx]
            w1, b1, w2, b2 = params
            hid, p = forward(params, x)
            # Cross-entropy with sigmoid outputs: the output error is p − y.
            d_out = (p - y) / len(idx)
            g_w2 = d_out.T @ hid
            g_b2 = d_out.sum(axis=0)
            d_hid = (d_out @ w2) * (1 - hid * hid)
            g_w1 = x.T @ d_hid
            g_b1 = d_hid.sum(axis=0)
            t += 1
            for i, g in enumerate((g_w1, g_b1, g_w2, g_b2)):
                m[i] = b1_ * m[i] + (1 - b1_) * g
                v[i] = b2_ * v[i] + (1 - b2_) * g * g
                mh = m[i] / (1 - b1_**t)
                vh = v[i] / (1 - b2_**t)
                params[i] -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)
        _, pv = forward(params, x_all[val])
        err = equity(pv.astype(np.float64)) - equity(y_all[val].astype(np.float64))
        print(f"epoch {epoch + 1}: validation equity RMSE {np.sqrt(np.mean(err ** 2)):.4f}, "
              f"mean |err| {np.mean(np.abs(err)):.4f}", flush=True)
        # The best epoch so far is saved at once, so a long run can be stopped at any time.
        rmse = float(np.sqrt(np.mean(err**2)))
        if rmse < best_rmse:
            best_rmse = rmse
            export(args.out, params, h, len(train), counts, targets, val)

if __name__ == "__main__":
    main()
