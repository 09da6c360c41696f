#!/bin/sh
# Labels a positions file with gnubg in parallel shards (see gnubg-label.py).
#   sh src/games/backgammon/training/label.sh /tmp/bg/positions.txt /tmp/bg/labels.txt [shards]
set -e
in="$1"; out="$2"; shards="${3:-24}"
dir=$(mktemp -d)
here=$(cd "$(dirname "$0")" && pwd)
split -n "l/$shards" -d -a 3 "$in" "$dir/shard-"
for f in "$dir"/shard-*; do
  BG_IN="$f" BG_OUT="$f.out" nice -n 19 /usr/games/gnubg -t -q -r -p "$here/gnubg-label.py" </dev/null >/dev/null 2>&1 &
done
wait
cat "$dir"/shard-*.out > "$out"
rm -r "$dir"
wc -l "$out"
