package org.replays4j.butter.spi;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.ButterReplay;
import org.replays4j.butter.ButterWriter;
import org.replays4j.butter.EchoReplay;
import org.replays4j.butter.SyntheticMatch;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/**
 * Echo VR {@code .butter} under the cross-format contract: testdata/butter (none, gzip, zstd) and a
 * writer-made file of every compression. Chunk offsets are decoded offsets, so only the
 * uncompressed files have stored event offsets.
 */
public class ButterContractTest extends ReplayFormatContract {
  /**
   * The tables that describe what was read of a cut match, in {@code .butter} and {@code
   * .echoreplay} alike: the match row and the statistics (a score change is dated by the frames
   * around it).
   */
  public static final Set<String> TABLES_OF_WHAT_WAS_READ =
      Set.of(
          "matches",
          "match_stats",
          "teams",
          "player_stats",
          "player_rounds",
          "rounds",
          "score_changes");

  ButterContractTest() {
    super(new ButterFormat(), "butter", s -> !s.name().contains("-none-"));
  }

  @Override
  protected List<Sample> samples() throws Exception {
    List<Sample> out = new ArrayList<>(super.samples());
    EchoReplay match =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(3, 12, 2, 2, 1, true, ButterMap.ARENA, true, 5));
    for (ButterCompression c :
        new ButterCompression[] {
          ButterCompression.NONE, ButterCompression.GZIP, ButterCompression.ZSTD_3
        }) {
      Sample s =
          Sample.of(
              "writer-" + c.name().toLowerCase(Locale.ROOT) + ".butter",
              ButterWriter.convert(match, c, 4));
      out.add(c == ButterCompression.NONE ? s : s.withoutStoredOffsets());
    }
    return out;
  }

  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return waysIn(ButterDecoder.salvaging(), ButterSinkVisitor::new);
  }

  /** The whole replay (every frame, deltas applied), from the bytes and from a stream. */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    ButterReplay.read(file).frames();
    ButterDecoder.create().decode(new ByteArrayInputStream(file), new ButterReplay.Collector());
  }

  @Override
  protected Set<String> tablesOfWhatWasRead() {
    return TABLES_OF_WHAT_WAS_READ;
  }
}
