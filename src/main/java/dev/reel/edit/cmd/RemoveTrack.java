package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;

/** Deletes a track with all its keys. */
public record RemoveTrack(long trackId) implements Command<Clip> {

    @Override
    public String label() {
        return "Delete track";
    }

    @Override
    public Clip apply(Clip clip) {
        ClipParts.track(clip, trackId);
        List<Track> tracks = new ArrayList<>(clip.tracks());
        tracks.removeIf(track -> track.id() == trackId);
        return clip.withTracks(tracks);
    }
}
