package org.replays4j.plot;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.MeetOrSlice;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * One picture: an SVG document, and the same drawing as PNG on demand. Immutable from the outside;
 * {@link #png()} may be called from any thread.
 *
 * <p>The SVG text is the same bytes on every run on a machine: element ids are derived from the
 * picture's name (JFreeSVG would derive them from the clock), no time is written, and text uses the
 * theme's logical font ({@link PlotTheme}). Text is kept as {@code <text>} elements.
 */
public final class Picture {
  private final String name;
  private final String title;
  private final int width;
  private final int height;
  private final String svg;
  private final JFreeChart chart;
  private final String damage;
  private byte[] png;

  Picture(
      String name,
      String title,
      JFreeChart chart,
      int width,
      int height,
      String scope,
      String damage) {
    this.damage = damage;
    this.name = Objects.requireNonNull(name, "name");
    this.title = Objects.requireNonNull(title, "title");
    this.chart = chart;
    this.width = width;
    this.height = height;
    synchronized (chart) {
      SVGGraphics2D g = new SVGGraphics2D(width, height);
      g.setDefsKeyPrefix(idPrefix(scope, name));
      g.setGeomDoubleConverter(Picture::decimal);
      chart.draw(g, new Rectangle2D.Double(0, 0, width, height));
      this.svg =
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              + g.getSVGElement(
                  null,
                  true,
                  new ViewBox(0, 0, width, height),
                  PreserveAspectRatio.XMID_YMID,
                  MeetOrSlice.MEET)
              + "\n";
    }
  }

  /**
   * The prefix of the SVG's element ids (clip paths, gradients): from the scope (the replay's name)
   * and the picture's name, so that pictures of several games inlined in one HTML page do not share
   * ids, and the same on every run (JFreeSVG's default is taken from the clock).
   */
  static String idPrefix(String scope, String name) {
    CRC32 crc = new CRC32();
    crc.update(scope.getBytes(StandardCharsets.UTF_8));
    return String.format(Locale.ROOT, "r4j-%08x-%s-", crc.getValue(), name);
  }

  /** A coordinate with at most two decimals, no exponent, no trailing zeros ("12.5", "3"). */
  static String decimal(double d) {
    if (!Double.isFinite(d)) return "0";
    long c = Math.round(d * 100);
    String sign = c < 0 ? "-" : "";
    c = Math.abs(c);
    long whole = c / 100;
    int frac = (int) (c % 100);
    if (frac == 0) return sign + whole;
    if (frac % 10 == 0) return sign + whole + "." + frac / 10;
    return sign + whole + "." + (frac < 10 ? "0" : "") + frac;
  }

  /**
   * What the picture shows, as a file-name part without extension: lower-case letters, digits and
   * {@code -} (e.g. {@code timeline}, {@code conversions}, {@code games-per-day}). Unique among the
   * pictures of one game or one catalog.
   */
  public String name() {
    return name;
  }

  /** The picture's title as drawn (players, stage or map, winner…); one line or two. */
  public String title() {
    return title;
  }

  /**
   * Where the replay drawn is damaged ({@code KIND at OFFSET: message}), when it was drawn as far
   * as it was read; null for a whole file and for a catalog's pictures.
   */
  public String damage() {
    return damage;
  }

  /** Width in pixels (SVG user units). */
  public int width() {
    return width;
  }

  /** Height in pixels (SVG user units). */
  public int height() {
    return height;
  }

  /** The SVG document (UTF-8 text, with its XML declaration), ending in a newline. */
  public String svg() {
    return svg;
  }

  /** The picture as PNG bytes, {@link #width()} × {@link #height()} pixels, opaque white ground. */
  public byte[] png() {
    synchronized (chart) {
      if (png == null) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(
            RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        chart.draw(g, new Rectangle2D.Double(0, 0, width, height));
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
          ImageIO.write(image, "png", out);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        png = out.toByteArray();
      }
      return png.clone();
    }
  }

  static Picture of(Chart.Spec spec, String scope, String damage) {
    int height =
        spec instanceof Chart.TimeSpec t
            ? ChartBuilder.height(t.panels().stream().mapToInt(Chart.Panel::weight).sum())
            : spec instanceof Chart.PlaneSpec ? ChartBuilder.PLANE_SIZE + 60 : 620;
    int width = spec instanceof Chart.PlaneSpec ? ChartBuilder.PLANE_SIZE : ChartBuilder.WIDTH;
    return new Picture(
        spec.name(), spec.title(), ChartBuilder.of(spec), width, height, scope, damage);
  }

  @Override
  public String toString() {
    return "Picture[" + name + ": " + title + "]";
  }
}
