package dev.reel.edit;

import dev.reel.edit.cmd.AddEvent;
import dev.reel.edit.cmd.AddKey;
import dev.reel.edit.cmd.AddTrack;
import dev.reel.edit.cmd.RemoveEvent;
import dev.reel.edit.cmd.RemoveKeys;
import dev.reel.edit.cmd.RemoveTrack;
import dev.reel.edit.cmd.RenameEvent;
import dev.reel.edit.cmd.RenameTrack;
import dev.reel.edit.cmd.ReplaceDocument;
import dev.reel.edit.cmd.SetClipLength;
import dev.reel.edit.cmd.SetClipLoop;
import dev.reel.edit.cmd.SetEventMode;
import dev.reel.edit.cmd.SetEventPayload;
import dev.reel.edit.cmd.SetEventTime;
import dev.reel.edit.cmd.SetKeyInterp;
import dev.reel.edit.cmd.SetKeyTangent;
import dev.reel.edit.cmd.SetKeyTime;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.edit.cmd.SetTrackProperty;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

import static dev.reel.edit.RandomModels.pick;

/**
 * Random commands of every clip kind, mostly on elements that exist, sometimes on ids that do not or with values
 * a command refuses. After a command with a merge key it often repeats that edit with a new value, as typing
 * and scrubbing do.
 */
final class RandomClipCommands implements RandomCommands<Clip> {
    static final long UNKNOWN = Long.MAX_VALUE - 1;

    private Function<Random, Command<Clip>> again;

    @Override
    public Command<Clip> next(Random random, Clip clip) {
        if (again != null && random.nextInt(3) > 0) {
            return again.apply(random);
        }
        again = null;
        List<Track> tracks = clip.tracks();
        List<Key> keys = new ArrayList<>();
        List<Track> keyTracks = new ArrayList<>();
        for (Track track : tracks) {
            for (Key key : track.keys()) {
                keys.add(key);
                keyTracks.add(track);
            }
        }
        int choice = random.nextInt(20);
        if (choice >= 6 && choice <= 11 && keys.isEmpty()) {
            choice = 4;
        }
        if (choice >= 13 && choice <= 18 && clip.events().isEmpty()) {
            choice = 12;
        }
        if ((choice == 2 || choice == 3 || choice == 5) && tracks.isEmpty()) {
            choice = 4;
        }
        boolean unknown = random.nextInt(25) == 0;
        switch (choice) {
            case 0 -> {
                double shortest = SetClipLength.shortest(clip);
                again = r -> new SetClipLength(shortest + r.nextInt(5) * 0.25 - (r.nextInt(8) == 0 ? 0.125 : 0));
                return again.apply(random);
            }
            case 1 -> {
                return new SetClipLoop(pick(random, LoopMode.class));
            }
            case 2 -> {
                long id = unknown ? UNKNOWN : pick(random, tracks).id();
                return switch (random.nextInt(6)) {
                    case 0 -> SetTrackProperty.path(id, pick(random, RandomModels.PATHS));
                    case 1 -> SetTrackProperty.property(id, RandomModels.property(random));
                    case 2 -> SetTrackProperty.authority(id, pick(random, Authority.class));
                    case 3 -> SetTrackProperty.onEnd(id, pick(random, OnEnd.class));
                    case 4 -> SetTrackProperty.numeric(id, random.nextBoolean());
                    default -> SetTrackProperty.root(id, random.nextBoolean());
                };
            }
            case 3 -> {
                long id = unknown ? UNKNOWN : pick(random, tracks).id();
                again = r -> new RenameTrack(id, pick(r, RandomModels.PATHS));
                return again.apply(random);
            }
            case 4 -> {
                Track track = RandomModels.track(random, clip.length(), 2);
                return new AddTrack(track, random.nextInt(3) == 0 ? random.nextInt(tracks.size() + 1) : -1);
            }
            case 5 -> {
                return new RemoveTrack(unknown ? UNKNOWN : pick(random, tracks).id());
            }
            case 6 -> {
                int index = random.nextInt(keys.size());
                long id = unknown ? UNKNOWN : keys.get(index).id();
                again = r -> new SetKeyValue(id, RandomModels.value(r, keyTracks.get(index).kind()));
                return again.apply(random);
            }
            case 7 -> {
                long id = unknown ? UNKNOWN : pick(random, keys).id();
                again = r -> new SetKeyTime(id, RandomModels.time(r, clip.length() + (r.nextInt(10) == 0 ? 1 : 0)));
                return again.apply(random);
            }
            case 8 -> {
                return new SetKeyInterp(unknown ? UNKNOWN : pick(random, keys).id(), pick(random, Interp.class));
            }
            case 9 -> {
                int index = random.nextInt(keys.size());
                var kind = keyTracks.get(index).kind();
                return new SetKeyTangent(unknown ? UNKNOWN : keys.get(index).id(), pick(random, TangentMode.class),
                        RandomModels.handle(random, kind), RandomModels.handle(random, kind));
            }
            case 10, 11 -> {
                if (choice == 11 || tracks.isEmpty()) {
                    Set<Long> ids = new HashSet<>();
                    int count = 1 + random.nextInt(Math.min(3, keys.size()));
                    for (int i = 0; i < count; i++) {
                        ids.add(pick(random, keys).id());
                    }
                    if (unknown) {
                        ids.add(UNKNOWN);
                    }
                    return new RemoveKeys(ids);
                }
                Track track = pick(random, tracks);
                return new AddKey(unknown ? UNKNOWN : track.id(), RandomModels.key(random, track.kind(),
                        RandomModels.time(random, clip.length())));
            }
            case 12 -> {
                return new AddEvent(RandomModels.event(random, clip.length() + (random.nextInt(10) == 0 ? 1 : 0)));
            }
            case 13 -> {
                return new RemoveEvent(unknown ? UNKNOWN : pick(random, clip.events()).id());
            }
            case 14 -> {
                long id = unknown ? UNKNOWN : pick(random, clip.events()).id();
                again = r -> new RenameEvent(id, pick(r, RandomModels.NAMES));
                return again.apply(random);
            }
            case 15 -> {
                long id = unknown ? UNKNOWN : pick(random, clip.events()).id();
                again = r -> new SetEventTime(id, RandomModels.time(r, clip.length()));
                return again.apply(random);
            }
            case 16 -> {
                long id = unknown ? UNKNOWN : pick(random, clip.events()).id();
                again = r -> new SetEventPayload(id, r.nextInt(3) == 0 ? null : RandomModels.number(r));
                return again.apply(random);
            }
            case 17, 18 -> {
                ClipEvent event = pick(random, clip.events());
                return new SetEventMode(unknown ? UNKNOWN : event.id(), pick(random, EventMode.class));
            }
            default -> {
                return new ReplaceDocument<>("Edit source", RandomModels.clip(random));
            }
        }
    }
}
