package org.replays4j.plot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;

/**
 * Pictures of games and of catalogs. Everything drawn comes from the rows the formats' tables give
 * ({@code replays4j export} writes the same rows) and from the shared stats ({@link
 * org.replays4j.core.stats.GameStats}); nothing is decoded a second way. Run headless ({@code
 * -Djava.awt.headless=true}) where there is no display. Thread-safe.
 *
 * <pre>{@code
 * for (Picture p : Plots.ofFile(Path.of("game.slp"), DecodeLimits.DEFAULT))
 *   Files.writeString(Path.of("game." + p.name() + ".svg"), p.svg());
 * }</pre>
 */
public final class Plots {
  private Plots() {}

  /** The games' chart specs by format id (a format drawn here is one of these). */
  private static final Map<String, GameData.Spec> SPECS = specs();

  private static Map<String, GameData.Spec> specs() {
    Map<String, GameData.Spec> m = new TreeMap<>();
    m.put("slippi", SlippiCharts.SPEC);
    m.put("screp", ScrepCharts.SPEC);
    m.put("teehistorian", TeehistorianCharts.SPEC);
    m.put("butter", ButterCharts.SPEC);
    m.put("echoreplay", ButterCharts.SPEC);
    m.put("soku", SokuCharts.SPEC);
    return Map.copyOf(m);
  }

  /** The chart spec of {@code format}'s games, or null. */
  static GameData.Spec spec(String format) {
    return SPECS.get(format);
  }

  /** The ids of the formats whose games have pictures, in sort order. */
  public static Set<String> formats() {
    return new TreeSet<>(SPECS.keySet());
  }

  /** True when games of {@code format} have pictures. */
  public static boolean draws(ReplayFormat format) {
    return SPECS.containsKey(format.id());
  }

  /**
   * The pictures of the replay in {@code file} (its format detected from the content).
   *
   * @param limits the decode limits of the read
   * @return one or more pictures, in a fixed order; a damaged file's pictures show what it holds up
   *     to the damage, marked on the time axis
   * @throws ReplayFormatException when no format recognises the file, the format has no pictures,
   *     or the file is damaged in its header
   * @throws IOException when the file cannot be read
   */
  public static List<Picture> ofFile(Path file, DecodeLimits limits) throws IOException {
    ReplaySource source = ReplaySource.of(file);
    Optional<Replays.Opened> opened = Replays.detect(source);
    if (opened.isEmpty()) {
      throw new ReplayFormatException(
          "plot",
          0,
          null,
          null,
          "expected a replay of a known format but no format recognised " + file.getFileName());
    }
    return of(opened.get().format(), source, limits);
  }

  /**
   * The pictures of {@code source}, a replay of {@code format}.
   *
   * @throws ReplayFormatException when the format has no pictures, or the file is damaged in its
   *     header
   * @throws IOException when the file cannot be read
   */
  public static List<Picture> of(ReplayFormat format, ReplaySource source, DecodeLimits limits)
      throws IOException {
    GameData.Spec spec = SPECS.get(format.id());
    if (spec == null) {
      throw new ReplayFormatException(
          "plot",
          0,
          null,
          null,
          "expected a format with pictures " + formats() + " but got " + format.id());
    }
    GameData data = GameData.read(format, source, limits, spec);
    List<Picture> out = new ArrayList<>();
    String damage = data.damage() == null ? null : data.damage().toString();
    for (Chart.Spec s : spec.charts().apply(data)) out.add(Picture.of(s, source.name(), damage));
    return List.copyOf(out);
  }

  /**
   * The collection pictures of the catalog {@code db} ({@code replays4j index}), opened read-only:
   * games per day per format, characters and races played, maps and stages, win rate per matchup,
   * the distribution of actions per minute, and damaged files per day. A picture whose tables the
   * catalog lacks is left out; an empty catalog gives pictures that say there is no data.
   *
   * @throws IOException when {@code db} is missing, not a SQLite database or not a catalog
   */
  public static List<Picture> ofCatalog(Path db) throws IOException {
    return CatalogCharts.pictures(db);
  }
}
