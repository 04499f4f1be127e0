package org.replays4j.testkit.toy;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/** The toy game under the cross-format contract, over files made by its writer. */
class ToyContractTest extends ReplayFormatContract {
  ToyContractTest() {
    super(new ToyFormat());
  }

  @Override
  protected List<Sample> samples() {
    return List.of(
        Sample.of("final.toy", ToyWriter.sample()),
        Sample.of("empty.toy", ToyWriter.game("", "Solo").end(0)),
        Sample.of("tie.toy", ToyWriter.game("Tie", "A", "B").score(1, 0, 3).score(2, 1, 3).end(9)));
  }

  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return sourceWaysIn("cut.toy");
  }

  /** The toy has no model of its own: its richest entry point is every product of one read. */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    new ToyFormat()
        .analyze(
            ReplaySource.of("m.toy", file),
            DecodeLimits.DEFAULT,
            Set.of(),
            EnumSet.allOf(ReplayAnalysis.Product.class));
  }
}
