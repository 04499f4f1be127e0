package org.replays4j.core;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.zip.GZIPInputStream;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.BoundedInputStream;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.DecompressionBudget;
import org.replays4j.core.io.Decompressor;
import org.replays4j.core.io.FormatErrorInputStream;

/**
 * One replay input: a file or an in-memory byte array, with transparent unwrapping of gzip, zstd
 * and xz containers (detected by magic bytes, not by extension). Immutable; every call to {@link
 * #openStream()} starts from the beginning.
 */
public final class ReplaySource {
  /** Bytes examined by {@link #head()} for probing. */
  public static final int HEAD_BYTES = 4096;

  private final String name;
  private final Path path;
  private final byte[] bytes;
  private final Opener opener;
  private final long openerSize;
  private final Compression compression;

  /**
   * Opens the stored bytes of a source that is neither a local file nor in memory; see {@link
   * #of(String, long, Opener)}.
   */
  @FunctionalInterface
  public interface Opener {
    /** A new stream over the stored bytes, from their start; the caller closes it. */
    InputStream open() throws IOException;
  }

  private ReplaySource(String name, Path path, byte[] bytes) throws IOException {
    this(name, path, bytes, null, -1);
  }

  private ReplaySource(String name, Path path, byte[] bytes, Opener opener, long openerSize)
      throws IOException {
    this.name = name;
    this.path = path;
    this.bytes = bytes;
    this.opener = opener;
    this.openerSize = openerSize;
    byte[] magic = new byte[6];
    int n;
    try (InputStream in = rawStream()) {
      n = in.readNBytes(magic, 0, magic.length);
    }
    this.compression = Compression.detect(magic, n);
  }

  /** A file. */
  public static ReplaySource of(Path path) throws IOException {
    return new ReplaySource(path.toString(), path, null);
  }

  /** In-memory bytes (not copied; do not modify them afterwards). */
  public static ReplaySource of(String name, byte[] bytes) {
    try {
      return new ReplaySource(name, null, bytes);
    } catch (IOException e) {
      throw new IllegalStateException("in-memory source cannot fail", e);
    }
  }

  /**
   * Stored bytes that {@code opener} streams on demand (a file on another file system, an object in
   * a store): nothing is read but the first bytes (to detect the container) until a decoder asks,
   * so the streaming decoders read such a source in bounded memory. {@code opener} is called once
   * per stream and must start at the first byte each time.
   *
   * @param storedSize the stored size in bytes (what {@link #storedSize()} reports)
   */
  public static ReplaySource of(String name, long storedSize, Opener opener) throws IOException {
    return new ReplaySource(
        name, null, null, java.util.Objects.requireNonNull(opener, "opener"), storedSize);
  }

  /** File name or the name given for in-memory bytes. */
  public String name() {
    return name;
  }

  /** The file, when this source is one. */
  public Optional<Path> path() {
    return Optional.ofNullable(path);
  }

  /** The outer container, {@link Compression#NONE} for a plain file. */
  public Compression compression() {
    return compression;
  }

  /** Stored size in bytes. */
  public long storedSize() throws IOException {
    if (bytes != null) return bytes.length;
    return opener != null ? openerSize : Files.size(path);
  }

  /** The stored bytes, container included. */
  public InputStream rawStream() throws IOException {
    if (bytes != null) return new ByteArrayInputStream(bytes);
    return new BufferedInputStream(
        opener != null ? opener.open() : Files.newInputStream(path), 1 << 16);
  }

  /**
   * The decompressed content as a stream, without limits (probing reads a bounded prefix with it);
   * decoders use {@link #openStream(DecodeLimits)}. The caller closes it.
   */
  public InputStream openStream() throws IOException {
    return decompress(rawStream());
  }

  /**
   * The decompressed content as a stream bounded by {@code limits}: a compressed container fails
   * with a {@link ReplayFormatException} once it produces more than {@link
   * DecodeLimits#maxDecompressedBytes()} or more than {@link DecodeLimits#maxDecompressionRatio()}
   * bytes per compressed byte (past {@link DecodeLimits#RATIO_FLOOR_BYTES}); see {@link
   * DecompressionBudget}. A plain file is returned as stored. The caller closes it.
   */
  public InputStream openStream(DecodeLimits limits) throws IOException {
    if (compression == Compression.NONE) return rawStream();
    DecompressionBudget budget =
        new DecompressionBudget(
            "core", compression.name().toLowerCase(java.util.Locale.ROOT), limits);
    return budget.bound(decompress(budget.countCompressed(rawStream())));
  }

  private InputStream decompress(InputStream raw) throws IOException {
    try {
      switch (compression) {
        case NONE:
          return raw;
        case GZIP:
          try {
            return new GzipErrors(new GZIPInputStream(raw, 1 << 16));
          } catch (java.util.zip.ZipException | java.io.EOFException e) {
            throw GzipErrors.asFormatError(e, 0);
          }
        default:
          for (Decompressor d :
              ServiceLoader.load(Decompressor.class, ReplaySource.class.getClassLoader())) {
            if (d.compression() != compression) continue;
            try {
              return d.open(raw);
            } catch (java.io.EOFException e) {
              // a container cut inside its header (an .xz file of 12 bytes or
              // less)
              throw new ReplayFormatException(
                  "core",
                  0,
                  null,
                  compression.name().toLowerCase(java.util.Locale.ROOT),
                  "expected a complete "
                      + compression
                      + " header but the file ended (truncated input)",
                  e);
            }
          }
          throw new ReplayFormatException(
              "core",
              0,
              null,
              null,
              "expected a "
                  + compression
                  + " decompressor on the class path (format-teehistorian or "
                  + "format-butter provide one) but found none");
      }
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /** The first up to {@link #HEAD_BYTES} decompressed bytes (for probing). */
  public byte[] head() throws IOException {
    try (InputStream in = openStream()) {
      return in.readNBytes(HEAD_BYTES);
    }
  }

  /**
   * The whole decompressed content. A stored plain file is refused when it is larger than {@code
   * limits.maxDecompressedBytes()}; a compressed one is read through the same {@link
   * DecompressionBudget} as {@link #openStream(DecodeLimits)}, into a buffer that never grows
   * beyond what the budget allows. So a caller never allocates more than it allowed.
   */
  public byte[] readAllBytes(DecodeLimits limits) throws IOException {
    if (bytes != null && compression == Compression.NONE) {
      DecodeLimits.check("core", 0, "file size", limits.maxDecompressedBytes(), bytes.length);
      return bytes;
    }
    if (compression == Compression.NONE) {
      // A plain file: refuse before reading when its size is already known to be too large.
      long size = storedSize();
      DecodeLimits.check("core", 0, "file size", limits.maxDecompressedBytes(), size);
      try (InputStream in =
          new BoundedInputStream("core", rawStream(), limits.maxDecompressedBytes())) {
        return in.readAllBytes();
      }
    }
    DecompressionBudget budget =
        new DecompressionBudget(
            "core", compression.name().toLowerCase(java.util.Locale.ROOT), limits);
    try (InputStream in = decompress(budget.countCompressed(rawStream()))) {
      return budget.readAll(in, -1);
    }
  }

  /**
   * Reports a corrupt or truncated gzip container as bad input ({@link ReplayFormatException} with
   * the decompressed offset reached) instead of the JDK's {@code ZipException}/{@code
   * EOFException}.
   */
  private static final class GzipErrors extends FormatErrorInputStream {
    GzipErrors(InputStream in) {
      super(in);
    }

    static ReplayFormatException asFormatError(IOException e, long offset) {
      String what =
          e instanceof java.io.EOFException
              ? "expected more gzip data but the file ended (truncated input)"
              : "expected a valid gzip stream but got an error: " + e.getMessage();
      return new ReplayFormatException("core", offset, null, "gzip", what, e);
    }

    @Override
    protected ReplayFormatException formatError(Exception e, long offset) {
      return e instanceof java.util.zip.ZipException || e instanceof java.io.EOFException
          ? asFormatError((IOException) e, offset)
          : null;
    }
  }

  @Override
  public String toString() {
    return "ReplaySource["
        + name
        + (compression == Compression.NONE ? "" : ", " + compression)
        + "]";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ReplaySource s
        && name.equals(s.name)
        && java.util.Objects.equals(path, s.path)
        && Arrays.equals(bytes, s.bytes)
        && java.util.Objects.equals(opener, s.opener);
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }
}
