package dev.reel.ui.control;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The names a rig clip's own tracks get in the dope sheet, the curves and the Inspector. */
class PropertyNamesTest {
    @Test
    void aRigsPartsAreNamedByWhatTheyAre() {
        assertThat(PropertyNames.property("deform/default/arm/arm")).isEqualTo("arm mesh · deform");
        assertThat(PropertyNames.track("upper", "deform/big/arm/sleeve")).isEqualTo("upper · sleeve mesh (big) · deform");
        assertThat(PropertyNames.property("drawOrder")).isEqualTo("Draw order");
        assertThat(PropertyNames.property("slot/hand.attachment")).isEqualTo("hand slot · attachment");
        assertThat(PropertyNames.property("slot/hand.color")).isEqualTo("hand slot · color");
        assertThat(PropertyNames.property("slot/hand.color.a")).isEqualTo("hand slot · color.a");
        assertThat(PropertyNames.property("ik/reach.mix")).isEqualTo("reach IK · mix");
        // Node properties keep their names; a malformed rig property is shown as written.
        assertThat(PropertyNames.property("transform.position.x")).isEqualTo("Position.x");
        assertThat(PropertyNames.property("deform/only-two")).isEqualTo("deform/only-two");
    }
}
