#!/usr/bin/env bash
# Reproduce docs/solitaire-odds.md: every run of its table, as JSON files in OUT_DIR,
# then the table rows.  Usage: bench/solitaire_odds.sh [OUT_DIR]
# The same seed gives the same numbers for any --workers; name@k files are parts of
# one run over disjoint deal ranges (--first) and are added up by bench/odds_table.py.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-odds}"
mkdir -p "$OUT"
run() {  # run NAME DEALS GAME [paixi solve options...]
  local name="$1" deals="$2"
  shift 2
  /usr/bin/time -f "%e s wall" -o "$OUT/$name.time" \
    .venv/bin/paixi solve "$@" --deals "$deals" --seed 2026 --workers 2 --json > "$OUT/$name.json"
}
run tuimo-straight 1000000 tuimo -o alignment=straight
run tuimo-folded 1000000 tuimo -o alignment=folded
run chaiwugui-columns 1000000 chaiwugui -o exposure=columns
run chaiwugui-half_columns 1000000 chaiwugui -o exposure=half_columns
run ceyunqi-default 1000000 ceyunqi
run ceyunqi-kuai13 50000 ceyunqi -o kuai_threshold=13
run ceyunqi-wudian1 50000 ceyunqi -o wudian_value=1
run tongwuguan-mandatory-6x5@1 50000 tongwuguan -o take_rule=mandatory -o layout=6x5
run tongwuguan-mandatory-6x5@2 100000 tongwuguan -o take_rule=mandatory -o layout=6x5 --first 50000
run tongwuguan-mandatory-6x5@3 150000 tongwuguan -o take_rule=mandatory -o layout=6x5 --first 150000
run tongwuguan-mandatory-6x5@4 200000 tongwuguan -o take_rule=mandatory -o layout=6x5 --first 300000
run tongwuguan-mandatory-6x5@5 500000 tongwuguan -o take_rule=mandatory -o layout=6x5 --first 500000
run tongwuguan-mandatory-5x5 50000 tongwuguan -o take_rule=mandatory -o layout=5x5
run tongwuguan-optional-6x5@1 20000 tongwuguan -o take_rule=optional -o layout=6x5
run tongwuguan-optional-6x5@2 30000 tongwuguan -o take_rule=optional -o layout=6x5 --first 20000
run tongwuguan-optional-5x5 20000 tongwuguan -o take_rule=optional -o layout=5x5
run tongwuguan-mandatory-6x5-kuai13 10000 tongwuguan -o take_rule=mandatory -o kuai_threshold=13
run tongwuguan-mandatory-6x5-nowudian 10000 tongwuguan -o take_rule=mandatory -o allow_wudian=false
run tongwuguan-mandatory-6x5-choose 10000 tongwuguan -o take_rule=mandatory -o short_deal=choose
run tongwuguan-optional-6x5-choose 5000 tongwuguan -o take_rule=optional -o short_deal=choose
.venv/bin/python bench/odds_table.py "$OUT"
