package org.replays4j.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Stroke;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleInsets;

/**
 * The look of every picture, set once: fonts, the colour-blind-safe palette, background and grid.
 *
 * <p>The palette is Okabe and Ito's eight colours (distinguishable with the common forms of colour
 * blindness), ordered so that the first players get the strongest contrast on white; yellow comes
 * last. Pictures have an opaque white background, so they read the same on a light and a dark page.
 * Fonts are the JVM's logical {@code SansSerif} family, so the same machine draws the same text.
 */
public final class PlotTheme {
  private PlotTheme() {}

  /** Okabe–Ito colours in the order series get them (player 1 first). */
  public static final List<Color> PALETTE =
      List.of(
          new Color(0x0072B2), // blue
          new Color(0xD55E00), // vermillion
          new Color(0x009E73), // bluish green
          new Color(0xCC79A7), // reddish purple
          new Color(0xE69F00), // orange
          new Color(0x56B4E9), // sky blue
          new Color(0x000000), // black
          new Color(0xF0E442)); // yellow

  /** Text and axis lines. */
  public static final Color INK = new Color(0x222222);

  /** Grid lines. */
  public static final Color GRID = new Color(0xDDDDDD);

  /** The mark of a damaged file's end of data. */
  public static final Color DAMAGE = new Color(0x000000);

  /** Font family of all text. */
  public static final String FAMILY = Font.SANS_SERIF;

  /** Title size in points (JFreeChart's default is 20 bold). */
  public static final int TITLE_SIZE = 22;

  /** Axis label and legend size in points (default 14 and 12). */
  public static final int LABEL_SIZE = 17;

  /** Tick label size in points (default 10). */
  public static final int TICK_SIZE = 15;

  /** Colour of series {@code i} (wraps around the palette). */
  public static Color colour(int i) {
    return PALETTE.get(Math.floorMod(i, PALETTE.size()));
  }

  private static final StandardChartTheme THEME = theme();

  static {
    // Rotated text (value axis labels, slanted category labels) as text, not glyph outlines:
    // JFreeChart draws it through a TextLayout by default, a workaround for a JDK 1.3 bug, and an
    // SVG then holds paths that cannot be searched, selected or read by a screen reader. This is a
    // JFreeChart-wide setting; drawing with java.awt's drawString is what later JDKs do well.
    TextUtils.setUseDrawRotatedStringWorkaround(false);
  }

  private static StandardChartTheme theme() {
    StandardChartTheme t = new StandardChartTheme("replays4j");
    t.setExtraLargeFont(new Font(FAMILY, Font.BOLD, TITLE_SIZE));
    t.setLargeFont(new Font(FAMILY, Font.BOLD, LABEL_SIZE));
    t.setRegularFont(new Font(FAMILY, Font.PLAIN, LABEL_SIZE));
    t.setSmallFont(new Font(FAMILY, Font.PLAIN, TICK_SIZE));
    t.setChartBackgroundPaint(Color.WHITE);
    t.setPlotBackgroundPaint(Color.WHITE);
    t.setLegendBackgroundPaint(Color.WHITE);
    t.setLegendItemPaint(INK);
    t.setTitlePaint(INK);
    t.setSubtitlePaint(INK);
    t.setAxisLabelPaint(INK);
    t.setTickLabelPaint(INK);
    t.setDomainGridlinePaint(GRID);
    t.setRangeGridlinePaint(GRID);
    t.setPlotOutlinePaint(GRID);
    t.setItemLabelPaint(INK);
    t.setAxisOffset(new RectangleInsets(0, 0, 0, 0));
    t.setBarPainter(new StandardBarPainterNoShadow());
    t.setXYBarPainter(new StandardXYBarPainter());
    t.setShadowVisible(false);
    t.setDrawingSupplier(
        new DefaultDrawingSupplier(
            PALETTE.toArray(new Paint[0]),
            new Paint[] {Color.WHITE},
            PALETTE.toArray(new Paint[0]),
            new Stroke[] {new BasicStroke(2.5f)},
            new Stroke[] {new BasicStroke(1f)},
            DefaultDrawingSupplier.DEFAULT_SHAPE_SEQUENCE));
    return t;
  }

  /** A flat bar painter (JFreeChart's default draws gradients and shadows). */
  private static final class StandardBarPainterNoShadow extends StandardBarPainter {
    private static final long serialVersionUID = 1L;
  }

  /** Applies this theme to {@code chart} (fonts, colours, background). */
  static void apply(JFreeChart chart) {
    THEME.apply(chart);
    chart.setAntiAlias(true);
    chart.setTextAntiAlias(true);
    chart.setPadding(new RectangleInsets(10, 10, 10, 16));
  }
}
