#!/bin/sh
# Regenerates docs/screenshots/getting-started/*.png by walking docs/getting-started.md in the real window:
# builds the jar, starts Xvfb and the editor on a fresh copy of the sample project (with its own settings
# folder, so the window opens at its default size and place), drives it with xdotool and takes each shot
# with ImageMagick's import, cropped to the window.
#
#   tools/screenshots/getting-started.sh [DISPLAY_NUMBER]     (default 87; needs Xvfb, xdotool, ImageMagick)
#
# The clicks are window coordinates of the default 1440 x 900 layout on a 1600 x 1000 screen. When the layout
# changes, walk the tutorial by hand, update the coordinates below and look at every shot before committing.
set -eu
cd "$(dirname "$0")/../.."
NUM=${1:-87}
export DISPLAY=":$NUM"
OUT=docs/screenshots/getting-started
WORK=$(mktemp -d /tmp/reel-shots.XXXXXX)
mkdir -p "$OUT"

mvn -B -o -q package -DskipTests
cp -r sample-projects/platformer "$WORK/project"
# Step 1 of the tutorial: two raw sheets put into the project, as an artist would.
mkdir -p "$WORK/project/assets/hero"
cp sample-projects/platformer/assets/knight/knight_run.png "$WORK/project/assets/hero/hero_run.png"
cp sample-projects/platformer/assets/knight/knight_attack.png "$WORK/project/assets/hero/hero_attack.png"

Xvfb "$DISPLAY" -screen 0 1600x1000x24 >/dev/null 2>&1 &
XVFB=$!
sleep 2
java -Dreel.config.dir="$WORK/config" -jar target/reel.jar "$WORK/project" >"$WORK/stdout.txt" 2>"$WORK/stderr.txt" &
REEL=$!
trap 'kill $REEL 2>/dev/null || true; sleep 1; kill $XVFB 2>/dev/null || true' EXIT
# Wait (at most 3 minutes, for a busy machine) until the window is drawn: its Inspector is neither blank white
# nor the black of the empty screen.
i=0
while :; do
  px=$(import -window root -crop 1x1+1200+200 +repage -depth 8 txt:- 2>/dev/null | tail -1 | grep -o '#[0-9A-F]\{6\}' || true)
  [ -n "$px" ] && [ "$px" != "#FFFFFF" ] && [ "$px" != "#000000" ] && break
  i=$((i + 1)); [ $i -lt 180 ] || { echo "the editor did not show its window"; exit 1; }
  sleep 1
done
sleep 3

at() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.8}"; }
twice() { xdotool mousemove "$1" "$2" click --repeat 2 --delay 80 1; sleep "${3:-1}"; }
key() { xdotool key "$@"; sleep 0.8; }
type_over() { xdotool mousemove "$1" "$2" click --repeat 3 --delay 60 1 key ctrl+a type "$3"; xdotool key Return; sleep 0.6; }
drag() {
  xdotool mousemove "$1" "$2" mousedown 1 sleep 0.2 mousemove $((($1 + $3) / 2)) $((($2 + $4) / 2)) sleep 0.2 \
    mousemove "$3" "$4" sleep 0.3 mouseup 1
  sleep 1
}
shot() { sleep "${2:-0.5}"; import -window root -crop 1440x900+80+33 +repage "$OUT/$1.png"; echo "shot $OUT/$1.png"; }
# REEL_SHOTS_DEBUG=1 also keeps a shot after each step in the work folder, to find a click that missed.
dbg() { if [ -n "${REEL_SHOTS_DEBUG:-}" ]; then sleep 0.3; import -window root "$WORK/debug-$1.png"; fi; }
open_sheet() { at 242 91 0.5; xdotool key ctrl+a; xdotool type "$1"; sleep 1; twice 230 201 2; key alt+3; }

at 700 921 1             # the status bar: the window has the focus before the first click that counts
# 2. Slice the run sheet, save its sidecar, make its flipbook.
open_sheet hero_run.png
at 219 879 1.5          # Slice
key ctrl+s
at 1383 836 2.5         # Flipbook of All Cells
dbg run-flipbook
# The attack sheet, shot before slicing.
open_sheet hero_attack.png
shot 01-sheet-slice
at 219 879 1.5
key ctrl+s
at 1383 836 2.5
shot 02-flipbook
# 3. Play it once: Inspector > Loop > once.
at 1400 425; at 1348 462
# 4. A Position track with three keys, the middle one at x = 12.
at 275 661 1; at 795 394 0.4; at 960 697 1
twice 336 793
twice 790 793; type_over 1359 445 12
twice 1463 793; type_over 1359 445 0
# 5. The Hit event on the second frame.
twice 790 708; at 815 826
key ctrl+s
shot 03-dope-sheet
at 1476 622 1.5         # Curves
shot 04-curves
at 1392 622             # back to the Dope Sheet
# 6. A controller: Run (entry) and Attack, an Attack trigger, Any State -> Attack, Attack -> Run at exit time.
key ctrl+alt+n
sleep 1
at 668 686
type_over 1343 713 Run
at 1343 753 1; at 1283 447
at 1288 615 1.2         # + State
type_over 1343 713 Attack
at 1343 753 1; at 1292 450
at 922 876              # empty canvas: the controller's own panel
at 1470 833; at 1473 964
type_over 1313 873 Attack
drag 491 864 599 806    # Any State's dot to Attack
dbg any-drag
xdotool mousemove 1300 800 sleep 0.3 click --repeat 4 --delay 100 5; sleep 0.8
dbg scrolled
at 1299 785             # + Condition
dbg condition
drag 714 806 737 709    # Attack's dot to Run
at 1201 660             # Exit time
key ctrl+s
shot 05-graph
# 7. Preview: Sandbox, then J.
at 407 121; at 425 183 2
at 518 288 0.5
xdotool key j
shot 06-sandbox 0.15
at 403 121; at 430 90 2  # Controller mode
shot 07-controller
# 8. Export, as the tutorial does it.
(cd "$WORK/project" && java -jar "$OLDPWD/target/reel.jar" export anim/hero_attack.aeanim --gif hero_attack.gif)
echo "work folder: $WORK"; echo "editor stderr:"; cat "$WORK/stderr.txt"
echo "reel check:"; java -jar target/reel.jar check "$WORK/project" | tail -1
