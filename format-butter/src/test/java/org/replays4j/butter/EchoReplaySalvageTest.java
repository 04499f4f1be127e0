package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.testkit.ChunkedStream;

/**
 * A {@code .echoreplay} cut or damaged after its first row, read in salvage mode: the frames before
 * the damage, then the damage; strict, it fails (checked for every fourth prefix). Every prefix of
 * a zipped log (deflated with data descriptors; every seventh of a stored one; every second also as
 * a stream), and of a text log every third and every one near a line end.
 */
class EchoReplaySalvageTest {
  private static final byte[] TEXT = EchoReplayContractTest.text(8);

  /** Trees of the frames, for comparison. */
  private static List<Object> trees(EchoReplay r) {
    List<Object> out = new ArrayList<>();
    for (ButterFrame f : r.frames()) out.add(f.toTree(r.header()));
    return out;
  }

  private static byte[] stored(byte[] text) throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bo)) {
      ZipEntry e = new ZipEntry("x.echoreplay");
      e.setMethod(ZipEntry.STORED);
      e.setSize(text.length);
      CRC32 crc = new CRC32();
      crc.update(text);
      e.setCrc(crc.getValue());
      z.putNextEntry(e);
      z.write(text);
      z.closeEntry();
    }
    return bo.toByteArray();
  }

  /** Offset after line {@code n} (1-based) of the text. */
  private static int lineEnd(int n) {
    int seen = 0;
    for (int i = 0; i < TEXT.length; i++) if (TEXT[i] == '\n' && ++seen == n) return i + 1;
    throw new AssertionError();
  }

  @Test
  void every_prefix_of_a_zipped_log_salvages_its_first_frames_then_the_damage() throws Exception {
    EchoReplay full = EchoReplay.read(TEXT, EchoReplayReader.create());
    byte[] deflated = EchoReplayReaderTest.zip(TEXT);
    for (byte[] zip : List.of(deflated, stored(TEXT))) {
      assertThat(EchoReplay.read(zip).partial()).isFalse();
      int salvagedBefore = 0;
      // every prefix of the deflated one; every seventh of the stored one (its data is the text)
      for (int cut = 0; cut < zip.length; cut += zip == deflated ? 1 : 7) {
        byte[] b = Arrays.copyOf(zip, cut);
        if (cut % 4 == 0) {
          assertThatThrownBy(() -> EchoReplay.read(b, EchoReplayReader.create()))
              .as("strict, cut %d", cut)
              .isInstanceOf(ReplayFormatException.class);
        }
        EchoReplay r;
        try {
          r = EchoReplay.read(b);
        } catch (ReplayFormatException e) {
          // nothing before the first row: a damaged header
          assertThat(salvagedBefore).as("cut %d fails after a shorter cut salvaged", cut).isZero();
          continue;
        }
        assertThat(r.partial()).as("cut %d", cut).isTrue();
        List<Object> got = trees(r);
        assertThat(got.size()).isPositive().isGreaterThanOrEqualTo(salvagedBefore);
        assertThat(got).isEqualTo(trees(full).subList(0, got.size()));
        salvagedBefore = got.size();
        // the stream way in gives the same
        if (cut % 2 == 0) {
          EchoReplay s = EchoReplay.read(new ChunkedStream(b, 7));
          assertThat(trees(s)).isEqualTo(got);
          assertThat(s.damage()).isEqualTo(r.damage());
        }
      }
      assertThat(salvagedBefore).isEqualTo(full.frames().size());
    }
  }

  @Test
  void a_text_log_cut_inside_a_row_is_damaged_and_one_cut_after_a_whole_row_is_whole()
      throws Exception {
    EchoReplay full = EchoReplay.read(TEXT, EchoReplayReader.create());
    for (int cut = lineEnd(1) + 1; cut < TEXT.length; cut++) {
      // every third cut, and every cut near a line end (where a row becomes whole)
      boolean nearLineEnd = false;
      for (int k = cut - 1; k <= cut + 4 && k < TEXT.length; k++) nearLineEnd |= TEXT[k] == '\n';
      if (cut % 3 != 0 && !nearLineEnd) continue;
      EchoReplay r = EchoReplay.read(Arrays.copyOf(TEXT, cut));
      int lines = 0;
      for (int i = 0; i < cut; i++) if (TEXT[i] == '\n') lines++;
      // a cut after a row's last '}' (before or inside its line end) leaves a whole row
      boolean atLineEnd = TEXT[cut - 1] == '\n' || TEXT[cut] == '\r' || TEXT[cut] == '\n';
      if (TEXT[cut - 1] != '\n' && atLineEnd) lines++;
      assertThat(r.partial()).as("cut %d", cut).isEqualTo(!atLineEnd);
      assertThat(trees(r)).isEqualTo(trees(full).subList(0, lines));
      if (r.partial()) {
        assertThat(r.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
        assertThat(r.damage().offset()).isEqualTo((long) lineEnd(lines));
      }
    }
    // before the first line end: the first row is the header, nothing to salvage
    assertThatThrownBy(() -> EchoReplay.read(Arrays.copyOf(TEXT, lineEnd(1) - 5)))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void a_zip_with_its_central_directory_gone_is_partial_with_every_frame() throws Exception {
    byte[] zip = EchoReplayReaderTest.zip(TEXT);
    // the end record (22 bytes) and the central directory entry (46 bytes and the name) cut off
    byte[] noDirectory = Arrays.copyOf(zip, zip.length - 22 - 46 - "x.echoreplay".length());
    EchoReplay r = EchoReplay.read(noDirectory);
    assertThat(r.frames()).hasSize(8);
    assertThat(r.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(r.damage().message()).contains("central directory");
    // another entry after the replay is read through, and the file is whole
    byte[] two =
        EchoReplayReaderTest.zip(
            new String[] {"x.echoreplay", "notes.txt"},
            new byte[][] {TEXT, "hello".getBytes(StandardCharsets.US_ASCII)});
    assertThat(EchoReplay.read(two).partial()).isFalse();
    assertThat(EchoReplay.read(new ByteArrayInputStream(two)).frames()).hasSize(8);
  }

  @Test
  void the_spi_marks_the_summary_events_stats_and_every_table() throws Exception {
    EchoReplayFormat f = new EchoReplayFormat();
    byte[] zip = EchoReplayReaderTest.zip(TEXT);
    ReplaySource cut = ReplaySource.of("cut.echoreplay", Arrays.copyOf(zip, zip.length - 30));
    var d = f.summarize(cut, DecodeLimits.DEFAULT).damage();
    assertThat(d).isNotNull();
    assertThat(f.gameStats(cut, DecodeLimits.DEFAULT).orElseThrow().partial()).isTrue();
    for (var t : f.tables()) {
      TableRows rows = new TableRows();
      f.readTable(t.name(), cut, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
      assertThat(rows.damages()).as(t.name()).containsExactly(d);
    }
    TableRows matches = new TableRows();
    f.readTable("matches", cut, "f", TableOptions.ALL, DecodeLimits.DEFAULT, matches);
    assertThat(matches.column("complete")).containsExactly(false);
    assertThat(matches.column("damage")).containsExactly(d.toString());
  }
}
