package org.replays4j.soku;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.spi.SokuEvents;
import org.replays4j.soku.spi.SokuFormat;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/** Hisoutensoku under the cross-format contract: testdata/soku (pcap, pcapng and .rep). */
class SokuContractTest extends ReplayFormatContract {
  SokuContractTest() {
    // a .rep is one event (the whole file) at offset 0
    super(new SokuFormat(), "soku", s -> s.name().endsWith(".rep"));
  }

  /**
   * A capture has no end marker: it may end after any complete record or block. A {@code .rep}
   * declares its input word count, so every cut after its header is damage.
   */
  @Override
  protected Optional<String> truncationMayGoUnnoticed(Sample s) {
    if (s.name().endsWith(".rep")) return Optional.empty();
    return Optional.of("a pcap or pcapng capture may end after any complete record");
  }

  /**
   * The reassembled matches describe what was read: a cut capture's are its own; so does the one
   * event of a {@code .rep} (its header and the complete frames read: {@code SokuRepSalvageTest}
   * checks that they are the whole file's first frames).
   */
  @Override
  protected Set<String> closingEventTypes() {
    return Set.of("SpectatedMatch", "RepFile");
  }

  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return waysIn(SokuDecoder.salvaging(), SokuEvents::sinkVisitor);
  }

  /**
   * A .rep through {@link RepCodec}; a capture through {@link SokuCapture} (flows, packet types)
   * and the spectator assembler, whose complete matches with their GAME_MATCH are written as .rep
   * and read back.
   */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    if (RepCodec.looksLikeRep(file)) {
      RepFile r = RepCodec.read(file, DecodeLimits.DEFAULT);
      r.characterNames();
      return;
    }
    SokuCapture c = SokuCapture.read(file);
    c.summaryTree();
    SpectatorAssembler a = new SpectatorAssembler(null, DecodeLimits.DEFAULT);
    SokuDecoder.create().decode(file, a);
    for (SpectatedMatch m : a.matches()) {
      // fromMatch needs the GAME_MATCH too (complete() is about the input slots only)
      if (m.complete() && m.match() != null)
        RepCodec.read(RepCodec.write(RepFile.fromMatch(m)), DecodeLimits.DEFAULT);
    }
  }

  /** The capture row counts what was read; the players' statistics describe the frames read. */
  @Override
  protected Set<String> tablesOfWhatWasRead() {
    return Set.of("captures", "player_stats");
  }
}
