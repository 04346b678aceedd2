package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Unchanged;
import dev.reel.ui.curves.CurveLane;
import dev.reel.ui.curves.CurveMouse;
import dev.reel.ui.curves.CurvePoint;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Keeps the curve editor in step with the clip: which tracks it draws, the track list's mark on the first, and
 * the selected keys as points — both ways, so picking points in the curves selects their keys. The tracks are
 * the selected tracks plus the tracks of the selected keys when any track is selected; otherwise the tracks
 * shown so far while the selected keys lie on them (a clicked track starts afresh with it), else the tracks of
 * the selected keys, else the first numeric track.
 */
final class CurveSync {
    private final CurveView curves;
    private final CurveMouse mouse;
    private final TrackList tracks;
    private final AnimationState state;
    private final Supplier<OpenDocument<Clip>> document;
    private List<Long> shownTracks = List.of();
    /** The document just shown came back with its view: its first tracks are not framed. */
    private boolean keepFrame;
    private long clickedTrack;
    private boolean syncingPoints;
    // The points wait for the curves to show (see syncOrLater).
    private boolean pointsStale;

    CurveSync(CurveView curves, CurveMouse mouse, TrackList tracks, AnimationState state,
              Supplier<OpenDocument<Clip>> document) {
        this.curves = curves;
        this.mouse = mouse;
        this.tracks = tracks;
        this.state = state;
        this.document = document;
        curves.pointsProperty().addListener((observable, old, points) -> pointsChosen(points));
        state.curvesProperty().addListener((observable, was, now) -> {
            if (now && pointsStale) {
                syncPoints(true);
            }
        });
    }

    /**
     * A new document: the next {@link #show} picks its tracks afresh, and frames them unless {@code keepView} (the
     * document comes back with the view it was left in).
     */
    void forget(boolean keepView) {
        shownTracks = List.of();
        clickedTrack = 0;
        keepFrame = keepView;
    }

    void show(Clip clip, Set<Long> selection) {
        List<Track> shown = clip == null ? List.of() : tracksFor(clip, selection);
        if (!Unchanged.parts(curves.tracksProperty().get(), shown)) {
            curves.tracksProperty().set(shown);
        }
        long first = shown.isEmpty() ? 0 : shown.get(0).id();
        boolean showing = state.curvesProperty().get();
        // With curves showing, the track list marks the first track they draw (picked from the selection when
        // no track was clicked); over the dope sheet it marks only a clicked track.
        tracks.currentTrackProperty().set(showing ? first : state.currentTrackProperty().get());
        List<Long> ids = shown.stream().map(Track::id).toList();
        if (!ids.equals(shownTracks)) {
            shownTracks = ids;
            syncOrLater(true, showing);
            if (showing && !keepFrame) {
                Platform.runLater(() -> mouse.frame(false));
            }
            keepFrame = false;
        } else {
            syncOrLater(false, showing);
        }
    }

    /**
     * Points are shown only by the curve editor (and its point fields), so over the dope sheet they wait until
     * the curves are shown: a drag of 10,000 keys there no longer makes 10,000 points a frame.
     */
    private void syncOrLater(boolean force, boolean showing) {
        if (showing) {
            syncPoints(force || pointsStale);
        } else {
            pointsStale = true;
        }
    }

    private List<Track> tracksFor(Clip clip, Set<Long> selection) {
        List<Track> curveable = clip.tracks().stream().filter(SheetLayout::curveable).toList();
        long clicked = state.currentTrackProperty().get();
        List<Long> kept = shownTracks;
        if (clicked != clickedTrack) {
            clickedTrack = clicked;
            kept = clip.track(clicked) != null ? List.of(clicked) : kept;
        }
        List<Track> chosen = new ArrayList<>();
        List<Track> ofKeys = new ArrayList<>();
        IdSet ids = IdSet.of(selection);
        for (Track track : curveable) {
            if (ids.has(track.id())) {
                chosen.add(track);
            }
            if (track.holdsAnyOf(ids)) {
                ofKeys.add(track);
            }
        }
        if (!chosen.isEmpty()) {
            Set<Long> union = new LinkedHashSet<>();
            chosen.forEach(track -> union.add(track.id()));
            ofKeys.forEach(track -> union.add(track.id()));
            return curveable.stream().filter(track -> union.contains(track.id())).toList();
        }
        List<Long> keptIds = kept;
        List<Track> remembered = curveable.stream().filter(track -> keptIds.contains(track.id())).toList();
        if (!remembered.isEmpty() && ofKeys.stream().allMatch(track -> keptIds.contains(track.id()))) {
            return remembered;
        }
        if (!ofKeys.isEmpty()) {
            return ofKeys;
        }
        return curveable.isEmpty() ? List.of() : List.of(curveable.get(0));
    }

    /** Shows the selected keys of the curve tracks as points, unless the points already say the same. */
    private void syncPoints(boolean force) {
        OpenDocument<Clip> open = document.get();
        IdSet selection = open == null ? IdSet.EMPTY : IdSet.of(open.selection());
        Set<Long> wanted = new LinkedHashSet<>();
        Set<CurvePoint> points = new LinkedHashSet<>();
        for (CurveLane lane : curves.lanes()) {
            if (lane.locked() || !curves.visible(lane.key())) {
                continue;
            }
            List<Key> keys = lane.track().keys();
            for (int place : lane.track().keyIndicesIn(selection)) {
                long id = keys.get(place).id();
                wanted.add(id);
                points.add(new CurvePoint(id, lane.lane()));
            }
        }
        pointsStale = false;
        Set<Long> shown = new LinkedHashSet<>();
        curves.pointsProperty().get().forEach(point -> shown.add(point.keyId()));
        if (!force && wanted.equals(shown)) {
            return;
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
