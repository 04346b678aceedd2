/**
 * What the preview plays and how edits follow it. {@link dev.reel.ui.playback.Playback} (one per window) holds the
 * switches the dope sheet, inspector and preview share: play, loop and speed, Preview, Rec (the focused document's,
 * kept in its {@link dev.reel.ui.documents.EditingContext}) and Auto Key;
 * {@link dev.reel.ui.playback.PlaybackClock} moves the time cursor while playing until the preview panel takes the
 * stepping over. {@link dev.reel.ui.playback.PreviewRig} is the focused clip's node tree (its nodes, selected node
 * and nodes added by hand kept per document in its {@code EditingContext}) with the rest values of its
 * fields: what each field shows (an edit waiting for K, kept by {@link dev.reel.ui.playback.PendingEdits}; the clip
 * posed at the cursor by {@link dev.reel.ui.playback.PosedClip}; or the rest value of
 * {@link dev.reel.ui.playback.FieldValues}) and the command a typed value becomes. It also carries what the preview
 * plays of a controller (its animator, steps and layers) for the Animator to follow.
 * {@link dev.reel.ui.playback.ClipCompiles} compiles the focused clip once per value (a big one on a worker,
 * patched by {@link dev.reel.ui.playback.ClipPatch} while a drag changes a few tracks), and
 * {@link dev.reel.ui.playback.TransitionScrub} is a transition scrubbed in the Animator for the preview to pose.
 * It uses the model, {@code runtime}, {@code edit} and {@code ui.documents}, and knows no panel.
 */
package dev.reel.ui.playback;
