package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.screp.ScrepFixtures.bytes;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;

/**
 * The one decoder shape: builder and options, StopDecoding, unknown commands, the columnar hook.
 */
class ScrepShapeTest {
  @Test
  void builderAndCreate() {
    assertThat(ScrepDecoder.create().options()).isEmpty();
    assertThat(ScrepDecoder.create().limits()).isEqualTo(DecodeLimits.DEFAULT);
    ScrepDecoder d =
        ScrepDecoder.builder()
            .limits(DecodeLimits.DEFAULT.withMaxElements(10))
            .option(ScrepDecoder.Option.FULL_MAP, ScrepDecoder.Option.SKIP_COMMANDS)
            .build();
    assertThat(d.options())
        .isEqualTo(EnumSet.of(ScrepDecoder.Option.FULL_MAP, ScrepDecoder.Option.SKIP_COMMANDS));
    assertThat(d.limits().maxElements()).isEqualTo(10);
  }

  @Test
  void stopDecodingEndsEveryWayInNormallyWithoutVisitEnd() throws Exception {
    byte[] file = ScrepWriter.write(ScrepSamplesTest.melee());
    for (int way = 0; way < 3; way++) {
      List<Command> seen = new ArrayList<>();
      boolean[] ended = {false};
      ScrepVisitor v =
          new ScrepVisitor() {
            @Override
            public void visitCommand(Command c) {
              seen.add(c);
              if (seen.size() == 5) throw StopDecoding.INSTANCE;
            }

            @Override
            public void visitEnd() {
              ended[0] = true;
            }
          };
      switch (way) {
        case 0 -> ScrepDecoder.create().decode(file, v);
        case 1 -> ScrepDecoder.create().decode(ByteBuffer.wrap(file), v);
        default -> ScrepDecoder.create().decode(new ByteArrayInputStream(file), v);
      }
      assertThat(seen).hasSize(5);
      assertThat(ended[0]).isFalse();
    }
  }

  @Test
  void unknownCommandsReachTheSharedVisitUnknownAndKeepFrameAndPlayerDownAChain() {
    byte[] d =
        bytes(
            1, 0, 0, 0, 6, 0, 0x10, 3, 0x99, 0xAA,
            0xBB); // Pause, then player 3: unknown 0x99 + 2 bytes
    List<String> got = new ArrayList<>();
    ScrepVisitor last =
        new ScrepVisitor() {
          @Override
          public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
            got.add("last frame " + frame + " player " + player + " @" + eventOffset());
            super.visitUnknownCommand(frame, player, type, rest);
          }

          @Override
          public void visitUnknown(int code, ByteSlice payload) {
            got.add("last code 0x" + Integer.toHexString(code) + " " + payload.toHex());
          }
        };
    ScrepVisitor first =
        new ScrepVisitor(last) {
          @Override
          public void visitUnknown(int code, ByteSlice payload) {
            got.add("first code 0x" + Integer.toHexString(code));
            super.visitUnknown(code, payload);
          }
        };
    ScrepCommands.parse(d, 0, d.length, first);
    assertThat(got)
        .containsExactly("first code 0x99", "last frame 1 player 3 @8", "last code 0x99 aabb");
  }

  /**
   * A visitor taking only columns sees the same commands, in the same order, as one taking records.
   */
  @Test
  void theColumnarFormCarriesTheRecordsAndTheirOffsets() throws Exception {
    for (long seed = 1; seed <= 10; seed++) {
      byte[] file = ScrepWriter.write(ScrepFixtures.random(seed));
      List<Command> records = new ArrayList<>();
      List<Long> offsets = new ArrayList<>();
      ScrepDecoder.create()
          .decode(
              file,
              new ScrepVisitor() {
                @Override
                public void visitCommand(Command c) {
                  records.add(c);
                  offsets.add(eventOffset());
                }
              });
      for (boolean stream : new boolean[] {false, true}) {
        List<Command> fromColumns = new ArrayList<>();
        List<Long> columnOffsets = new ArrayList<>();
        ScrepVisitor v =
            new ScrepVisitor() {
              @Override
              public CommandForm commandForm() {
                return CommandForm.COLUMNS;
              }

              @Override
              public void visitCommand(Command c) {
                throw new AssertionError("no records with COLUMNS");
              }

              @Override
              public void visitCommands(ScrepCommandBatch b) {
                for (int i = 0; i < b.size(); i++) {
                  if (!b.known(i)) continue;
                  Command c = b.record(i);
                  fromColumns.add(c);
                  columnOffsets.add(b.offset(i));
                  assertThat(b.frame(i)).isEqualTo(c.frame());
                  assertThat(b.player(i)).isEqualTo(c.player());
                  assertThat(b.type(i)).isEqualTo(c.type());
                  assertThat(b.screpType(i)).isEqualTo(c.screpType());
                }
              }
            };
        if (stream) ScrepDecoder.create().decode(new ByteArrayInputStream(file), v);
        else ScrepDecoder.create().decode(file, v);
        assertThat(fromColumns).isEqualTo(records);
        assertThat(columnOffsets).isEqualTo(offsets);
      }
    }
  }
}
