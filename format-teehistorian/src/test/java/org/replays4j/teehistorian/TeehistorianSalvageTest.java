package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.spi.TeehistorianFormat;
import org.replays4j.testkit.SalvageMarks;
import org.replays4j.testkit.TestFiles;

/**
 * Salvage mode: a recording cut inside a message (a server killed while writing) gives every
 * complete message, the summary, then the damage; no resynchronisation after damage in the middle.
 */
class TeehistorianSalvageTest {
  private static final TeehistorianFormat FORMAT = new TeehistorianFormat();

  private static byte[] full() throws Exception {
    return Files.readAllBytes(TestFiles.testdata("teehistorian/session.teehistorian"));
  }

  /** A cut one byte into the last message before the end (inside a message, not between two). */
  private static byte[] cutInsideAMessage() throws Exception {
    byte[] full = full();
    TeehistorianRecording r = TeehistorianRecording.read(full, TeehistorianDecoder.create());
    long last = r.messages().get(r.messages().size() / 2).offset();
    return Arrays.copyOf(full, (int) last + 1);
  }

  @Test
  void a_recording_cut_inside_a_message_reads_as_a_partial_model() throws Exception {
    byte[] cut = cutInsideAMessage();
    TeehistorianRecording r = TeehistorianRecording.read(cut);
    assertThat(r.partial()).isTrue();
    assertThat(r.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(r.damage().offset()).isLessThanOrEqualTo(cut.length);
    assertThat(r.end()).isNotNull();
    assertThat(r.end().finished()).isFalse();
    assertThat(r.header()).isEqualTo(TeehistorianRecording.read(full()).header());
    assertThat(TeehistorianRecording.read(full()).partial()).isFalse();
    // the same from a stream
    TeehistorianRecording s = TeehistorianRecording.read(new ByteArrayInputStream(cut));
    assertThat(s.damage()).isEqualTo(r.damage());
    assertThat(s.messages()).hasSameSizeAs(r.messages());
  }

  @Test
  void the_tolerant_default_decoder_is_unchanged_a_warning_and_no_damage() throws Exception {
    TeehistorianRecording r =
        TeehistorianRecording.read(cutInsideAMessage(), TeehistorianDecoder.create());
    assertThat(r.partial()).isFalse();
    assertThat(r.end().truncated()).isTrue();
    assertThat(r.end().warnings()).anyMatch(w -> w.startsWith("truncated last message"));
  }

  @Test
  void damage_in_the_middle_stops_there_without_resynchronising() throws Exception {
    byte[] full = full();
    TeehistorianRecording whole = TeehistorianRecording.read(full);
    long at = whole.messages().get(whole.messages().size() / 3).offset();
    byte[] bad = full.clone();
    bad[(int) at] = (byte) 0x3F; // a player record of client id 63: out of range
    TeehistorianRecording r = TeehistorianRecording.read(bad);
    assertThat(r.partial()).isTrue();
    assertThat(r.damage().kind()).isEqualTo(ReplayFormatException.Kind.INVALID);
    assertThat(r.damage().offset()).isBetween(at, at + 16);
    assertThat(r.messages()).allMatch(m -> m.offset() < at);
    assertThat(r.messages().size()).isLessThan(whole.messages().size());
    assertThatThrownBy(() -> TeehistorianRecording.read(bad, TeehistorianDecoder.create()))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void a_damaged_header_still_fails() throws Exception {
    assertThatThrownBy(() -> TeehistorianRecording.read(Arrays.copyOf(full(), 40)))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void the_spi_marks_summary_events_and_the_recordings_table() throws Exception {
    byte[] cut = cutInsideAMessage();
    Damage d = TeehistorianRecording.read(cut).damage();
    ReplaySource src = ReplaySource.of("cut.teehistorian", cut);
    ReplaySource whole = ReplaySource.of("f", full());
    SalvageMarks.summaryCarriesTheDamage(FORMAT, src, whole, d);
    List<String> calls = SalvageMarks.eventsEndWithTheDamage(FORMAT, src, d);
    assertThat(calls.subList(calls.size() - 2, calls.size())).containsExactly("End", "damage " + d);
    SalvageMarks.fileRowCarriesTheDamage(FORMAT, "recordings", src, whole, d);
  }
}
