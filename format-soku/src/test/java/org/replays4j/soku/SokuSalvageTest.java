package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.spi.SokuFormat;
import org.replays4j.testkit.SalvageMarks;

/**
 * A capture cut while it was written: the records before the cut, the statistics, then the damage
 * (the signal that replaced the summary's "capture cut short" warning).
 */
class SokuSalvageTest {
  private static final SokuFormat FORMAT = new SokuFormat();
  private static final byte[] FULL = capture();
  private static final byte[] CUT = Arrays.copyOf(FULL, FULL.length / 2 + 5);

  private static byte[] capture() {
    try {
      return SokuWriter.capture(3, 40, CaptureWriter.Options.DEFAULT);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void a_cut_capture_is_partial_with_the_records_before_the_cut() throws Exception {
    SokuCapture c = SokuCapture.read(CUT);
    assertThat(c.partial()).isTrue();
    assertThat(c.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(c.fatalError().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(c.stats().complete()).isFalse();
    assertThat(c.stats().sokuPackets())
        .isPositive()
        .isLessThan(SokuCapture.read(FULL).stats().sokuPackets());
    assertThat(SokuCapture.read(FULL).partial()).isFalse();
    // a strict decoder throws the same damage; the model keeps it the same way
    SokuCapture strict = SokuCapture.read(CUT, SokuDecoder.create());
    assertThat(strict.damage()).isEqualTo(c.damage());
    assertThat(strict.stats()).isEqualTo(c.stats());
    assertThatThrownBy(() -> SokuDecoder.create().decode(CUT, new SokuVisitor() {}))
        .isInstanceOfSatisfying(
            ReplayFormatException.class, e -> assertThat(Damage.of(e)).isEqualTo(c.damage()));
  }

  @Test
  void the_spi_marks_summary_events_and_the_captures_table() throws Exception {
    Damage d = SokuCapture.read(CUT).damage();
    ReplaySource src = ReplaySource.of("cut.pcap", CUT);
    ReplaySource whole = ReplaySource.of("f.pcap", FULL);
    ReplaySummary s = SalvageMarks.summaryCarriesTheDamage(FORMAT, src, whole, d);
    assertThat(s.warnings()).noneMatch(w -> w.contains("cut short"));
    SalvageMarks.eventsEndWithTheDamage(FORMAT, src, d);
    SalvageMarks.fileRowCarriesTheDamage(FORMAT, "captures", src, whole, d);
  }

  @Test
  void a_cut_capture_header_fails_the_summary() {
    assertThatThrownBy(
            () ->
                FORMAT.summarize(
                    ReplaySource.of("cut.pcap", Arrays.copyOf(FULL, 10)), DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class);
  }
}
