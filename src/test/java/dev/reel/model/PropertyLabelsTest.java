package dev.reel.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PropertyLabelsTest {

    @Test
    void nodePropertiesReadAsWordsWithTheirLanes() {
        assertThat(PropertyLabels.property("transform.position.x")).isEqualTo("Position.x");
        assertThat(PropertyLabels.property("transform.shear")).isEqualTo("Shear");
        assertThat(PropertyLabels.property("SpriteRenderer.flipX")).isEqualTo("Flip X");
        assertThat(PropertyLabels.property("script/Mood.level")).isEqualTo("Mood.level");
        assertThat(PropertyLabels.track("", "transform.rotation")).isEqualTo("(this node) · Rotation");
    }

    @Test
    void rigPropertiesNameTheirSlotConstraintOrMesh() {
        assertThat(PropertyLabels.property("slot/torso.color")).isEqualTo("torso slot · color");
        assertThat(PropertyLabels.property("ik/leg_l.bend")).isEqualTo("leg_l IK · bend");
        assertThat(PropertyLabels.property("deform/armour/torso/body")).isEqualTo("body mesh (armour) · deform");
        assertThat(PropertyLabels.track("hip/thigh_l", "transform.rotation")).isEqualTo("hip/thigh_l · Rotation");
    }
}
