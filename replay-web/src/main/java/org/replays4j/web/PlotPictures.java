package org.replays4j.web;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.plot.Picture;
import org.replays4j.plot.Plots;

/**
 * The pictures of replay-plot: a game's from its recorded file ({@link Plots#ofFile}), the
 * collection's from the catalog ({@link Plots#ofCatalog}). A game whose format has no pictures, or
 * whose file no longer reads, has none.
 */
final class PlotPictures implements PictureSource {
  private final Path db;
  private final DecodeLimits limits;

  PlotPictures(Path db, DecodeLimits limits) {
    this.db = db;
    this.limits = limits;
    // JFreeChart draws through AWT; a server has no display
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  /** True when games of {@code format} have pictures. */
  static boolean draws(String format) {
    return format != null && Replays.format(format).map(Plots::draws).orElse(false);
  }

  @Override
  public List<Pic> ofGame(String format, String path) throws IOException {
    if (!draws(format)) return List.of();
    try {
      return pics(Plots.ofFile(Path.of(path), limits));
    } catch (ReplayFormatException e) {
      return List.of();
    }
  }

  @Override
  public List<Pic> ofCollection() throws IOException {
    return pics(Plots.ofCatalog(db));
  }

  @Override
  public Set<String> formats() {
    return Plots.formats();
  }

  private static List<Pic> pics(List<Picture> pictures) {
    List<Pic> out = new ArrayList<>(pictures.size());
    for (Picture p : pictures) out.add(new Pic(p.name(), p.title(), p.svg()));
    return List.copyOf(out);
  }
}
