package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.record.GameInput;
import org.replays4j.soku.record.SokuPacket;

/** The README example, kept compiling and working. */
class ReadmeExampleTest {
  @Test
  void example(@TempDir Path dir) throws Exception {
    Files.write(
        dir.resolve("watch.pcapng"), SokuWriter.capture(5, 90, CaptureWriter.Options.DEFAULT));
    List<String> lines = new ArrayList<>();
    // --- README ---
    byte[] capture = Files.readAllBytes(dir.resolve("watch.pcapng"));
    SpectatorAssembler matches =
        new SpectatorAssembler(
            new SokuVisitor() {
              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                if (p instanceof GameInput in && in.inputCount() > 0)
                  lines.add(m.source() + " " + in.buttons(0));
              }
            },
            DecodeLimits.DEFAULT);
    SokuDecoder.create().decode(capture, matches);
    for (SpectatedMatch m : matches.matches()) {
      if (m.complete())
        Files.write(
            dir.resolve("match-" + m.matchId() + ".rep"), RepCodec.write(RepFile.fromMatch(m)));
    }
    // --- end ---
    assertThat(lines).isNotEmpty();
    assertThat(
            RepCodec.read(Files.readAllBytes(dir.resolve("match-1.rep")), DecodeLimits.DEFAULT)
                .frames())
        .isEqualTo(90);
  }
}
