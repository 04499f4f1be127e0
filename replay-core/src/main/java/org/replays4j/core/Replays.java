package org.replays4j.core;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;

/**
 * Entry point for format-agnostic use: finds the {@link ReplayFormat}s on the class path and picks
 * the one that recognises a file's content. Thread-safe.
 *
 * <pre>{@code
 * Replays.Opened r = Replays.open(Path.of("game.slp"));
 * ReplaySummary s = r.summarize();
 * }</pre>
 */
public final class Replays {
  /** Below this probe confidence a format is not considered a match. */
  public static final double MIN_CONFIDENCE = 0.5;

  private static volatile List<ReplayFormat> formats;

  private Replays() {}

  /** A source with the format chosen for it. */
  public record Opened(ReplayFormat format, ReplaySource source, double confidence) {
    /** Summary with default limits. */
    public ReplaySummary summarize() throws IOException {
      return format.summarize(source, DecodeLimits.DEFAULT);
    }
  }

  /** Every format registered through ServiceLoader, sorted by id. */
  public static List<ReplayFormat> formats() {
    List<ReplayFormat> f = formats;
    if (f == null) {
      List<ReplayFormat> found = new ArrayList<>();
      ServiceLoader.load(ReplayFormat.class, Replays.class.getClassLoader()).forEach(found::add);
      found.sort(Comparator.comparing(ReplayFormat::id));
      formats = f = List.copyOf(found);
    }
    return f;
  }

  /** The format with this id. */
  public static Optional<ReplayFormat> format(String id) {
    return formats().stream().filter(x -> x.id().equals(id)).findFirst();
  }

  /**
   * The best-matching format for {@code source}: the highest probe confidence of at least {@link
   * #MIN_CONFIDENCE}. The file name only breaks ties (a format whose extension the name has wins;
   * otherwise the first id in sort order). Empty when no format is confident enough.
   */
  public static Optional<Opened> detect(ReplaySource source) throws IOException {
    byte[] head = source.head();
    String name = source.name();
    Opened best = null;
    for (ReplayFormat f : formats()) {
      double c;
      try {
        c = f.probe(head, name);
      } catch (RuntimeException e) {
        c = 0; // a probe must never fail detection of other formats
      }
      if (c >= MIN_CONFIDENCE
          && (best == null
              || c > best.confidence()
              || (c == best.confidence()
                  && hasExtension(f, name)
                  && !hasExtension(best.format(), name)))) {
        best = new Opened(f, source, c);
      }
    }
    return Optional.ofNullable(best);
  }

  /**
   * True when {@code name} ends with one of the format's extensions, possibly followed by {@code
   * .gz} etc.
   */
  private static boolean hasExtension(ReplayFormat f, String name) {
    String n = name.toLowerCase(Locale.ROOT);
    try {
      for (String ext : f.extensions()) {
        String e = "." + ext.toLowerCase(Locale.ROOT);
        if (n.endsWith(e) || n.contains(e + ".")) return true;
      }
    } catch (RuntimeException e) {
      return false;
    }
    return false;
  }

  /** {@link #detect(ReplaySource)} for a file. */
  public static Optional<Opened> detect(Path path) throws IOException {
    return detect(ReplaySource.of(path));
  }

  /** Opens {@code path} with the format its content matches; fails when none does. */
  public static Opened open(Path path) throws IOException {
    ReplaySource src = ReplaySource.of(path);
    return detect(src)
        .orElseThrow(
            () ->
                new ReplayFormatException(
                    "core",
                    0,
                    null,
                    null,
                    "expected content of a known format ("
                        + String.join(", ", formats().stream().map(ReplayFormat::id).toList())
                        + ") but no format recognised "
                        + path.getFileName()));
  }
}
