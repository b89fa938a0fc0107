#!/bin/sh
# Usage: sh scripts/beside.sh <npm script> <npm script run beside it>
#
# Runs the second npm script in the background while the first runs in the foreground, then prints
# the second's output whole (never interleaved with the first's) and fails if either failed. npm test
# pairs a phase that leaves a core idle part of the time with one that needs neither its files nor
# its results (docs/testing.md, "How npm test spends its time"): the code checks beside the build,
# the acceptance suite beside the unit tests and the outside checks; and within the code checks
# (check:code), the type, knip and step checks beside ESLint and Prettier.
#
# When the first failed, the end of its output is printed again, last: a CI log that keeps only the
# end of what was printed then still names what failed (a failing scenario, its step and error),
# not only the second script's report.
set -u
side_log=$(mktemp)
main_log=$(mktemp)
main_status_file=$(mktemp)
npm run "$2" >"$side_log" 2>&1 &
side=$!
# Stopped from outside (Ctrl-C, CI cancelling): stop the side lane too, whose signals a
# non-interactive shell ignores.
trap 'kill "$side" 2>/dev/null; rm -f "$side_log" "$main_log" "$main_status_file"; exit 130' INT TERM
# The first script's output goes to the terminal as it comes, and to a file for the repeat below.
{
  npm run "$1"
  echo $? >"$main_status_file"
} 2>&1 | tee "$main_log"
main_status=$(cat "$main_status_file")
wait "$side"
side_status=$?
cat "$side_log"
if [ "$side_status" -ne 0 ]; then echo "npm run $2 (run beside npm run $1) failed with exit code $side_status" >&2; fi
if [ "$main_status" -ne 0 ]; then
  echo
  echo "npm run $1 failed with exit code $main_status; the last 120 lines it printed:"
  tail -n 120 "$main_log"
fi
rm -f "$side_log" "$main_log" "$main_status_file"
if [ "$main_status" -ne 0 ]; then exit "$main_status"; fi
exit "$side_status"
