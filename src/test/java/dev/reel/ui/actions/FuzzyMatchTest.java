package dev.reel.ui.actions;

import org.junit.jupiter.api.Test;

import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class FuzzyMatchTest {
    private static final List<String> TITLES = List.of("New Clip", "New Controller", "New Flipbook from Selected Cells",
            "Close", "Close Project", "Save All", "Show Source", "Keyboard Shortcuts", "Open Recent");

    private static List<String> ranked(String query) {
        return TITLES.stream().filter(title -> FuzzyMatch.score(query, title) != FuzzyMatch.NONE)
                .sorted(Comparator.comparingInt((String title) -> -FuzzyMatch.score(query, title))).toList();
    }

    @Test
    void aWordFindsTheActionThatHasIt() {
        assertThat(ranked("clip")).first().isEqualTo("New Clip");
        assertThat(ranked("flip")).first().isEqualTo("New Flipbook from Selected Cells");
        assertThat(ranked("source")).first().isEqualTo("Show Source");
    }

    @Test
    void initialsFindAnAction() {
        assertThat(ranked("ncl")).first().isEqualTo("New Clip");
        assertThat(ranked("nco")).first().isEqualTo("New Controller");
        assertThat(ranked("ks")).first().isEqualTo("Keyboard Shortcuts");
    }

    @Test
    void caseDoesNotMatterAndLettersMustAppearInOrder() {
        assertThat(FuzzyMatch.score("CLIP", "New Clip")).isEqualTo(FuzzyMatch.score("clip", "New Clip"));
        assertThat(FuzzyMatch.score("pilc", "New Clip")).isEqualTo(FuzzyMatch.NONE);
        assertThat(FuzzyMatch.score("xyz", "New Clip")).isEqualTo(FuzzyMatch.NONE);
    }

    @Test
    void aSubstringBeatsAScatteredMatchAndAWordStartBeatsTheMiddle() {
        assertThat(FuzzyMatch.score("close", "Close")).isGreaterThan(FuzzyMatch.score("close", "Close Project"));
        // The same two letters at the same word starts of titles as long: together, or one word apart.
        assertThat(FuzzyMatch.score("sa", "Show All")).as("a scattered match").isNotEqualTo(FuzzyMatch.NONE);
        assertThat(FuzzyMatch.score("sa", "Save All")).isGreaterThan(FuzzyMatch.score("sa", "Show All"));
        assertThat(FuzzyMatch.score("rec", "Open Recent")).isGreaterThan(FuzzyMatch.score("rec", "Selected Cells Corecord"));
    }

    @Test
    void anEmptyQueryMatchesEverything() {
        assertThat(ranked("")).hasSize(TITLES.size());
        assertThat(ranked("   ")).hasSize(TITLES.size());
    }
}
