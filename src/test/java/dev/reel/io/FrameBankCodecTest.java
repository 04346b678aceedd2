package dev.reel.io;

import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The frame bank's JSON, byte for byte: what a game's loader is written against. */
class FrameBankCodecTest {

    @Test
    void aBankIsWrittenInTheCanonicalLayout() {
        FrameBank bank = new FrameBank("hero", List.of(
                new FrameBank.Animation("attack", "assets/hero.png", List.of(
                        new FrameBank.Frame(new Rect(0, 0, 32, 32), 0.1, 0.5, 1, false),
                        new FrameBank.Frame(new Rect(32, 0, 32, 32), 0.05, 0.5, 0.9375, true)), false, "idle"),
                new FrameBank.Animation("idle", "assets/hero.png", List.of(), true, "")));
        assertThat(FrameBankCodec.write(bank)).isEqualTo("""
                {
                  "version": 1,
                  "bankId": "hero",
                  "animations": [
                    {
                      "name": "attack",
                      "spritesheetPath": "assets/hero.png",
                      "loop": false,
                      "nextAnimation": "idle",
                      "frames": [
                        {
                          "srcRect": [0, 0, 32, 32],
                          "duration": 0.1,
                          "pivot": [0.5, 1],
                          "flipX": false
                        },
                        {
                          "srcRect": [32, 0, 32, 32],
                          "duration": 0.05,
                          "pivot": [0.5, 0.9375],
                          "flipX": true
                        }
                      ]
                    },
                    {
                      "name": "idle",
                      "spritesheetPath": "assets/hero.png",
                      "loop": true,
                      "nextAnimation": "",
                      "frames": []
                    }
                  ]
                }
                """);
    }
}
