/**
 * The runtime maths of a skeleton, exactly as docs/formats.md "Posing a rig" states it: a rig compiled once into
 * flat arrays ({@link dev.reel.runtime.rig.CompiledRig}: bones in parent-first order, slots, skins, attachments,
 * meshes, IK constraints), and a mutable pose of it ({@link dev.reel.runtime.rig.RigPose}) that turns bone locals
 * into world transforms with Spine's five inherit modes ({@link dev.reel.model.rig.Inherit}), applies the IK
 * constraints in order (aim, analytic two-bone, FABRIK), skins meshes with weights and deform offsets, and hashes
 * the result. All in doubles, trigonometry from {@link java.lang.StrictMath}, nothing allocated per step. Plain Java
 * on the model only: no files, no drawing.
 */
package dev.reel.runtime.rig;
