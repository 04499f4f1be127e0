package org.replays4j.plot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A growing list of points (x, optional x2, y, optional label) that becomes a series. */
final class Points {
  private double[] x = new double[16];
  private double[] x2 = new double[16];
  private double[] y = new double[16];
  private List<String> labels;
  private int n;

  Points add(double px, double py) {
    return add(px, px, py, null);
  }

  Points add(double px, double px2, double py, String label) {
    if (Double.isNaN(px) || Double.isNaN(py)) return this;
    if (n == x.length) {
      x = Arrays.copyOf(x, n * 2);
      x2 = Arrays.copyOf(x2, n * 2);
      y = Arrays.copyOf(y, n * 2);
    }
    x[n] = px;
    x2[n] = px2;
    y[n] = py;
    if (label != null || labels != null) {
      if (labels == null) {
        labels = new ArrayList<>();
        for (int i = 0; i < n; i++) labels.add("");
      }
      labels.add(label == null ? "" : label);
    }
    n++;
    return this;
  }

  int size() {
    return n;
  }

  /** The largest x (or x2), or NaN when empty. */
  double maxX() {
    double m = Double.NaN;
    for (int i = 0; i < n; i++) m = Double.isNaN(m) ? Math.max(x[i], x2[i]) : Math.max(m, x2[i]);
    for (int i = 0; i < n; i++) m = Math.max(m, x[i]);
    return m;
  }

  /** The last y, or {@code orElse} when empty. */
  double lastY(double orElse) {
    return n == 0 ? orElse : y[n - 1];
  }

  Chart.Series series(String name, int colour, Chart.Kind kind) {
    return new Chart.Series(
        name,
        colour,
        kind,
        Arrays.copyOf(x, n),
        kind == Chart.Kind.BARS ? Arrays.copyOf(x2, n) : null,
        Arrays.copyOf(y, n),
        labels == null ? null : labels.toArray(new String[0]));
  }
}
