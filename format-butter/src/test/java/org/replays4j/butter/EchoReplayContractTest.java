package org.replays4j.butter;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.spi.ButterContractTest;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/**
 * {@code .echoreplay} under the cross-format contract: a small generated capture of API frames, as
 * plain text and zipped.
 */
class EchoReplayContractTest extends ReplayFormatContract {
  EchoReplayContractTest() {
    super(new EchoReplayFormat());
  }

  /**
   * The reader's one way in is a stream: the SPI's events from bytes, from a file and from a stream
   * of 7-byte reads must agree on every cut.
   */
  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return sourceWaysIn("cut.echoreplay");
  }

  /**
   * A text log cut right after a line end reads as a shorter complete log (a log has no end
   * marker); a ZIP cut anywhere lacks its central directory, so every cut of a zipped log after its
   * first row is damage.
   */
  @Override
  protected Optional<String> truncationMayGoUnnoticed(Sample s) {
    if (s.name().contains("zip")) return Optional.empty();
    return Optional.of("a text log may end after any line");
  }

  /** {@code frames} lines of "time TAB session JSON", two players a team, the disc moving. */
  static byte[] text(int frames) {
    StringBuilder sb = new StringBuilder();
    for (int f = 0; f < frames; f++) {
      sb.append(String.format(Locale.ROOT, "2024/05/06 07:08:%02d.%03d\t", f / 10, (f % 10) * 100));
      sb.append(
              "{\"sessionid\":\"0A1B2C3D-0000-4000-8000-00000000000F\",\"sessionip\":\"10.0.0.1\",")
          .append("\"client_name\":\"tester\",\"map_name\":\"mpl_arena_a\",\"private_match\":true,")
          .append("\"game_status\":\"playing\",\"game_clock\":")
          .append(300 - f)
          .append(".5,")
          .append("\"blue_points\":")
          .append(f / 7)
          .append(",\"orange_points\":0,")
          .append("\"disc\":{\"position\":[")
          .append(f * 0.25)
          .append(",1.0,-2.5],\"forward\":[0,0,1],\"up\":[0,1,0],")
          .append("\"velocity\":[1.5,0,0]},\"teams\":[");
      for (int t = 0; t < 2; t++) {
        if (t > 0) sb.append(',');
        sb.append("{\"possession\":").append(t == 0).append(",\"players\":[");
        for (int p = 0; p < 2; p++) {
          if (p > 0) sb.append(',');
          String name = (t == 0 ? "blue" : "orange") + p;
          sb.append("{\"name\":\"")
              .append(name)
              .append("\",\"userid\":")
              .append(1000 + 10 * t + p)
              .append(",\"number\":")
              .append(t * 10 + p)
              .append(",\"level\":")
              .append(20 + p)
              .append(",\"ping\":")
              .append(40 + f % 9)
              .append(",\"stunned\":false,")
              .append("\"head\":{\"position\":[")
              .append(p)
              .append(",1.7,")
              .append(t)
              .append("],\"forward\":[0,0,1],\"up\":[0,1,0]},")
              .append("\"body\":{\"position\":[")
              .append(p)
              .append(",1.2,")
              .append(t)
              .append("],\"forward\":[0,0,1],\"up\":[0,1,0]},")
              .append("\"velocity\":[0,0,")
              .append(f * 0.1)
              .append("],\"stats\":{\"points\":")
              .append(f / 9)
              .append(",\"stuns\":1}}");
        }
        sb.append("]}");
      }
      sb.append("]}\r\n");
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  @Override
  protected List<Sample> samples() throws Exception {
    byte[] t = text(12);
    // frames are delivered without offsets, after the whole file is read
    return List.of(
        Sample.of("capture.echoreplay", t).withoutStoredOffsets(),
        Sample.of("capture-zip.echoreplay", EchoReplayReaderTest.zip(t)).withoutStoredOffsets());
  }

  /** The frame model, from the bytes and from a stream, and its conversion to .butter. */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    EchoReplay r = EchoReplay.read(file);
    EchoReplay.read(new ByteArrayInputStream(file));
    ButterWriter.convert(r, ButterCompression.NONE, 30);
  }

  /** The same tables as a {@code .butter} file's. */
  @Override
  protected Set<String> tablesOfWhatWasRead() {
    return ButterContractTest.TABLES_OF_WHAT_WAS_READ;
  }
}
