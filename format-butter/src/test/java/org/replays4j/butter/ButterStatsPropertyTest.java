package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;

/**
 * The stats do not depend on the way in: a .butter file's stats from its bytes equal those of a
 * streamed decode however the stream is cut into reads, of a direct buffer, and of the format SPI,
 * and the butter frames fed to the .echoreplay way in give the same stats but for the format name,
 * also when every player's counters are read in every frame (none skipped as unchanged).
 */
class ButterStatsPropertyTest {

  @Provide
  Arbitrary<ButterMap> maps() {
    return Arbitraries.of(ButterMap.ARENA, ButterMap.COMBAT_GAUSS, ButterMap.LOBBY);
  }

  @Provide
  Arbitrary<ButterCompression> compressions() {
    return Arbitraries.of(ButterCompression.NONE, ButterCompression.GZIP, ButterCompression.ZSTD_3);
  }

  /** A stream that returns at most a random number of bytes (1..max) per read. */
  static InputStream chunked(byte[] bytes, long seed, int max) {
    SplittableRandom rnd = new SplittableRandom(seed);
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, 1 + rnd.nextInt(max)));
      }
    };
  }

  static MatchStats fromBytes(byte[] file) throws IOException {
    return ButterStatsVisitor.compute(file);
  }

  @Property(tries = 25)
  void stats_of_a_file_equal_the_stats_of_every_way_of_reading_it(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 120) int frames,
      @ForAll @IntRange(min = 0, max = 4) int blue,
      @ForAll @IntRange(min = 0, max = 4) int orange,
      @ForAll("maps") ButterMap map,
      @ForAll("compressions") ButterCompression comp,
      @ForAll @IntRange(min = 1, max = 60) int interval,
      @ForAll @IntRange(min = 1, max = 4096) int maxRead)
      throws Exception {
    EchoReplay src =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(seed, frames, blue, orange, 1, false, map, true, 33));
    byte[] file = ButterWriter.convert(src, comp, interval);
    MatchStats whole = fromBytes(file);

    ButterStatsVisitor streamed = new ButterStatsVisitor();
    ButterDecoder.create().decode(chunked(file, seed, maxRead), streamed);
    assertThat(streamed.stats()).isEqualTo(whole);

    ByteBuffer direct = ByteBuffer.allocateDirect(file.length).put(file).flip();
    ButterStatsVisitor buffered = new ButterStatsVisitor();
    ButterDecoder.create().decode(direct, buffered);
    assertThat(buffered.stats()).isEqualTo(whole);

    assertThat(
            new ButterFormat()
                .gameStats(ReplaySource.of("generated.butter", file), DecodeLimits.DEFAULT))
        .contains(whole);

    // the decoded frames through the .echoreplay way in
    ButterReplay decoded = ButterReplay.read(file);
    ButterStatsVisitor echo = ButterStatsVisitor.forEchoReplay();
    echo.visitHeader(decoded.header());
    for (ButterFrame f : decoded.frames()) echo.frame(decoded.header(), f);
    MatchStats viaEcho = echo.stats();
    assertThat(viaEcho.format()).isEqualTo("echoreplay");
    assertThat(viaEcho).usingRecursiveComparison().ignoringFields("format").isEqualTo(whole);

    // the same frames with every player's counters marked as changed, so that none is skipped
    ButterStatsVisitor everyFrame = ButterStatsVisitor.forEchoReplay();
    everyFrame.visitHeader(decoded.header());
    for (ButterFrame f : decoded.frames()) {
      ButterFrame c = f.copy();
      for (ButterPlayer p : c.players()) p.statsChanged = true;
      everyFrame.frame(decoded.header(), c);
    }
    assertThat(everyFrame.stats())
        .usingRecursiveComparison()
        .ignoringFields("format")
        .isEqualTo(whole);
  }

  /** Damaged bytes: the stats either complete or the decoder reports a format error. */
  @Property(tries = 40)
  void stats_of_damaged_files_complete_or_fail_with_a_format_error(
      @ForAll long seed,
      @ForAll("compressions") ButterCompression comp,
      @ForAll @IntRange(min = 1, max = 8) int flips,
      @ForAll boolean truncate)
      throws Exception {
    EchoReplay src =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(seed, 40, 2, 2, 1, false, ButterMap.ARENA, true, 33));
    byte[] file = ButterWriter.convert(src, comp, 10);
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < flips; i++) file[rnd.nextInt(file.length)] ^= (byte) (1 + rnd.nextInt(255));
    if (truncate) file = Arrays.copyOf(file, rnd.nextInt(file.length));
    ButterStatsVisitor v = new ButterStatsVisitor();
    try {
      ButterDecoder.builder()
          .limits(DecodeLimits.DEFAULT.withMaxDecompressedBytes(16 << 20))
          .build()
          .decode(file, v);
    } catch (ReplayFormatException expected) {
      // what was read before the damage still gives stats
    }
    assertThat(v.stats().frames()).isGreaterThanOrEqualTo(0);
  }
}
