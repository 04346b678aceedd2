/**
 * The immutable values of a skeletal rig, the contents of an {@code .aerig} file: bones, slots, skins with their
 * region and mesh attachments, and IK constraints, in file order. Names are kept as written; a mesh's weighted
 * vertices refer to bones by their index in {@link dev.reel.model.rig.Rig#bones()}. Plain Java only, like the rest
 * of the model: no parsing (that is {@code dev.reel.io}) and no maths of poses (that is the runtime).
 */
package dev.reel.model.rig;
