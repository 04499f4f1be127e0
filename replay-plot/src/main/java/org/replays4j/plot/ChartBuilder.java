package org.replays4j.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.TickUnits;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** The one chart builder: turns {@link Chart} specs into themed JFreeChart charts. */
final class ChartBuilder {
  private ChartBuilder() {}

  /** Width of every picture, pixels. */
  static final int WIDTH = 1200;

  /** Height of a picture with {@code weight} panel weight in all. */
  static int height(int weight) {
    return 150 + 130 * weight;
  }

  /** The most legend entries a time chart shows; with more it has none. */
  static final int MAX_LEGEND = 12;

  /** The axis label of game time. */
  static final String TIME_AXIS = "game time (m:ss)";

  /** The chart of {@code spec}. */
  static JFreeChart of(Chart.Spec spec) {
    if (spec instanceof Chart.TimeSpec t) return time(t);
    if (spec instanceof Chart.PlaneSpec p) return plane(p);
    return bars((Chart.BarSpec) spec);
  }

  /** A chart over game time: the panels share the time axis, the legend lists players once. */
  static JFreeChart time(Chart.TimeSpec spec) {
    NumberAxis time = new NumberAxis(TIME_AXIS);
    time.setStandardTickUnits(TIME_UNITS);
    time.setAutoRangeIncludesZero(false);
    time.setLowerMargin(0.01);
    time.setUpperMargin(0.02);
    CombinedDomainXYPlot plot = new CombinedDomainXYPlot(time);
    plot.setGap(14);
    Set<String> inLegend = new HashSet<>();
    List<Runnable> styles = new ArrayList<>();
    boolean first = true;
    for (Chart.Panel p : spec.panels()) {
      NumberAxis axis;
      if (p.lanes() != null) {
        SymbolAxis lanes = new SymbolAxis(p.axis(), p.lanes().toArray(new String[0]));
        lanes.setGridBandsVisible(false);
        lanes.setAutoRange(false);
        // room above the top lane for the labels written there
        lanes.setRange(-0.6, p.lanes().size() - 0.4);
        axis = lanes;
      } else {
        axis = new NumberAxis(p.axis());
        axis.setAutoRangeIncludesZero(true);
        boolean integral = true;
        boolean labelled = false;
        for (Chart.Series s : p.series()) {
          for (double v : s.y()) integral &= v == Math.rint(v);
          labelled |= s.labels() != null;
        }
        axis.setStandardTickUnits(
            integral
                ? NumberAxis.createIntegerTickUnits(Locale.ROOT)
                : NumberAxis.createStandardTickUnits(Locale.ROOT));
        if (labelled) axis.setUpperMargin(0.15); // room for the labels above the top points
      }
      XYPlot sub = new XYPlot();
      sub.setRangeAxis(axis);
      sub.setNoDataMessage("no data");
      sub.setNoDataMessageFont(new Font(PlotTheme.FAMILY, Font.PLAIN, PlotTheme.LABEL_SIZE));
      int d = 0;
      for (Chart.Series s : p.series()) {
        XYItemRenderer r = styled(s, inLegend, styles);
        XYDataset data;
        if (s.kind() == Chart.Kind.BARS || s.kind() == Chart.Kind.SPANS) {
          boolean span = s.kind() == Chart.Kind.SPANS;
          XYIntervalSeries is = new XYIntervalSeries(s.name() + "#" + d, false, true);
          for (int i = 0; i < s.x().length; i++) {
            double y = s.y()[i];
            is.add(s.x()[i], s.x()[i], s.x2()[i], y, span ? y - 0.3 : 0, span ? y + 0.3 : y);
          }
          XYIntervalSeriesCollection c = new XYIntervalSeriesCollection();
          c.addSeries(is);
          data = c;
        } else {
          data = points(s, d);
        }
        add(sub, d, s, r, data);
        d++;
      }
      // JFreeChart draws a plot's markers through its first renderer: an empty panel needs one
      if (d == 0) sub.setRenderer(0, new XYLineAndShapeRenderer());
      if (spec.damageAt() != null) {
        ValueMarker m = new ValueMarker(spec.damageAt());
        m.setPaint(PlotTheme.DAMAGE);
        m.setStroke(
            new BasicStroke(
                2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {8f, 5f}, 0f));
        if (first) {
          m.setLabel("damaged: data ends here");
          m.setLabelFont(new Font(PlotTheme.FAMILY, Font.BOLD, PlotTheme.TICK_SIZE));
          m.setLabelPaint(PlotTheme.DAMAGE);
          // the label on the side of the mark where there is room: left of it near the end
          boolean left = spec.damageAt() > 0.5 * maxX(spec);
          m.setLabelAnchor(left ? RectangleAnchor.TOP_LEFT : RectangleAnchor.TOP_RIGHT);
          m.setLabelTextAnchor(left ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT);
        }
        sub.addDomainMarker(m, Layer.FOREGROUND);
      }
      plot.add(sub, p.weight());
      first = false;
    }
    plot.setOrientation(PlotOrientation.VERTICAL);
    // beyond a dozen names the legend would crowd the chart; lanes and titles name the players
    JFreeChart chart = new JFreeChart(null, null, plot, inLegend.size() <= MAX_LEGEND);
    finish(chart, spec.title());
    styles.forEach(Runnable::run); // after the theme, which clears series styles
    return chart;
  }

  /** The largest x (or bar end) of a time chart's series, or NaN when it has none. */
  private static double maxX(Chart.TimeSpec spec) {
    double m = Double.NaN;
    for (Chart.Panel p : spec.panels())
      for (Chart.Series s : p.series()) {
        for (double v : s.x()) m = Double.isNaN(m) ? v : Math.max(m, v);
        if (s.x2() != null) for (double v : s.x2()) m = Double.isNaN(m) ? v : Math.max(m, v);
      }
    return m;
  }

  /** Width of a plane picture (its plot area is about square). */
  static final int PLANE_SIZE = 760;

  /** A picture on a plane: both axes fixed to the spec's range, the series drawn as marks. */
  static JFreeChart plane(Chart.PlaneSpec spec) {
    NumberAxis x = new NumberAxis(spec.xAxis());
    NumberAxis y = new NumberAxis(spec.yAxis());
    for (NumberAxis a : List.of(x, y)) {
      a.setRange(spec.min(), spec.max());
      a.setStandardTickUnits(NumberAxis.createStandardTickUnits(Locale.ROOT));
    }
    XYPlot plot = new XYPlot();
    plot.setDomainAxis(x);
    plot.setRangeAxis(y);
    Set<String> inLegend = new HashSet<>();
    List<Runnable> styles = new ArrayList<>();
    int d = 0;
    for (Chart.Series s : spec.series()) {
      add(plot, d, s, styled(s, inLegend, styles), points(s, d));
      d++;
    }
    // later datasets draw on top: the violations over the coordinates used
    plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
    JFreeChart chart = new JFreeChart(null, null, plot, true);
    finish(chart, spec.title());
    styles.forEach(Runnable::run);
    return chart;
  }

  /** A category bar chart. */
  static JFreeChart bars(Chart.BarSpec spec) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (int r = 0; r < spec.rows().size(); r++)
      for (int c = 0; c < spec.columns().size(); c++) {
        double v = spec.values()[r][c];
        data.addValue(Double.isNaN(v) ? null : v, spec.rows().get(r), spec.columns().get(c));
      }
    CategoryAxis cat = new CategoryAxis(spec.categoryAxis());
    if (spec.columns().size() > 8) cat.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    cat.setMaximumCategoryLabelLines(2);
    NumberAxis value = new NumberAxis(spec.valueAxis());
    boolean counts = true;
    for (double[] row : spec.values())
      for (double v : row) counts &= Double.isNaN(v) || v == Math.rint(v);
    value.setStandardTickUnits(
        counts
            ? NumberAxis.createIntegerTickUnits(Locale.ROOT)
            : NumberAxis.createStandardTickUnits(Locale.ROOT));
    BarRenderer r = spec.stacked() ? new StackedBarRenderer() : new BarRenderer();
    CategoryPlot plot = new CategoryPlot(data, cat, value, r);
    plot.setNoDataMessage("no data");
    plot.setNoDataMessageFont(new Font(PlotTheme.FAMILY, Font.PLAIN, PlotTheme.LABEL_SIZE));
    plot.setOrientation(PlotOrientation.VERTICAL);
    JFreeChart chart = new JFreeChart(null, null, plot, spec.rows().size() > 1);
    finish(chart, spec.title());
    r.setShadowVisible(false);
    r.setDrawBarOutline(false);
    r.setItemMargin(0.05);
    for (int i = 0; i < spec.rows().size(); i++) r.setSeriesPaint(i, PlotTheme.colour(i));
    return chart;
  }

  private static void finish(JFreeChart chart, String title) {
    chart.setTitle(new TextTitle(title));
    PlotTheme.apply(chart);
    chart.getTitle().setMaximumLinesToDisplay(2);
    LegendTitle legend = chart.getLegend();
    if (legend != null) {
      legend.setPosition(RectangleEdge.TOP);
      legend.setFrame(BlockBorder.NONE);
    }
  }

  private static XYItemRenderer renderer(Chart.Series s) {
    return switch (s.kind()) {
      case STEP, DASHED_STEP -> new XYStepRenderer();
      case MARKS -> new XYLineAndShapeRenderer(false, true);
      case BARS -> new XYBarRenderer();
      case SPANS -> {
        XYBarRenderer spans = new XYBarRenderer();
        spans.setUseYInterval(true);
        yield spans;
      }
      default -> new XYLineAndShapeRenderer(true, false);
    };
  }

  /** The series' colour, stroke, shape and labels (set after the theme). */
  private static void style(XYItemRenderer r, Chart.Series s, boolean legend) {
    Color colour = s.colour() < 0 ? PlotTheme.INK : PlotTheme.colour(s.colour());
    r.setSeriesVisibleInLegend(0, legend);
    r.setSeriesPaint(0, colour);
    r.setSeriesStroke(
        0,
        s.kind() == Chart.Kind.DASHED_STEP
            ? new BasicStroke(
                2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f)
            : new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    if (r instanceof XYStepRenderer step) {
      step.setDefaultShapesVisible(false);
    } else if (r instanceof XYLineAndShapeRenderer marks && s.kind() == Chart.Kind.MARKS) {
      marks.setSeriesShape(0, s.colour() < 0 ? CROSS : DOT);
      marks.setUseOutlinePaint(true);
      marks.setSeriesOutlinePaint(0, Color.WHITE);
      marks.setSeriesOutlineStroke(0, new BasicStroke(1f));
    } else if (r instanceof XYBarRenderer bars) {
      bars.setShadowVisible(false);
      bars.setDrawBarOutline(false);
      bars.setBarPainter(new StandardXYBarPainter());
      bars.setSeriesFillPaint(0, colour);
    }
    if (s.labels() != null) {
      String[] labels = s.labels();
      r.setDefaultItemLabelGenerator((dataset, series, item) -> labels[item]);
      r.setDefaultItemLabelsVisible(true);
      r.setDefaultItemLabelFont(new Font(PlotTheme.FAMILY, Font.PLAIN, 13));
      r.setDefaultItemLabelPaint(PlotTheme.INK);
      r.setDefaultPositiveItemLabelPosition(
          new ItemLabelPosition(
              ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_LEFT, TextAnchor.BOTTOM_LEFT, -0.9));
    }
  }

  private static final Shape DOT = new Ellipse2D.Double(-5, -5, 10, 10);
  private static final Shape CROSS = cross();

  private static Shape cross() {
    Path2D.Double p = new Path2D.Double();
    double a = 7, b = 2.2;
    p.moveTo(-a, -a + b);
    p.lineTo(-b, 0);
    p.lineTo(-a, a - b);
    p.lineTo(-a + b, a);
    p.lineTo(0, b);
    p.lineTo(a - b, a);
    p.lineTo(a, a - b);
    p.lineTo(b, 0);
    p.lineTo(a, -a + b);
    p.lineTo(a - b, -a);
    p.lineTo(0, -b);
    p.lineTo(-a + b, -a);
    p.closePath();
    return p;
  }

  /** Game time tick units, seconds, each shown as m:ss. */
  static final TickUnits TIME_UNITS = new TickUnits();

  static {
    NumberFormat tenths = new GameTime(true);
    for (double s : new double[] {0.1, 0.2, 0.5}) TIME_UNITS.add(new NumberTickUnit(s, tenths));
    NumberFormat f = new GameTime(false);
    for (double s : new double[] {1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200})
      TIME_UNITS.add(new NumberTickUnit(s, f));
    // hours and days, up to what a file's 32-bit frame or tick count can claim
    for (double h = 6; h < 1e7; h *= 2) TIME_UNITS.add(new NumberTickUnit(h * 3600, f));
  }

  /** Seconds as {@code m:ss} (or {@code h:mm:ss} from an hour). */
  static String clock(double seconds) {
    long s = Math.round(seconds);
    String sign = s < 0 ? "-" : "";
    s = Math.abs(s);
    if (s >= 3600)
      return String.format(Locale.ROOT, "%s%d:%02d:%02d", sign, s / 3600, s / 60 % 60, s % 60);
    return String.format(Locale.ROOT, "%s%d:%02d", sign, s / 60, s % 60);
  }

  /** {@link #clock} as a {@link NumberFormat} for axes, with tenths of a second for short spans. */
  private static final class GameTime extends NumberFormat {
    private static final long serialVersionUID = 1L;
    private final boolean tenths;

    GameTime(boolean tenths) {
      this.tenths = tenths;
    }

    @Override
    public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
      if (!tenths) return to.append(clock(number));
      long t = Math.round(Math.abs(number) * 10);
      return to.append(number < 0 && t > 0 ? "-" : "")
          .append(clock(t / 10))
          .append('.')
          .append(t % 10);
    }

    @Override
    public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
      return to.append(clock(number));
    }

    @Override
    public Number parse(String source, ParsePosition pos) {
      throw new UnsupportedOperationException("game time is not parsed");
    }
  }

  /**
   * The renderer of series {@code s}; its style is applied later (by {@code styles}), with a legend
   * item only for the first series of each name ({@code inLegend}).
   */
  private static XYItemRenderer styled(
      Chart.Series s, Set<String> inLegend, List<Runnable> styles) {
    XYItemRenderer r = renderer(s);
    boolean legend = inLegend.add(s.name());
    styles.add(() -> style(r, s, legend));
    return r;
  }

  /** The points of {@code s} as dataset number {@code d}. */
  private static XYSeriesCollection points(Chart.Series s, int d) {
    XYSeries xs = new XYSeries(s.name() + "#" + d, false, true);
    for (int i = 0; i < s.x().length; i++) xs.add(s.x()[i], s.y()[i]);
    return new XYSeriesCollection(xs);
  }

  /**
   * Adds {@code data} of series {@code s} to {@code plot} as dataset {@code d}, drawn by {@code r}.
   */
  private static void add(XYPlot plot, int d, Chart.Series s, XYItemRenderer r, XYDataset data) {
    plot.setDataset(d, data);
    r.setLegendItemLabelGenerator((dataset, series) -> s.name());
    plot.setRenderer(d, r);
  }
}
