package org.replays4j.butter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.Damage;

/**
 * A decoded .echoreplay (the recorder's text format, docs/formats/butter.md#echoreplay) in the
 * butter frame model, with full float precision. The header is derived the way the butter writer
 * derives it (players in order of first appearance, values of the first frame). Memory grows with
 * the number of frames: stream untrusted files with {@link EchoReplayReader#stream} instead. The
 * {@code read} methods without a reader salvage ({@link EchoReplayReader#salvaging()}): a file
 * damaged after its first row gives the frames before the damage and its {@link #damage()}.
 *
 * @param header header fields as the butter writer would write them (version 3, compression none)
 * @param frames frames in file order, absolute
 * @param damage where the file was damaged when it was read in salvage mode, or null
 */
public record EchoReplay(ButterHeader header, List<ButterFrame> frames, Damage damage) {
  /** Copies the frame list. */
  public EchoReplay {
    frames = List.copyOf(frames);
  }

  /** A whole file (no damage). */
  public EchoReplay(ButterHeader header, List<ButterFrame> frames) {
    this(header, frames, null);
  }

  /** True when the file was read up to its damage ({@link #damage()} is set). */
  public boolean partial() {
    return damage != null;
  }

  /** Reads a whole file (zip or text) with default limits; salvages a damaged one. */
  public static EchoReplay read(byte[] file) throws IOException {
    return read(file, EchoReplayReader.salvaging());
  }

  /** Reads a whole file (zip or text) with {@code reader}. */
  public static EchoReplay read(byte[] file, EchoReplayReader reader) throws IOException {
    return read(new ByteArrayInputStream(file), reader);
  }

  /** Reads a stream (zip or text) to its end (not closed) with default limits; salvages. */
  public static EchoReplay read(InputStream in) throws IOException {
    return read(in, EchoReplayReader.salvaging());
  }

  /**
   * Reads a stream (zip or text) to its end (not closed) with {@code reader}: the text is read line
   * by line and only the frames are kept.
   */
  public static EchoReplay read(InputStream in, EchoReplayReader reader) throws IOException {
    List<ButterFrame> frames = new ArrayList<>();
    ButterHeader[] last = {null};
    Damage[] damage = {null};
    ButterHeader empty =
        reader.stream(
            in,
            new EchoReplayReader.FrameSink() {
              @Override
              public boolean frame(ButterHeader h, ButterFrame f) {
                frames.add(f);
                last[0] = h;
                return true;
              }

              @Override
              public void damage(Damage d) {
                damage[0] = d;
              }
            });
    return new EchoReplay(last[0] != null ? last[0] : empty, frames, damage[0]);
  }

  /** Reads a file (zip or text) with default limits; salvages a damaged one. */
  public static EchoReplay read(Path file) throws IOException {
    return read(file, EchoReplayReader.salvaging());
  }

  /** Reads a file (zip or text) with {@code reader}. */
  public static EchoReplay read(Path file, EchoReplayReader reader) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, reader);
    }
  }
}
