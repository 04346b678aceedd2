package dev.reel.doc;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Pos writes its equals and hashCode out; they give what a record's generated ones give (map orders stay). */
class PosTest {
    /** The same components, with the record's own generated methods. */
    private record Generated(int line, int column) {
    }

    @Test
    void hashCodeAndEqualsAreTheRecordsOwn() {
        int[] values = {0, 1, 2, 7, 31, 1000, -1, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int line : values) {
            for (int column : values) {
                Pos pos = new Pos(line, column);
                assertThat(pos.hashCode()).as("%d:%d", line, column)
                        .isEqualTo(new Generated(line, column).hashCode());
                assertThat(pos).isEqualTo(new Pos(line, column));
                assertThat(pos.equals(new Pos(line, column + 1))).isFalse();
                assertThat(pos.equals(new Pos(line + 1, column))).isFalse();
            }
        }
        assertThat(new Pos(1, 2).equals(null)).isFalse();
        assertThat(new Pos(1, 2).equals(new Generated(1, 2))).isFalse();
        assertThat(new Pos(3, 4)).hasToString("Pos[line=3, column=4]");
    }
}
