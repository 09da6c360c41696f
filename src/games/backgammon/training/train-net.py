"""
Step 3b of training: fits a net (net-eval.ts) to gnubg's labels, from the inputs that
encode.ts computed with the bot's own code.

    python3 src/games/backgammon/training/train-net.py /tmp/bg/set [more sets] \
        --encoding v2 --out /tmp/bg/net.json [--hidden 128] [--epochs 12] [--seed 1] \
        [--only race|contact] [--init net.json]

Each SET is the prefix of encode.ts's files (SET.x.f32, SET.y.f32, SET.boards.txt).
Needs numpy only. The net: tanh hidden units and five sigmoid outputs, trained by Adam
on the cross-entropy to gnubg's five probabilities, the learning rate halving every
four epochs; the epoch with the lowest validation equity RMSE is saved (at once, so
a long run can be stopped). The weights file carries "checks": boards and the outputs
these rounded weights give them, which the unit test replays through net-eval.ts.
"""
import argparse
import json
import sys

import numpy as np

# Index of the contact flag (1 while the sides are in contact) in both encodings.
CONTACT_INPUT = 198


def load(prefixes):
    xs, ys, boards = [], [], []
    for prefix in prefixes:
        with open(prefix + ".boards.txt") as f:
            keys = [line.strip() for line in f if line.strip()]
        y = np.fromfile(prefix + ".y.f32", dtype=np.float32).reshape(len(keys), 5)
        x = np.fromfile(prefix + ".x.f32", dtype=np.float32).reshape(len(keys), -1)
        xs.append(x)
        ys.append(y)
        boards.extend(keys)
    return np.concatenate(xs), np.concatenate(ys), boards


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


def rmse_of(params, x, y):
    _, p = forward(params, x)
    err = equity(consistent(p.astype(np.float64))) - equity(y.astype(np.float64))
    return float(np.sqrt(np.mean(err**2))) if len(err) else 0.0


def export(path, args, params, n_train, x_all, y_all, boards, val, rmse):
    inputs, h = params[0].shape
    r = lambda a: [float("%.5g" % v) for v in np.asarray(a, dtype=np.float64).ravel()]
    out = {
        "what": "backgammon bot net (net-eval.ts), trained by training/train-net.py on gnubg labels",
        "encoding": args.encoding,
        "positions": args.only or "all",
        "trainingPositions": int(n_train),
        "validationRmse": round(rmse, 5),
        "inputs": inputs,
        "hidden": h,
        "w1": r(params[0]),
        "b1": r(params[1]),
        "w2": r(params[2]),
        "b2": r(params[3]),
    }
    rounded = [
        np.array(out["w1"]).reshape(inputs, h),
        np.array(out["b1"]),
        np.array(out["w2"]).reshape(5, h),
        np.array(out["b2"]),
    ]
    check_idx = val[:6]
    _, pc = forward(rounded, x_all[check_idx].astype(np.float64))
    pc = consistent(pc)
    out["checks"] = [
        {
            "board": [int(c, 16) for c in boards[i]],
            "outputs": [float("%.9g" % v) for v in pc[k]],
            "gnubg": [float(v) for v in y_all[i]],
        }
        for k, i in enumerate(check_idx)
    ]
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--encoding", default="v2")
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=0.002)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", choices=["race", "contact"])
    ap.add_argument("--init", help="start from these weights (same shape)")
    args = ap.parse_args()

    rng = np.random.default_rng(args.seed)
    x_all, y_all, boards = load(args.sets)
    keep = np.arange(len(x_all))
    if args.only:
        contact = x_all[:, CONTACT_INPUT] > 0.5
        keep = keep[contact if args.only == "contact" else ~contact]
    order = rng.permutation(keep)
    n_val = min(20000, len(order) // 20)
    val, train = order[:n_val], order[n_val:]
    race_val = val[x_all[val, CONTACT_INPUT] < 0.5]
    contact_val = val[x_all[val, CONTACT_INPUT] > 0.5]
    print(f"{len(train)} training, {n_val} validation positions", flush=True)

    inputs = x_all.shape[1]
    h = args.hidden
    if args.init:
        with open(args.init) as f:
            init = json.load(f)
        params = [
            np.array(init["w1"], dtype=np.float32).reshape(inputs, h),
            np.array(init["b1"], dtype=np.float32),
            np.array(init["w2"], dtype=np.float32).reshape(5, h),
            np.array(init["b2"], dtype=np.float32),
        ]
    else:
        params = [
            (rng.standard_normal((inputs, h)) / np.sqrt(inputs / 4)).astype(np.float32),
            np.zeros(h, dtype=np.float32),
            (rng.standard_normal((5, h)) / np.sqrt(h)).astype(np.float32),
            np.zeros(5, dtype=np.float32),
        ]
    if args.init:
        # The starting net on the same held-out positions: what the new rounds must beat.
        print(f"start: validation equity RMSE {rmse_of(params, x_all[val], y_all[val]):.4f}", flush=True)
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    t = 0
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    best = float("inf")
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
                m[i] = beta1 * m[i] + (1 - beta1) * g
                v[i] = beta2 * v[i] + (1 - beta2) * g * g
                mh = m[i] / (1 - beta1**t)
                vh = v[i] / (1 - beta2**t)
                params[i] -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)
        rmse = rmse_of(params, x_all[val], y_all[val])
        print(
            f"epoch {epoch + 1}: validation equity RMSE {rmse:.4f} "
            f"(race {rmse_of(params, x_all[race_val], y_all[race_val]):.4f} on {len(race_val)}, "
            f"contact {rmse_of(params, x_all[contact_val], y_all[contact_val]):.4f} on {len(contact_val)})",
            flush=True,
        )
        if rmse < best:
            best = rmse
            export(args.out, args, params, len(train), x_all, y_all, boards, val, rmse)
            print(f"  saved {args.out}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
