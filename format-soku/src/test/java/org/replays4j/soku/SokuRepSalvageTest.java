package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.soku.spi.SokuFormat;
import org.replays4j.testkit.ChunkedStream;
import org.replays4j.testkit.SalvageMarks;
import org.replays4j.testkit.TestFiles;

/**
 * A {@code .rep} cut after its header (the input word count) is read up to the cut: the complete
 * frames before it, then the damage, on every way in and through the SPI.
 */
class SokuRepSalvageTest {
  private static final SokuFormat FORMAT = new SokuFormat();

  private static byte[] testdata() throws Exception {
    return Files.readAllBytes(TestFiles.testdata("soku").resolve("session-spectated.rep"));
  }

  /** Offset of the first input word: the header's size (decks of any length). */
  private static int headerEnd(RepFile r) {
    return RepCodec.write(r).length - 2 * r.inputs().size() - r.trailing().length();
  }

  @Test
  void every_prefix_gives_the_whole_files_first_frames_then_the_damage_or_fails_in_the_header()
      throws Exception {
    byte[] whole = testdata();
    RepFile full = RepCodec.read(whole, DecodeLimits.DEFAULT);
    assertThat(full.partial()).isFalse();
    int start = headerEnd(full);
    for (int cut = 0; cut < whole.length; cut++) {
      byte[] b = Arrays.copyOf(whole, cut);
      if (cut < start) {
        assertThatThrownBy(() -> RepFile.read(b))
            .as("cut %d in the header", cut)
            .isInstanceOf(ReplayFormatException.class);
        continue;
      }
      RepFile r = RepFile.read(b);
      int frames = (cut - start) / 4;
      assertThat(r.inputs().toArray())
          .as("cut %d", cut)
          .isEqualTo(Arrays.copyOf(full.inputs().toArray(), 2 * frames));
      assertThat(r.damage()).as("cut %d", cut).isNotNull();
      assertThat(r.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
      assertThat(r.damage().offset()).isEqualTo(start + 4L * frames);
      // the other ways in and the strict reader
      assertThat(RepFile.read(new ChunkedStream(b, 7))).isEqualTo(r);
      assertThat(RepFile.read(new ByteArrayInputStream(b))).isEqualTo(r);
      assertThatThrownBy(() -> RepFile.read(b, SokuDecoder.create()))
          .isInstanceOf(ReplayFormatException.class);
    }
    assertThat(RepFile.read(whole)).isEqualTo(full);
  }

  @Test
  void the_spi_marks_the_summary_events_stats_and_every_table() throws Exception {
    byte[] whole = testdata();
    byte[] cut = Arrays.copyOf(whole, whole.length - 7);
    Damage d = RepFile.read(cut).damage();
    ReplaySource src = ReplaySource.of("cut.rep", cut);
    SalvageMarks.summaryCarriesTheDamage(FORMAT, src, ReplaySource.of("f.rep", whole), d);
    assertThat(SalvageMarks.eventsEndWithTheDamage(FORMAT, src, d))
        .containsExactly("RepFile", "damage " + d);
    assertThat(FORMAT.gameStats(src, DecodeLimits.DEFAULT).orElseThrow().partial()).isTrue();
    for (String table : List.of("captures", "packets", "inputs", "player_stats")) {
      TableRows rows = new TableRows();
      FORMAT.readTable(table, src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
      assertThat(rows.damages()).as(table).containsExactly(d);
    }
  }
}
