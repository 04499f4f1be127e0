package org.replays4j.butter;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import org.replays4j.butter.record.ButterCompression;

/**
 * Command-line {@code .echoreplay → .butter} converter, like the reference tooling's converter:
 * {@code EchoReplayConverter IN.echoreplay OUT.butter [none|gzip|zstd] [keyframeInterval]}
 * (defaults: gzip, 300 — the recorder's settings).
 */
public final class EchoReplayConverter {
  private EchoReplayConverter() {}

  /**
   * Converts one file.
   *
   * @param in the .echoreplay (zip or text)
   * @param out the .butter to write
   * @param compression chunk compression
   * @param keyframeInterval frames per chunk
   * @return frames written
   * @throws IOException on unreadable or malformed input
   */
  public static int convert(Path in, Path out, ButterCompression compression, int keyframeInterval)
      throws IOException {
    // strict: a damaged file is an error here, not a shorter .butter
    EchoReplay replay = EchoReplay.read(in, EchoReplayReader.create());
    Files.write(out, ButterWriter.convert(replay, compression, keyframeInterval));
    return replay.frames().size();
  }

  /**
   * Entry point; exit status 0 on success, 1 on bad input, 2 on bad usage.
   *
   * @param args {@code IN OUT [none|gzip|zstd] [keyframeInterval]}
   */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length < 2 || args.length > 4) {
      err.println(
          "usage: EchoReplayConverter IN.echoreplay OUT.butter [none|gzip|zstd] [keyframeInterval]");
      return 2;
    }
    ButterCompression comp;
    String c = args.length > 2 ? args[2].toLowerCase(Locale.ROOT) : "gzip";
    switch (c) {
      case "none":
        comp = ButterCompression.NONE;
        break;
      case "gzip":
        comp = ButterCompression.GZIP;
        break;
      case "zstd":
        comp = ButterCompression.ZSTD_3;
        break;
      default:
        err.println("unknown compression '" + args[2] + "': expected none, gzip or zstd");
        return 2;
    }
    int interval;
    try {
      interval = args.length > 3 ? Integer.parseInt(args[3]) : 300;
      if (interval < 1 || interval > 0xFFFF) throw new NumberFormatException();
    } catch (NumberFormatException e) {
      err.println("keyframe interval must be 1..65535 but got '" + args[3] + "'");
      return 2;
    }
    try {
      int frames = convert(Paths.get(args[0]), Paths.get(args[1]), comp, interval);
      out.println("wrote " + frames + " frames to " + args[1]);
      return 0;
    } catch (IOException e) {
      err.println(args[0] + ": " + e.getMessage());
      return 1;
    }
  }
}
