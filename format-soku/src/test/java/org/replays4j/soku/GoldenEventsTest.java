package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.record.SokuPacket;

/**
 * Golden event dump of a small generated session: one line per event (capture index, type, value
 * tree). {@code -Dreplays4j.regenerate=true} rewrites {@code
 * src/test/resources/soku/session.events.txt}.
 */
class GoldenEventsTest {
  static List<String> dump() throws Exception {
    byte[] cap = SokuWriter.capture(11, 40, CaptureWriter.Options.DEFAULT);
    List<String> out = new ArrayList<>();
    SpectatorAssembler asm =
        new SpectatorAssembler(
            new SokuVisitor() {
              @Override
              public void visitFlow(Flow f) {
                out.add("flow " + ValueTrees.toTree(f));
              }

              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                out.add(
                    m.captureIndex()
                        + " @"
                        + eventOffset()
                        + " "
                        + m.source()
                        + ">"
                        + m.destination()
                        + " "
                        + p.typeName()
                        + " "
                        + ValueTrees.toTree(p));
              }
            },
            DecodeLimits.DEFAULT);
    SokuDecoder.create().decode(cap, asm);
    for (SpectatedMatch m : asm.matches()) {
      out.add(
          "match "
              + m.matchId()
              + " slots="
              + m.slots()
              + " gaps="
              + m.gaps()
              + " complete="
              + m.complete()
              + " words="
              + ValueTrees.toTree(m.inputs().toArray()));
    }
    return out;
  }

  @Test
  void eventsMatchTheGoldenDump() throws Exception {
    Path golden = Path.of("src/test/resources/soku/session.events.txt");
    List<String> now = dump();
    if (Boolean.getBoolean("replays4j.regenerate"))
      Files.write(golden, now, StandardCharsets.UTF_8);
    assertThat(Files.readAllLines(golden, StandardCharsets.UTF_8)).isEqualTo(now);
  }
}
