package org.replays4j.screp.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/**
 * StarCraft replays under the cross-format contract: testdata/screp (legacy DCL, modern zlib and
 * raw). Their sections are compressed, so event offsets are not stored offsets; the chunks deleted
 * and repeated are the stored sections and their compressed chunks.
 */
class ScrepContractTest extends ReplayFormatContract {
  ScrepContractTest() {
    super(new ScrepFormat(), "screp", s -> true);
  }

  /**
   * The summary reads the map data section sparsely (only the chunks that hold what it reports),
   * and a replay may end after any section after the map (the 1.21+ sections are optional), so a
   * cut in the map's unread chunks or after the map goes unnoticed.
   */
  @Override
  protected Optional<String> truncationMayGoUnnoticed(Sample s) {
    return Optional.of("the map is read sparsely and the later sections are optional");
  }

  /** Header, commands, map and sections, then the computed layer and the CLI details. */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.create().decode(file, c);
    ScrepReplay r = c.result();
    ScrepComputed computed = ScrepComputed.compute(c);
    ScrepFormat.details(r, computed);
    for (ScrepComputed.Player p : computed.players()) computed.buildOrder(p.slot().playerId());
  }

  /** Section starts and chunk starts: u32 checksum, u32 count, count × (u32 length, bytes). */
  @Override
  protected int[] chunkBoundaries(Sample s, List<Event> intact) {
    byte[] b = s.bytes();
    List<Integer> out = new ArrayList<>();
    int p = 0;
    for (int sec = 0; p + 8 <= b.length && sec < 16; sec++) {
      out.add(p);
      long count = Bytes.u32le(b, p + 4);
      p += 8;
      for (long i = 0; i < count && p + 4 <= b.length; i++) {
        out.add(p);
        long n = Bytes.u32le(b, p);
        if (n > b.length) return out.stream().mapToInt(Integer::intValue).toArray();
        p += 4 + (int) n;
      }
      // 1.21+ (replay id "seRS") store a u32 after the replay id section
      if (sec == 0 && b.length > 16 && b[12] == 's') p += 4;
    }
    out.add(Math.min(p, b.length));
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The replay row and the players' command counts describe what was read. */
  @Override
  protected Set<String> tablesOfWhatWasRead() {
    return Set.of("replays", "players");
  }

  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return waysIn(ScrepDecoder.salvaging(), ScrepSinkVisitor::new);
  }
}
