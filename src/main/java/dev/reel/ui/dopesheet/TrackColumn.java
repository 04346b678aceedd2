package dev.reel.ui.dopesheet;

import dev.reel.ui.control.Tips;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Animation panel's left column: a "Tracks" header with its + Track button above the track list. */
final class TrackColumn {
    private TrackColumn() {
    }

    /** The column holding {@code tracks}; the button runs {@code addTrack}. */
    static VBox of(TrackList tracks, Runnable addTrack) {
        Label title = new Label("Tracks");
        title.getStyleClass().add("panel-subtitle");
        Button add = new Button("+ Track");
        add.setId("add-track-button");
        add.getStyleClass().addAll("small", "flat");
        Tips.set(add, "Add a track for a property of a node");
        add.setFocusTraversable(false);
        add.setOnAction(event -> addTrack.run());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(6, title, gap, add);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("track-list-header");
        // As tall as the time ruler beside it, so the rows line up with the dope sheet's.
        header.setMinHeight(30);
        header.setPrefHeight(30);
        header.setMaxHeight(30);
        VBox left = new VBox(header, tracks);
        VBox.setVgrow(tracks, Priority.ALWAYS);
        left.setMinWidth(TrackList.WIDTH);
        left.setPrefWidth(TrackList.WIDTH);
        left.setMaxWidth(TrackList.WIDTH);
        return left;
    }
}
