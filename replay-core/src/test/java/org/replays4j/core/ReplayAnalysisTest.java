package org.replays4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplayAnalysis.Product;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.fake.FakeFormats;
import org.replays4j.core.io.ReplaySource;

class ReplayAnalysisTest {
  /** A format with a stats tree but no shared view, which records the calls it gets. */
  static final class Counting extends FakeFormats.Base {
    final List<String> calls = new ArrayList<>();
    boolean statsFail;

    Counting() {
      super((head, name) -> 0);
    }

    @Override
    public ReplaySummary summarize(ReplaySource source, DecodeLimits limits, Set<String> options)
        throws IOException {
      calls.add("summarize " + options);
      return summarize(source, limits);
    }

    @Override
    public Optional<Map<String, Object>> stats(ReplaySource source, DecodeLimits limits)
        throws ReplayFormatException {
      calls.add("stats");
      if (statsFail) throw ReplayFormatException.invalid(id(), 3, "stats fail here");
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("stats", 1);
      return Optional.of(m);
    }
  }

  private static final ReplaySource SOURCE = ReplaySource.of("x", new byte[] {1, 2, 3});

  @Test
  void the_default_makes_the_separate_calls_asked_for_in_order() throws IOException {
    Counting f = new Counting();
    ReplayAnalysis a =
        f.analyze(SOURCE, DecodeLimits.DEFAULT, Set.of("opt"), Set.of(Product.values()));
    assertThat(f.calls).containsExactly("summarize [opt]", "stats");
    assertThat(a.summary()).isEqualTo(f.summarize(SOURCE, DecodeLimits.DEFAULT));
    assertThat(a.stats()).containsExactly(Map.entry("stats", 1));
    assertThat(a.gameStats()).as("the format has no shared view").isNull();
  }

  @Test
  void parts_not_asked_for_are_null_and_not_computed() throws IOException {
    Counting f = new Counting();
    ReplayAnalysis a = f.analyze(SOURCE, DecodeLimits.DEFAULT, Set.of(), Set.of(Product.STATS));
    assertThat(f.calls).containsExactly("stats");
    assertThat(a.summary()).isNull();
    assertThat(a.stats()).isNotNull();
  }

  @Test
  void a_failing_part_fails_the_analysis() {
    Counting f = new Counting();
    f.statsFail = true;
    assertThatThrownBy(
            () ->
                f.analyze(
                    SOURCE, DecodeLimits.DEFAULT, Set.of(), Set.of(Product.SUMMARY, Product.STATS)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("stats fail here");
  }

  @Test
  void the_stats_tree_is_read_only() throws IOException {
    ReplayAnalysis a =
        new Counting().analyze(SOURCE, DecodeLimits.DEFAULT, Set.of(), Set.of(Product.STATS));
    assertThatThrownBy(() -> a.stats().put("x", 2))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
