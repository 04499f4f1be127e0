package org.replays4j.screp.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.event.ValueTrees;

/**
 * The summary's records write their trees by hand; each must give what the generic record tree
 * ({@link ValueTrees#toTree}) gives: every component, in declaration order, with equal values,
 * nested records included and null components kept.
 */
class ScrepSummariesTreeTest {
  private static final ScrepSummaries.Point POINT = new ScrepSummaries.Point(3, -4);
  private static final ScrepSummaries.Saver SAVER = new ScrepSummaries.Saver(2, "Bob");
  private static final ScrepSummaries.MapSummary MAP =
      new ScrepSummaries.MapSummary("Lost Temple", "raw", 128, 96, "Jungle", "abc", "sha256");

  private static ScrepSummaries.PlayerSummary player(
      ScrepSummaries.Point start, Integer direction, String color) {
    return new ScrepSummaries.PlayerSummary(
        1,
        2,
        "Bob",
        "raw",
        "Zerg",
        "Human",
        1,
        color,
        false,
        10,
        8,
        20,
        999,
        150,
        120,
        start,
        direction,
        List.of("0:04 Drone", "0:30 Overlord"),
        7);
  }

  private static Map<String, Long> counts(String... keys) {
    Map<String, Long> m = new LinkedHashMap<>();
    for (int i = 0; i < keys.length; i++) m.put(keys[i], (long) i + 1);
    return m;
  }

  @Test
  void everyRecordGivesTheGenericTree() {
    List<Record> records =
        List.of(
            POINT,
            SAVER,
            new ScrepSummaries.Saver(5, null),
            MAP,
            new ScrepSummaries.MapSummary("m", "m", 64, 64, null, null, null),
            player(POINT, 11, "Red"),
            player(null, null, null),
            new ScrepSummaries.ChatLine(4_000_000_000L, "slot 3", "gg"),
            new ScrepSummaries.CommandCounts(12, counts("Select", "Build"), counts("Bob")));
    for (Record r : records) assertThat(tree(r)).as(r.toString()).isEqualTo(ValueTrees.toTree(r));
  }

  @Test
  void detailsAndStatsGiveTheGenericTree() {
    List<Map<String, Object>> players = List.of(player(POINT, 3, "Blue").tree());
    ScrepSummaries.Details details =
        new ScrepSummaries.Details(
            "Remastered",
            "Brood War",
            1000,
            990,
            "2020-01-01T00:00:00Z",
            "title",
            "raw title",
            MAP,
            "host",
            "raw host",
            SAVER,
            "Melee",
            "Fastest",
            "ZvT",
            players,
            new ScrepSummaries.CommandCounts(3, counts("Train"), counts("Bob", "Al")),
            List.of(new ScrepSummaries.ChatLine(10, "Bob", "hi")),
            Map.of("Bob", 150),
            Map.of("Bob", 120),
            1,
            List.of("Bob"));
    assertThat(details.tree()).isEqualTo(ValueTrees.toTree(details));
    assertThat(List.copyOf(details.tree().keySet()))
        .isEqualTo(List.copyOf(((Map<?, ?>) ValueTrees.toTree(details)).keySet()));
    ScrepSummaries.Stats stats = new ScrepSummaries.Stats(players, null, "ZvT", "host", null);
    assertThat(stats.tree()).isEqualTo(ValueTrees.toTree(stats));
  }

  /** The hand-written tree of {@code r}, and its keys in the generic tree's order. */
  private static Map<String, Object> tree(Record r) {
    Map<String, Object> t;
    if (r instanceof ScrepSummaries.Point p) t = p.tree();
    else if (r instanceof ScrepSummaries.Saver s) t = s.tree();
    else if (r instanceof ScrepSummaries.MapSummary m) t = m.tree();
    else if (r instanceof ScrepSummaries.PlayerSummary p) t = p.tree();
    else if (r instanceof ScrepSummaries.ChatLine c) t = c.tree();
    else if (r instanceof ScrepSummaries.CommandCounts c) t = c.tree();
    else throw new AssertionError(r);
    assertThat(List.copyOf(t.keySet()))
        .isEqualTo(List.copyOf(((Map<?, ?>) ValueTrees.toTree(r)).keySet()));
    return t;
  }
}
