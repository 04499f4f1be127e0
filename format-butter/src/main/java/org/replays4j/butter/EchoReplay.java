package org.replays4j.butter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.butter.record.ButterHeader;

/**
 * A decoded .echoreplay (the recorder's text format, docs/formats/butter.md#echoreplay) in the
 * butter frame model, with full float precision. The header is derived the way the butter writer
 * derives it (players in order of first appearance, values of the first frame). Memory grows with
 * the number of frames: stream untrusted files with {@link EchoReplayReader#stream} instead.
 *
 * @param header header fields as the butter writer would write them (version 3, compression none)
 * @param frames frames in file order, absolute
 */
public record EchoReplay(ButterHeader header, List<ButterFrame> frames) {
  /** Copies the frame list. */
  public EchoReplay {
    frames = List.copyOf(frames);
  }

  /** Reads a whole file (zip or text) with default limits. */
  public static EchoReplay read(byte[] file) throws IOException {
    return read(file, EchoReplayReader.create());
  }

  /** Reads a whole file (zip or text) with {@code reader}. */
  public static EchoReplay read(byte[] file, EchoReplayReader reader) throws IOException {
    return read(new ByteArrayInputStream(file), reader);
  }

  /** Reads a stream (zip or text) to its end (not closed) with default limits. */
  public static EchoReplay read(InputStream in) throws IOException {
    return read(in, EchoReplayReader.create());
  }

  /**
   * Reads a stream (zip or text) to its end (not closed) with {@code reader}: the text is read line
   * by line and only the frames are kept.
   */
  public static EchoReplay read(InputStream in, EchoReplayReader reader) throws IOException {
    List<ButterFrame> frames = new ArrayList<>();
    ButterHeader[] last = {null};
    ButterHeader empty =
        reader.stream(
            in,
            (h, f) -> {
              frames.add(f);
              last[0] = h;
              return true;
            });
    return new EchoReplay(last[0] != null ? last[0] : empty, frames);
  }

  /** Reads a file (zip or text) with default limits. */
  public static EchoReplay read(Path file) throws IOException {
    return read(file, EchoReplayReader.create());
  }

  /** Reads a file (zip or text) with {@code reader}. */
  public static EchoReplay read(Path file, EchoReplayReader reader) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, reader);
    }
  }
}
