package org.replays4j.butter;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.Damage;

/**
 * A whole decoded replay: header, chunk table and a detached copy of every frame. Built by {@link
 * Collector}, a visitor on top of the {@link ButterVisitor} API. Memory grows with the number of
 * frames: decode untrusted files through a visitor instead. The {@code read} methods without a
 * decoder read in salvage mode ({@link ButterDecoder#salvaging()}): a file damaged after its header
 * gives every whole frame before the damage, with {@link #damage()} ({@link #partial()}).
 *
 * @param header the file header
 * @param chunks the chunk table entries in order (those reached)
 * @param frames every frame (detached copies), in order
 * @param damage where the file was damaged when it was read in salvage mode, or null
 */
public record ButterReplay(
    ButterHeader header, List<ButterChunkInfo> chunks, List<ButterFrame> frames, Damage damage) {

  /** Copies the lists. */
  public ButterReplay {
    chunks = List.copyOf(chunks);
    frames = List.copyOf(frames);
  }

  /** An undamaged replay. */
  public ButterReplay(ButterHeader header, List<ButterChunkInfo> chunks, List<ButterFrame> frames) {
    this(header, chunks, frames, null);
  }

  /** True when the file was damaged and this replay holds only the frames before the damage. */
  public boolean partial() {
    return damage != null;
  }

  /** Reads a whole file with default limits and options; salvages a damaged one. */
  public static ButterReplay read(byte[] file) throws IOException {
    return read(file, ButterDecoder.salvaging());
  }

  /** Reads a whole file with {@code decoder}. */
  public static ButterReplay read(byte[] file, ButterDecoder decoder) throws IOException {
    return decoder.collect(file, new Collector()).result();
  }

  /** Reads a stream to its end (not closed) with default limits and options; salvages. */
  public static ButterReplay read(InputStream in) throws IOException {
    return read(in, ButterDecoder.salvaging());
  }

  /** Reads a stream to its end (not closed) with {@code decoder}. */
  public static ButterReplay read(InputStream in, ButterDecoder decoder) throws IOException {
    return decoder.collect(in, new Collector()).result();
  }

  /** Reads a file with default limits and options; salvages a damaged one. */
  public static ButterReplay read(Path file) throws IOException {
    return read(file, ButterDecoder.salvaging());
  }

  /**
   * Reads a file with {@code decoder}, streamed (one chunk in memory at a time besides the frames).
   */
  public static ButterReplay read(Path file, ButterDecoder decoder) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, decoder);
    }
  }

  /** Recording duration: last frame time minus first, in seconds (0 for fewer than two frames). */
  public double durationSeconds() {
    return frames.size() < 2
        ? 0
        : (frames.get(frames.size() - 1).timeMs - frames.get(0).timeMs) / 1000.0;
  }

  /** Collects a {@link ButterReplay}. */
  public static final class Collector extends ButterVisitor {
    private ButterHeader header;
    private final List<ButterChunkInfo> chunks = new ArrayList<>();
    private final List<ButterFrame> frames = new ArrayList<>();
    private Damage damage;

    /** A collector delegating to nothing. */
    public Collector() {
      super(null);
    }

    @Override
    public void visitHeader(ButterHeader h) {
      header = h;
    }

    @Override
    public void visitChunk(ButterChunkInfo c) {
      chunks.add(c);
    }

    @Override
    public void visitFrame(ButterFrame frame) {
      frames.add(frame.copy());
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
    }

    /** Frames collected so far (also usable after a decoding error). */
    public List<ButterFrame> frames() {
      return frames;
    }

    /** The replay collected so far. */
    public ButterReplay result() {
      return new ButterReplay(header, chunks, frames, damage);
    }
  }
}
