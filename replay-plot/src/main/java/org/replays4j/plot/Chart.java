package org.replays4j.plot;

import java.util.List;
import java.util.Objects;

/**
 * What a picture shows, as data: the games' chart specs are built from table rows into these
 * records, and {@link ChartBuilder} is the one place that turns them into JFreeChart charts.
 */
final class Chart {
  private Chart() {}

  /** How a series is drawn. */
  enum Kind {
    /** Points joined by straight lines. */
    LINE,
    /** A step function: the value holds until the next point. */
    STEP,
    /** A step function drawn dashed: a second measure beside a {@link #STEP} of the same colour. */
    DASHED_STEP,
    /** Marks at the points, no line (events: kills, finishes, joins). */
    MARKS,
    /** Bars from {@code x} to {@code x2} and from 0 to {@code y}. */
    BARS,
    /** Horizontal spans from {@code x} to {@code x2} at lane {@code y} (presence in a game). */
    SPANS
  }

  /** A picture's spec: a chart over game time or a bar chart. */
  sealed interface Spec permits TimeSpec, PlaneSpec, BarSpec {
    /** File-name part ({@code [a-z0-9-]}). */
    String name();

    /** The title. */
    String title();
  }

  /**
   * One series.
   *
   * @param name legend text (a player's name); series of the same name share one legend entry
   * @param colour index into {@link PlotTheme#PALETTE}, or -1 for {@link PlotTheme#INK}
   * @param kind how it is drawn
   * @param x x values (seconds of game time for time charts)
   * @param x2 bar ends for {@link Kind#BARS} and {@link Kind#SPANS}, else null
   * @param y y values (a lane index on a lane panel)
   * @param labels a text per point shown beside it, or null
   */
  record Series(
      String name, int colour, Kind kind, double[] x, double[] x2, double[] y, String[] labels) {
    Series {
      Objects.requireNonNull(name, "name");
      if (x.length != y.length) throw new IllegalArgumentException("x and y differ in length");
      if ((kind == Kind.BARS || kind == Kind.SPANS) && (x2 == null || x2.length != x.length))
        throw new IllegalArgumentException("bars need x2");
      if (labels != null && labels.length != x.length)
        throw new IllegalArgumentException("labels and x differ in length");
    }

    static Series of(String name, int colour, Kind kind, double[] x, double[] y) {
      return new Series(name, colour, kind, x, null, y, null);
    }
  }

  /**
   * One panel of a time chart, all panels sharing the time axis.
   *
   * @param axis the value axis label, with its unit
   * @param series what the panel shows
   * @param lanes names of the y values 0..n-1 (a timeline of lanes), or null for a number axis
   * @param weight relative height
   */
  record Panel(String axis, List<Series> series, List<String> lanes, int weight) {
    Panel {
      series = List.copyOf(series);
      lanes = lanes == null ? null : List.copyOf(lanes);
    }

    static Panel of(String axis, List<Series> series) {
      return new Panel(axis, series, null, 2);
    }
  }

  /**
   * A picture over game time.
   *
   * @param name file-name part ({@code [a-z0-9-]})
   * @param title the title (stage, characters, map, winner…)
   * @param panels the panels, top to bottom
   * @param damageAt for a damaged file, the game time where its data ends (marked on the axis),
   *     else null
   */
  record TimeSpec(String name, String title, List<Panel> panels, Double damageAt) implements Spec {
    TimeSpec {
      panels = List.copyOf(panels);
    }
  }

  /**
   * A picture on a plane with equal fixed axes (stick coordinates), no time axis.
   *
   * @param name file-name part
   * @param title the title
   * @param xAxis the horizontal axis label
   * @param yAxis the vertical axis label
   * @param min lower bound of both axes
   * @param max upper bound of both axes
   * @param series what it shows (marks)
   */
  record PlaneSpec(
      String name,
      String title,
      String xAxis,
      String yAxis,
      double min,
      double max,
      List<Series> series)
      implements Spec {
    PlaneSpec {
      series = List.copyOf(series);
    }
  }

  /**
   * A bar chart of categories.
   *
   * @param name file-name part
   * @param title the title
   * @param categoryAxis label of the categories' axis
   * @param valueAxis label of the values' axis, with its unit
   * @param rows series names (legend), in order
   * @param columns category names, in order
   * @param values {@code values[row][column]}, NaN for none
   * @param stacked stack the rows instead of drawing them side by side
   */
  record BarSpec(
      String name,
      String title,
      String categoryAxis,
      String valueAxis,
      List<String> rows,
      List<String> columns,
      double[][] values,
      boolean stacked)
      implements Spec {}
}
