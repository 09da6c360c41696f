#!/bin/sh
# Labels a positions file with gnubg in parallel shards (see gnubg-label.py).
#   sh src/games/backgammon/training/label.sh /tmp/bg/positions.txt /tmp/bg/labels.txt [shards]
# A gnubg process can die at start when many start at once: each shard whose labels
# are short is run again (up to three times), and a shard still short fails the run.
set -e
in="$1"; out="$2"; shards="${3:-24}"
dir=$(mktemp -d)
here=$(cd "$(dirname "$0")" && pwd)
split -n "l/$shards" -d -a 3 "$in" "$dir/shard-"
label() {
  BG_IN="$1" BG_OUT="$1.out" nice -n 19 /usr/games/gnubg -t -q -r -p "$here/gnubg-label.py" </dev/null >/dev/null 2>&1
}
short() {
  [ ! -f "$1.out" ] || [ "$(wc -l < "$1.out")" -ne "$(wc -l < "$1")" ]
}
for f in "$dir"/shard-???; do label "$f" & done
wait
for attempt in 1 2 3; do
  for f in "$dir"/shard-???; do
    if short "$f"; then echo "shard $(basename "$f") short: labelling it again" >&2; label "$f"; fi
  done
done
for f in "$dir"/shard-???; do
  if short "$f"; then echo "shard $(basename "$f") failed three times: $dir kept" >&2; exit 1; fi
done
cat "$dir"/shard-???.out > "$out"
rm -r "$dir"
wc -l "$out"
