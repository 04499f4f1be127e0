package org.replays4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplayAnalysis.Product;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.fake.FakeFormats;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;

class ReplayAnalysisTest {
  /** A format with a stats tree but no shared view, which records the requests it decodes. */
  static final class Counting extends FakeFormats.Base {
    final List<DecodeRequest> requests = new ArrayList<>();
    boolean statsFail;

    Counting() {
      super("counting", (head, name) -> 0);
    }

    @Override
    protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
        throws IOException {
      requests.add(request);
      if (statsFail && request.wants(Product.STATS)) {
        throw ReplayFormatException.invalid(id(), 3, "stats fail here");
      }
      ReplaySummary summary = super.decode(source, limits, request).summary();
      Map<String, Object> stats = null;
      if (request.wants(Product.STATS)) {
        stats = new LinkedHashMap<>();
        stats.put("stats", request.summaryOptions().size());
      }
      return new ReplayAnalysis(summary, stats, null);
    }
  }

  private static final ReplaySource SOURCE = ReplaySource.of("x", new byte[] {1, 2, 3});

  @Test
  void every_product_asked_together_comes_from_one_decode() throws IOException {
    Counting f = new Counting();
    ReplayAnalysis a =
        f.analyze(SOURCE, DecodeLimits.DEFAULT, Set.of("opt"), Set.of(Product.values()));
    assertThat(f.requests).hasSize(1);
    assertThat(f.requests.get(0).products()).containsExactlyInAnyOrder(Product.values());
    assertThat(f.requests.get(0).summaryOptions()).containsExactly("opt");
    assertThat(a.summary()).isEqualTo(f.summarize(SOURCE, DecodeLimits.DEFAULT));
    assertThat(a.stats()).containsExactly(Map.entry("stats", 1));
    assertThat(a.gameStats()).as("the format has no shared view").isNull();
  }

  @Test
  void each_derived_call_is_one_decode_of_its_own_request() throws IOException {
    Counting f = new Counting();
    f.summarize(SOURCE, DecodeLimits.DEFAULT);
    f.stats(SOURCE, DecodeLimits.DEFAULT);
    f.gameStats(SOURCE, DecodeLimits.DEFAULT);
    f.events(SOURCE, DecodeLimits.DEFAULT, (type, offset, event) -> true);
    assertThat(f.requests).hasSize(4);
    assertThat(f.requests.get(0).products()).containsExactly(Product.SUMMARY);
    assertThat(f.requests.get(1).products()).containsExactly(Product.STATS);
    assertThat(f.requests.get(2).products()).containsExactly(Product.GAME_STATS);
    assertThat(f.requests.get(3).products()).isEmpty();
    assertThat(f.requests.get(3).events()).isNotNull();
  }

  @Test
  void parts_not_asked_for_are_null() throws IOException {
    Counting f = new Counting();
    ReplayAnalysis a = f.analyze(SOURCE, DecodeLimits.DEFAULT, Set.of(), Set.of(Product.STATS));
    assertThat(a.summary()).isNull();
    assertThat(a.stats()).isNotNull();
  }

  @Test
  void a_failing_part_fails_the_analysis() {
    Counting f = new Counting();
    f.statsFail = true;
    assertRefused(
        () ->
            f.analyze(
                SOURCE, DecodeLimits.DEFAULT, Set.of(), Set.of(Product.SUMMARY, Product.STATS)),
        "stats fail here");
  }

  @Test
  void an_unknown_table_fails_before_anything_is_decoded() {
    Counting f = new Counting();
    assertThatThrownBy(
            () ->
                f.readTable(
                    "nope", SOURCE, "x", TableOptions.ALL, DecodeLimits.DEFAULT, batch -> true))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(f.requests).isEmpty();
  }

  @Test
  void the_stats_tree_is_read_only() throws IOException {
    ReplayAnalysis a =
        new Counting().analyze(SOURCE, DecodeLimits.DEFAULT, Set.of(), Set.of(Product.STATS));
    assertThatThrownBy(() -> a.stats().put("x", 2))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
