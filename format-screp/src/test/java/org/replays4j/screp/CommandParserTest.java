package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.screp.ScrepFixtures.bytes;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.UnitTags;

/** Frame blocks from hand-written bytes (docs/formats/screp.md#commands). */
class CommandParserTest {
  private final List<Object> events = new ArrayList<>();
  private final ScrepVisitor v =
      new ScrepVisitor() {
        @Override
        public void visitCommand(Command c) {
          events.add(c);
        }

        @Override
        public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
          events.add(
              "unknown 0x"
                  + Integer.toHexString(type)
                  + " @"
                  + eventOffset()
                  + " rest="
                  + rest.toHex());
        }
      };

  @Test
  void blocksOfSeveralCommands() {
    // frame 7: player 1 Hotkey(select, 3); player 0 Select(2 tags 0x0102, 0x0304)
    byte[] d =
        bytes(
            7,
            0,
            0,
            0,
            11,
            1,
            0x13,
            1,
            3,
            0,
            0x09,
            2,
            2,
            1,
            4,
            3,
            // frame 9: player 0 Build(order 0x47 BuildingLand) -> screp's Land
            9,
            0,
            0,
            0,
            9,
            0,
            0x0C,
            0x47,
            5,
            0,
            6,
            0,
            0x6A,
            0);
    assertThat(ScrepCommands.parse(d, 0, d.length, v)).isEqualTo(d.length);
    assertThat(events)
        .containsExactly(
            new Hotkey(7, 1, 1, 3),
            new Select(7, 0, 0x09, UnitTags.of(0x0102, 0x0304)),
            new Build(9, 0, 0x47, 5, 6, 0x6A));
    assertThat(((Build) events.get(2)).screpType()).isEqualTo(0xFE);
  }

  @Test
  void unknownIdSkipsTheRestOfItsBlockOnly() {
    byte[] d =
        bytes(
            1, 0, 0, 0, 6, 0, 0x10, 0, 0x99, 0xAA, 0xBB, // Pause, then unknown 0x99 + 2 bytes
            2, 0, 0, 0, 2, 1, 0x10); // next block decodes again
    assertThat(ScrepCommands.parse(d, 0, d.length, v)).isEqualTo(d.length);
    assertThat(events).hasSize(3);
    assertThat(events.get(1)).isEqualTo("unknown 0x99 @8 rest=aabb");
    assertThat(((Command) events.get(2)).frame()).isEqualTo(2);
  }

  @Test
  void payloadRunningPastTheBlockIsReportedAsUnknown() {
    byte[] d = bytes(1, 0, 0, 0, 3, 0, 0x13, 1); // Hotkey needs 2 payload bytes, block has 1
    assertThat(ScrepCommands.parse(d, 0, d.length, v)).isEqualTo(d.length);
    assertThat(events).containsExactly("unknown 0x13 @6 rest=01");
  }

  @Test
  void anIncompleteBlockIsLeftForTheCaller() {
    byte[] d = bytes(1, 0, 0, 0, 3, 0, 0x10);
    assertThat(ScrepCommands.parse(d, 0, d.length, v)).isZero();
    assertThat(events).isEmpty();
  }
}
