package org.replays4j.slippi.spi;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiSamples;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/**
 * Slippi under the cross-format contract: testdata/slippi, plus the bare event stream of one of
 * them.
 */
class SlippiContractTest extends ReplayFormatContract {
  SlippiContractTest() {
    super(new SlippiFormat(), "slippi", s -> false);
  }

  @Override
  protected List<Sample> samples() throws Exception {
    List<Sample> s = new ArrayList<>(super.samples());
    byte[] netplay = SlippiSamples.netplayWithRollback();
    // The raw element without its UBJSON container: {U\x03raw[$U#l then a big-endian u32 length at
    // 11.
    int rawLength = ByteBuffer.wrap(netplay, 11, 4).getInt();
    s.add(
        Sample.of(
            "netplay-3.18-rollback.bare.slp", Arrays.copyOfRange(netplay, 15, 15 + rawLength)));
    return s;
  }

  /** A file of raw length 0 is written as the game goes: it may end at any event. */
  @Override
  protected Optional<String> truncationMayGoUnnoticed(Sample s) {
    return s.name().startsWith("in-progress") || s.name().endsWith(".bare.slp")
        ? Optional.of("raw length 0 or a bare event stream: ends at any event boundary")
        : Optional.empty();
  }

  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return waysIn(SlippiDecoder.salvaging(), EventSinkVisitor::new);
  }

  /** The columnar game, its summary, and the metadata-only path. */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    SlippiGame g = SlippiGame.read(file);
    SlippiFormat.summary(g);
    SlippiDecoder.readMetadata(file);
  }

  /**
   * The game row and the statistics describe what was read (an open conversion ends at the damage);
   * a frame's rows are written once its post-frame updates arrive, so the last frame before the
   * damage may lack them; the ruleset's verdicts and stick counts are of the frames read.
   */
  @Override
  protected Set<String> tablesOfWhatWasRead() {
    return Set.of(
        "games",
        "frames",
        "items",
        "conversions",
        "combos",
        "conversion_moves",
        "combo_moves",
        "stocks",
        "ruleset",
        "ruleset_sticks");
  }
}
