package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.ui.app.OpenDocument;
import dev.reel.ui.curves.CurveMouse;
import dev.reel.ui.curves.CurvePoint;
import dev.reel.ui.curves.CurveView;
import javafx.application.Platform;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Keeps the curve editor in step with the clip: which track it draws (the clicked one, else the one holding the
 * selection, else the first numeric one), the track list's mark on it, and the selected keys as points — both
 * ways, so picking points in the curves selects their keys.
 */
final class CurveSync {
    private final CurveView curves;
    private final CurveMouse mouse;
    private final TrackList tracks;
    private final AnimationToolbar toolbar;
    private final AnimationState state;
    private final Supplier<OpenDocument<Clip>> document;
    private long shownTrack = -1;
    private boolean syncingPoints;

    CurveSync(CurveView curves, CurveMouse mouse, TrackList tracks, AnimationToolbar toolbar, AnimationState state,
              Supplier<OpenDocument<Clip>> document) {
        this.curves = curves;
        this.mouse = mouse;
        this.tracks = tracks;
        this.toolbar = toolbar;
        this.state = state;
        this.document = document;
        curves.laneProperty().addListener(observable -> syncPoints(true));
        curves.pointsProperty().addListener((observable, old, points) -> pointsChosen(points));
    }

    /** A new document: the next {@link #show} picks its track afresh. */
    void forget() {
        shownTrack = -1;
    }

    void show(Clip clip, Set<Long> selection) {
        Track current = clip == null ? null : clip.track(state.currentTrackProperty().get());
        if (current == null && clip != null) {
            current = trackOfSelection(clip, selection);
            if (current == null) {
                current = clip.tracks().stream().filter(SheetLayout::curveable).findFirst().orElse(null);
            }
        }
        Track shown = SheetLayout.curveable(current) ? current : null;
        curves.trackProperty().set(shown);
        toolbar.showLanesOf(shown);
        long id = shown == null ? 0 : shown.id();
        // With curves showing, the track list marks the track they draw (picked from the selection when no
        // track was clicked); over the dope sheet it marks only a clicked track.
        tracks.currentTrackProperty().set(state.curvesProperty().get() ? id : state.currentTrackProperty().get());
        if (id != shownTrack) {
            shownTrack = id;
            syncPoints(true);
            if (state.curvesProperty().get()) {
                Platform.runLater(() -> mouse.frame(false));
            }
        } else {
            syncPoints(false);
        }
    }

    private static Track trackOfSelection(Clip clip, Set<Long> selection) {
        for (Track track : clip.tracks()) {
            if (selection.contains(track.id())) {
                return track;
            }
            for (Key key : track.keys()) {
                if (selection.contains(key.id())) {
                    return track;
                }
            }
        }
        return null;
    }

    /** Shows the selected keys of the curve track as points, unless the points already say the same. */
    private void syncPoints(boolean force) {
        Track track = curves.trackProperty().get();
        OpenDocument<Clip> open = document.get();
        Set<Long> selection = open == null ? Set.of() : open.selection();
        Set<Long> wanted = new LinkedHashSet<>();
        if (track != null) {
            track.keys().stream().map(Key::id).filter(selection::contains).forEach(wanted::add);
        }
        Set<Long> shown = new LinkedHashSet<>();
        curves.pointsProperty().get().forEach(point -> shown.add(point.keyId()));
        if (!force && wanted.equals(shown)) {
            return;
        }
        Set<CurvePoint> points = new LinkedHashSet<>();
        for (long keyId : wanted) {
            for (int lane : curves.shownLanes()) {
                points.add(new CurvePoint(keyId, lane));
            }
        }
        syncingPoints = true;
        try {
            curves.pointsProperty().set(Set.copyOf(points));
        } finally {
            syncingPoints = false;
        }
    }

    private void pointsChosen(Set<CurvePoint> points) {
        OpenDocument<Clip> open = document.get();
        if (syncingPoints || open == null) {
            return;
        }
        Set<Long> ids = new LinkedHashSet<>();
        points.forEach(point -> ids.add(point.keyId()));
        open.select(ids);
    }
}
