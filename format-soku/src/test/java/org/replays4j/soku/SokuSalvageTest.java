package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.spi.SokuFormat;

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
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
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
    ReplaySummary s = FORMAT.summarize(src, DecodeLimits.DEFAULT);
    assertThat(s.damage()).isEqualTo(d);
    assertThat(s.warnings()).noneMatch(w -> w.contains("cut short"));
    assertThat(FORMAT.summarize(ReplaySource.of("f.pcap", FULL), DecodeLimits.DEFAULT).partial())
        .isFalse();

    List<String> calls = new ArrayList<>();
    FORMAT.events(
        src,
        DecodeLimits.DEFAULT,
        new ReplayEventSink() {
          @Override
          public boolean accept(String type, long offset, Object event) {
            calls.add(type);
            return true;
          }

          @Override
          public void damage(Damage damage) {
            calls.add("damage " + damage);
          }
        });
    assertThat(calls.get(calls.size() - 1)).isEqualTo("damage " + d);

    TableRows rows = new TableRows();
    FORMAT.readTable("captures", src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    assertThat(rows.column("complete")).containsExactly(false);
    assertThat(rows.column("damage")).containsExactly(d.toString());
    TableRows whole = new TableRows();
    FORMAT.readTable(
        "captures",
        ReplaySource.of("f.pcap", FULL),
        "f",
        TableOptions.ALL,
        DecodeLimits.DEFAULT,
        whole);
    assertThat(whole.column("complete")).containsExactly(true);
    assertThat(whole.column("damage")).containsExactly((Object) null);
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
