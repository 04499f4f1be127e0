package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.spi.TeehistorianFormat;
import org.replays4j.teehistorian.stats.TeehistorianStatsVisitor;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * The recording model and the stats grow with the recording, not with the file's size: a few MB of
 * JOIN messages are millions of records and players. Both are bounded by {@code maxModelBytes} and
 * stop with {@code LIMIT_EXCEEDED} instead of running the heap out.
 */
class RecordingLimitsTest {
  /** A valid recording: the test header, {@code joins} JOIN messages (client ids 0..63), FINISH. */
  static void writeJoins(OutputStream out, int joins) throws IOException {
    try (TeehistorianWriter w = new TeehistorianWriter(out)) {
      w.writeHeader(TestSupport.ddnetTestHeader().build());
      for (int i = 0; i < joins; i++) w.join(i & 63);
      w.finish();
    }
  }

  static byte[] joins(int n) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writeJoins(out, n);
    return out.toByteArray();
  }

  /** A decoder whose models may keep {@code maxModelBytes}. */
  static TeehistorianDecoder decoder(long maxModelBytes) {
    return TeehistorianDecoder.builder()
        .limits(DecodeLimits.DEFAULT.withMaxModelBytes(maxModelBytes))
        .build();
  }

  @Test
  void aRecordingWithinTheModelBoundIsReadWhole() throws IOException {
    TeehistorianRecording r = TeehistorianRecording.read(joins(1_000), decoder(1 << 20));
    assertThat(r.joins()).hasSize(1_000);
    assertThat(r.limitExceeded()).isNull();
    assertThat(r.end()).isNotNull();
  }

  @Test
  void joinsBeyondTheModelBoundStopWithLimitExceededOnEveryWayIn() throws IOException {
    byte[] file = joins(20_000);
    TeehistorianDecoder d = decoder(64 << 10);
    assertThatThrownBy(() -> TeehistorianRecording.read(file, d))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes (recording model, growing its")
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThatThrownBy(() -> TeehistorianRecording.read(new ByteArrayInputStream(file), d))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes");
    // used as a visitor directly: the decode stops and the model says why
    TeehistorianRecording direct =
        new TeehistorianRecording(DecodeLimits.DEFAULT.withMaxModelBytes(64 << 10));
    d.decode(file, direct);
    assertThat(direct.limitExceeded()).isNotNull();
    assertThat(direct.end()).isNull();
  }

  @Test
  void positionRowsCountAgainstTheBoundWhenTheirArrayGrows() throws IOException {
    byte[] file = TeehistorianSynthetic.bytes(16, 3_000, 1);
    TeehistorianDecoder d = decoder(256 << 10);
    assertThatThrownBy(() -> TeehistorianRecording.read(file, d))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes");
    assertThat(TeehistorianRecording.read(file).positionCount()).isPositive();
  }

  @Test
  void joinsBeyondTheModelBoundStopTheStatsWithLimitExceeded() throws IOException {
    byte[] file = joins(2_000);
    DecodeLimits small = DecodeLimits.DEFAULT.withMaxModelBytes(64 << 10);
    assertThatThrownBy(
            () ->
                new TeehistorianFormat().gameStats(ReplaySource.of("j.teehistorian", file), small))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes (stats, growing its players)")
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    // the one-decode analysis (inspect, stats) is bounded the same way
    assertThatThrownBy(
            () ->
                new TeehistorianFormat()
                    .analyze(
                        ReplaySource.of("j.teehistorian", file),
                        small,
                        Set.of(),
                        EnumSet.allOf(ReplayAnalysis.Product.class)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes (stats, growing its players)");
    // the summary alone still reads the whole recording; its participants are the stats' players
    // read before the bound, and a warning says so
    ReplaySummary sum =
        new TeehistorianFormat().summarize(ReplaySource.of("j.teehistorian", file), small);
    assertThat(sum.details()).containsEntry("players", 64).containsEntry("finished", true);
    assertThat(sum.participants())
        .hasSizeBetween(1, (64 << 10) / TeehistorianStatsVisitor.PLAYER_BYTES);
    assertThat(sum.warnings())
        .singleElement()
        .asString()
        .startsWith("participants: only those read before the statistics stopped: ")
        .contains("maxModelBytes (stats, growing its players)");
    assertThat(
            new TeehistorianFormat()
                .summarize(ReplaySource.of("j.teehistorian", file), DecodeLimits.DEFAULT)
                .participants())
        .hasSize(2_000)
        .startsWith("#0", "#0");
    // as a visitor: the decode stops, the stats so far are there and say why
    TeehistorianStatsVisitor v = new TeehistorianStatsVisitor(null, small);
    TeehistorianDecoder.create().decode(file, v);
    assertThat(v.limitExceeded()).isNotNull();
    assertThat(v.stats().players())
        .hasSizeBetween(1, (64 << 10) / TeehistorianStatsVisitor.PLAYER_BYTES);
    assertThat(
            new TeehistorianFormat()
                .gameStats(ReplaySource.of("j.teehistorian", file), DecodeLimits.DEFAULT))
        .hasValueSatisfying(s -> assertThat(s.participants()).hasSize(2_000));
  }

  /** Child JVM: three million joins, read from a path with the default limits. */
  static void threeMillionJoins(String[] args) throws IOException {
    TeehistorianRecording.read(Path.of(args[0]));
  }

  /** Child JVM: the stats of three million joins (streamed), with the default limits. */
  static void threeMillionJoinsStats(String[] args) throws IOException {
    new TeehistorianFormat().gameStats(ReplaySource.of(Path.of(args[0])), DecodeLimits.DEFAULT);
  }

  @Test
  void threeMillionJoinsAreRefusedInA256MegabyteHeap(@TempDir Path tmp) throws Exception {
    Path f = tmp.resolve("joins.teehistorian");
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(f))) {
      writeJoins(out, 3_000_000);
    }
    for (String method : new String[] {"threeMillionJoins", "threeMillionJoinsStats"}) {
      String out = SmallHeapJvm.rejects(RecordingLimitsTest.class, method, f.toString());
      assertThat(out).contains("maxModelBytes");
    }
  }
}
