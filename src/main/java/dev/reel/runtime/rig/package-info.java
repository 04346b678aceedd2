/**
 * The runtime maths of a skeleton, exactly as docs/formats.md "Posing a rig" states it: a rig compiled once into
 * flat arrays ({@link dev.reel.runtime.rig.CompiledRig}: bones in parent-first order, slots, skins, attachments,
 * meshes, IK constraints), and a mutable pose of it ({@link dev.reel.runtime.rig.RigPose}) that turns bone locals
 * into world transforms with Spine's five inherit modes ({@link dev.reel.model.rig.Inherit}), applies the IK
 * constraints in order (aim, analytic two-bone, FABRIK), skins meshes with weights and deform offsets, and hashes
 * the result. All in doubles, trigonometry from {@link java.lang.StrictMath}, nothing allocated per step. Plain Java
 * on the model and the clip runtime: no files, no drawing. {@link dev.reel.runtime.rig.RigTarget} makes a rig the
 * target of a {@link dev.reel.runtime.ClipPlayer} or an {@link dev.reel.runtime.Animator}, so that clips, blends and
 * layers play on bone locals and the rig is posed once per step (docs/formats.md "Playing a rig").
 */
package dev.reel.runtime.rig;
