#!/bin/sh
# Regenerates the screenshots of the docs by driving the real window:
#   docs/screenshots/getting-started/*.png by walking docs/getting-started.md on a fresh copy of the sample project
#   with two raw sheets added, and docs/screenshots/*.png (the README's) on another fresh copy of the sample.
# It builds the jar, starts Xvfb and the editor (each time with its own settings folder, so the window opens at its
# default size and place, times in seconds), drives it with xdotool and takes each shot with ImageMagick's import.
#
#   tools/screenshots/getting-started.sh [DISPLAY_NUMBER]     (default 87; needs Xvfb, xdotool, xdpyinfo, ImageMagick)
#
# The clicks are screen coordinates of the default 1440 x 900 window on a 1600 x 1000 screen. When the layout
# changes, walk the tutorial by hand (REEL_SHOTS_DEBUG=1 keeps a shot after the steps most likely to miss), update
# the coordinates below and look at every shot before committing.
set -eu
cd "$(dirname "$0")/../.."
NUM=${1:-87}
export DISPLAY=":$NUM"
OUT=docs/screenshots/getting-started
WORK=$(mktemp -d /tmp/reel-shots.XXXXXX)
mkdir -p "$OUT"

mvn -B -o -q package -DskipTests
cp -r sample-projects/platformer "$WORK/project"
cp -r sample-projects/platformer "$WORK/sample"
# Step 1 of the tutorial: two raw sheets put into the project, as an artist would.
mkdir -p "$WORK/project/assets/hero"
cp sample-projects/platformer/assets/knight/knight_run.png "$WORK/project/assets/hero/hero_run.png"
cp sample-projects/platformer/assets/knight/knight_attack.png "$WORK/project/assets/hero/hero_attack.png"

Xvfb "$DISPLAY" -screen 0 1600x1000x24 >/dev/null 2>&1 &
XVFB=$!
REEL=
trap 'if [ -n "$REEL" ]; then kill $REEL 2>/dev/null || true; fi; sleep 1; kill $XVFB 2>/dev/null || true' EXIT
# GTK gives up on a display that is not answering yet: wait (at most a minute) until the X server does.
i=0
until xdpyinfo >/dev/null 2>&1; do
  i=$((i + 1)); [ $i -lt 60 ] || { echo "Xvfb did not start on $DISPLAY"; exit 1; }
  sleep 1
done

# Waits (at most $2 seconds, default 60) until a window whose title matches the regular expression $1 is shown.
# The main window's title ends with the document in focus ("Reel — Platformer — hero_run.aeanim"), and each dialog
# has its own title, so this is how the script knows a file opened or a dialog came up instead of sleeping blind.
wait_title() {
  timeout "${2:-60}" xdotool search --sync --onlyvisible --name "$1" >/dev/null 2>&1 \
    || { echo "no window titled /$1/ after ${2:-60} s"; xdotool search --onlyvisible --name . getwindowname %@ || true; exit 1; }
}
# Waits (at most 30 seconds) until no window whose title matches $1 is shown any more.
wait_gone() {
  i=0
  while xdotool search --onlyvisible --name "$1" >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -lt 100 ] || { echo "window /$1/ still open"; exit 1; }
    sleep 0.3
  done
}

# Starts the editor on project $1 with settings folder $2, waits for its window and then (at most 3 minutes in
# all, for a busy machine) until the window is drawn: its Inspector is neither blank white nor the black of the
# empty screen.
start_editor() {
  java -Dreel.config.dir="$2" -jar target/reel.jar "$1" >>"$WORK/stdout.txt" 2>>"$WORK/stderr.txt" &
  REEL=$!
  wait_title '^Reel' 180
  i=0
  while :; do
    px=$(import -window root -crop 1x1+1200+200 +repage -depth 8 txt:- 2>/dev/null | tail -1 | grep -o '#[0-9A-F]\{6\}' || true)
    [ -n "$px" ] && [ "$px" != "#FFFFFF" ] && [ "$px" != "#000000" ] && break
    i=$((i + 1)); [ $i -lt 180 ] || { echo "the editor did not show its window"; cat "$WORK/stderr.txt"; exit 1; }
    sleep 1
  done
  sleep 3
}

# Quits the editor as a user would (File > Quit; everything is saved by then), killing it only if it hangs.
stop_editor() {
  xdotool key ctrl+q
  i=0
  while kill -0 $REEL 2>/dev/null && [ $i -lt 30 ]; do sleep 1; i=$((i + 1)); done
  kill $REEL 2>/dev/null || true
  wait $REEL 2>/dev/null || true
  REEL=
  sleep 1
}

at() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.8}"; }
twice() { xdotool mousemove "$1" "$2" click --repeat 2 --delay 80 1; sleep "${3:-1}"; }
key() { xdotool key "$@"; sleep 0.8; }
type_over() { xdotool mousemove "$1" "$2" click --repeat 3 --delay 60 1 key ctrl+a type "$3"; xdotool key Return; sleep 0.6; }
drag() {
  xdotool mousemove "$1" "$2" mousedown 1 sleep 0.2 mousemove $((($1 + $3) / 2)) $((($2 + $4) / 2)) sleep 0.2 \
    mousemove "$3" "$4" sleep 0.3 mouseup 1
  sleep 1
}
# A save makes the project be scanned again, and the status bar's progress bar moves the panels up for a moment:
# wait until it is done before the next click.
save() { key ctrl+s; sleep 2.5; }
shot() { sleep "${2:-0.5}"; import -window root -crop 1440x900+80+33 +repage "$OUT/$1.png"; echo "shot $OUT/$1.png"; }
# REEL_SHOTS_DEBUG=1 also keeps a shot after each step in the work folder, to find a click that missed.
dbg() { if [ -n "${REEL_SHOTS_DEBUG:-}" ]; then sleep 0.3; import -window root "$WORK/debug-$1.png"; fi; }
# Filters Assets by a file name, double-clicks the first file row it leaves and waits until the window's title
# names the document opened ($4, by default the file's own name; a sheet opens as its .meta sidecar).
open_file() {
  at 242 91 0.5; xdotool key ctrl+a; xdotool type "$1"; sleep 1; twice "$2" "$3" 0.5
  wait_title "— ${4:-$1}\$"; sleep 1
}
open_sheet() { open_file "$1" 230 201 "$1.meta"; key alt+3; }
# Picks $3 in the searchable list of a choice field at $1 $2 (a state's Clip): opens it, types, Enter.
choose() { at "$1" "$2" 1; xdotool type "$3"; sleep 0.5; key Return; }

# True when image $1 shows the Animator's live outline (the sandbox's current state, #5AD1A8) within 8 px of $2 $3.
live_in() {
  convert "$1" -crop 16x16+$(($2 - 8))+$(($3 - 8)) +repage -depth 8 txt:- 2>/dev/null | grep -q '#5AD1A8'
}

start_editor "$WORK/project" "$WORK/config"
at 700 921 1             # the status bar: the window has the focus before the first click that counts
# 2. Slice the run sheet, save its sidecar, make its flipbook (it opens and plays).
open_sheet hero_run.png
at 219 879 1.5          # Slice
save
at 1383 836             # Flipbook of All Cells
wait_title '— hero_run.aeanim'; sleep 1.5
dbg run-flipbook
# The attack sheet, shot before slicing.
open_sheet hero_attack.png
shot 01-sheet-slice
at 219 879 1.5
save
at 1383 836
wait_title '— hero_attack.aeanim'; sleep 1.2
shot 02-flipbook
# 3. Play it once: Inspector > Loop > once (the clip stops at its end).
at 1400 425; at 1348 462 1.5
# 4. A Position track with three keys, the middle one at x = 12.
at 275 661 0.3          # + Track
wait_title '^Add Track$'; sleep 0.5
at 795 394 0.4          # Position
at 996 697 0.3          # OK
wait_gone '^Add Track$'; sleep 0.5
twice 336 793
twice 790 793; type_over 1359 445 12
twice 1463 793; type_over 1359 445 0
# 5. The Hit event on the third frame.
twice 790 708; at 815 826
save
shot 03-dope-sheet
at 1476 622 1.5         # Curves
shot 04-curves
at 1392 622             # back to the Dope Sheet
# 6. A controller: Run (entry) and Attack, an Attack trigger, Any State -> Attack, Attack -> Run at exit time.
# The states are edited in the Animator's side panel on the right of the graph (Name at y 729, Clip at 808).
key ctrl+alt+n
wait_title '— new_controller.aectrl'; sleep 1.5
at 844 700              # the Idle state
type_over 1358 729 Run
choose 1358 808 hero_run
at 1250 623 1.2         # + State (the left part of the split button)
type_over 1358 729 Attack
choose 1358 808 hero_attack
dbg states
at 930 860              # empty canvas: the controller's own panel
at 1469 832; at 1473 964  # Parameters: + > Trigger
type_over 1313 873 Attack
drag 656 865 778 806    # Any State's dot to Attack
dbg any-drag
xdotool mousemove 1300 800 sleep 0.3 click --repeat 6 --delay 100 5; sleep 0.8
dbg scrolled
at 1315 813             # + Condition
dbg condition
drag 864 811 850 700    # Attack's dot to Run
at 1230 688             # Exit time
at 1375 623 1           # Auto Layout
save
shot 05-graph
# 7. Preview: Sandbox, then J. The mode list opens with the current mode over the box (y 121) and one row, about
# 31 px, per mode in the order Clip, Controller, Sandbox: from Clip, Sandbox is at y 183; from Sandbox,
# Controller is at y 90.
at 401 121; at 425 183 2
at 518 288 0.5
# J, then the shot while the attack plays (it lasts 0.417 s): on a busy machine the shot can come too late, so it
# is taken again until the Animator outlines Attack (its box's left edge after Auto Layout) in it.
i=0
while :; do
  xdotool key j
  shot 06-sandbox 0.15
  live_in "$OUT/06-sandbox.png" 826 767 && break
  i=$((i + 1)); [ $i -lt 5 ] || { echo "06-sandbox: Attack never outlined in the shot"; exit 1; }
  sleep 2
done
at 401 121; at 430 90 2  # Controller mode
shot 07-controller
stop_editor
# 8. Export, as the tutorial does it.
(cd "$WORK/project" && java -jar "$OLDPWD/target/reel.jar" export anim/hero_attack.aeanim --gif hero_attack.gif)

# The README's shots, of the window as the tutorial's are, on the sample as shipped: the attack clip with Source,
# its dope sheet, the knight's controller in the Animator graph following the sandbox, and the run sheet.
readme_shot() { sleep "${2:-1}"; import -window root -crop 1440x900+80+33 +repage "docs/screenshots/$1.png"; echo "shot docs/screenshots/$1.png"; }
start_editor "$WORK/sample" "$WORK/config-sample"
at 700 921 1
open_file attack.aeanim 230 201
key alt+4
readme_shot preview-source
key alt+1
readme_shot dope-sheet
open_file knight.aectrl 230 165
key alt+2
at 401 121; at 425 183 2  # Sandbox
drag 694 561 694 330    # the bottom panel taller
xdotool mousemove 800 700; sleep 0.3; key f
readme_shot animator-graph 1.5
open_sheet knight_run.png
readme_shot sheet-slicer 1.5
stop_editor

echo "work folder: $WORK"; echo "editor stderr:"; cat "$WORK/stderr.txt"
echo "reel check:"; java -jar target/reel.jar check "$WORK/project" | tail -1
