package org.replays4j.butter.spi;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.butter.ButterWriter;
import org.replays4j.butter.EchoReplay;
import org.replays4j.butter.EchoReplayReader;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.core.AbstractReplayConversion;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;

/**
 * {@code .echoreplay → .butter} for {@code replays4j convert --to butter}: the frames read by
 * {@link EchoReplayReader}, written by {@link ButterWriter}. Defaults are the recorder's settings:
 * gzip chunks and a keyframe every 300 frames.
 */
final class EchoReplayToButter extends AbstractReplayConversion {
  /** Keyframe interval of the recorder (docs/formats/butter.md). */
  static final int DEFAULT_KEYFRAME_INTERVAL = 300;

  EchoReplayToButter() {
    super("butter", "Echo VR .butter (keyframes + deltas; positions as half floats)", optionDocs());
  }

  private static Map<String, String> optionDocs() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put(
        "compression",
        "chunk compression: " + String.join(", ", compressionNames()) + " (default gzip)");
    m.put(
        "keyframe-interval",
        "frames per chunk, 1..65535 (default " + DEFAULT_KEYFRAME_INTERVAL + ")");
    return m;
  }

  /** The compressions the writer can produce, by label. */
  private static List<String> compressionNames() {
    List<String> names = new ArrayList<>();
    for (ButterCompression c : ButterCompression.values())
      if (c != ButterCompression.ZSTD_7_DICT) names.add(c.label());
    names.add("zstd");
    return names;
  }

  static ButterCompression compression(String value) {
    if (value == null) return ButterCompression.GZIP;
    String v = value.toLowerCase(Locale.ROOT).replace('-', '_');
    if (v.equals("zstd")) return ButterCompression.ZSTD_3;
    for (ButterCompression c : ButterCompression.values()) {
      if (c != ButterCompression.ZSTD_7_DICT && c.label().equals(v)) return c;
    }
    throw new IllegalArgumentException(
        "compression must be one of "
            + String.join(", ", compressionNames())
            + " but got '"
            + value
            + "'");
  }

  static int keyframeInterval(String value) {
    if (value == null) return DEFAULT_KEYFRAME_INTERVAL;
    try {
      int n = Integer.parseInt(value.trim());
      if (n >= 1 && n <= 0xFFFF) return n;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        "keyframe-interval must be 1..65535 but got '" + value + "'");
  }

  @Override
  public void convert(
      ReplaySource source, DecodeLimits limits, Map<String, String> options, Output output)
      throws IOException {
    ButterCompression comp = compression(options.get("compression"));
    int interval = keyframeInterval(options.get("keyframe-interval"));
    EchoReplay replay = EchoReplayFormat.model(source, limits);
    byte[] butter = ButterWriter.convert(replay, comp, interval);
    try (OutputStream out = output.open("")) {
      out.write(butter);
    }
  }
}
