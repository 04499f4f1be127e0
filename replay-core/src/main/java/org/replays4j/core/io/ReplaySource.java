package org.replays4j.core.io;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

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
    try (InputStream in = probeStream()) {
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
    return new ReplaySource(name, null, null, Objects.requireNonNull(opener, "opener"), storedSize);
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

  /**
   * Takes from {@code budget} the heap one decode of this source is expected to need, waiting while
   * other decodes hold it (see {@link MemoryBudget}): the container's window, read from its header
   * (an xz dictionary, a zstd window; 64 KiB for gzip), plus twice the content's size (the bytes a
   * decoder may hold and a model of about their size), the content taken as the stored size for a
   * plain file and as five times it (the most real replays compress), at most {@link
   * DecodeLimits#maxDecompressedBytes()}, for a compressed one. An estimate above the budget is cut
   * to the whole budget (the decode then runs alone); a window above it can never fit and fails
   * with {@code LIMIT_EXCEEDED} naming this source. Compressed streams opened by the same thread
   * while it holds the grant take nothing more. Close the grant when the decode is done.
   */
  public MemoryBudget.Grant acquireMemory(MemoryBudget budget, DecodeLimits limits)
      throws IOException {
    long stored = storedSize();
    long window = 0;
    long content = stored;
    if (compression != Compression.NONE) {
      byte[] h;
      try (InputStream in = rawStream()) {
        h = in.readNBytes(64);
      }
      window = containerWindow(compression, h, limits);
      content = Math.min(limits.maxDecompressedBytes(), Math.max(stored, stored * 5));
    }
    String fmt = compression.name().toLowerCase(Locale.ROOT);
    if (window > budget.capacity()) {
      throw ReplayFormatException.limitExceeded(
          compression == Compression.NONE ? "core" : fmt,
          0,
          "memory budget (" + fmt + " window of " + name + ")",
          budget.capacity(),
          window);
    }
    long estimate = window + 2 * content + limits.streamWindowBytes();
    return budget.acquire(fmt, "decode of " + name, Math.min(budget.capacity(), estimate));
  }

  /**
   * The decoder memory a container's header asks for: an xz stream's first LZMA2 dictionary (plus
   * the decoder's own 1 MiB), a zstd frame's window (its content size for a single-segment frame),
   * gzip's 64 KiB. Unreadable headers give 0 (the decompressor reports them).
   */
  static long containerWindow(Compression c, byte[] h, DecodeLimits limits) {
    switch (c) {
      case GZIP:
        return 64 << 10;
      case ZSTD:
        {
          // 4 magic, Frame_Header_Descriptor, then Window_Descriptor unless Single_Segment
          if (h.length < 6) return 0;
          int fhd = h[4] & 0xFF;
          if ((fhd & 0x20) != 0) return 0; // the window is the content, counted apart
          int wd = h[5] & 0xFF;
          long base = 1L << (10 + (wd >>> 3));
          return base + (base / 8) * (wd & 7);
        }
      case XZ:
        {
          // 12-byte stream header, then the block header: size, flags, optional compressed and
          // uncompressed sizes (varints), then per filter its id, properties size and properties
          int p = 12;
          if (h.length <= p + 1 || h[p] == 0) return 0;
          int flags = h[p + 1] & 0xFF;
          p += 2;
          if ((flags & 0x40) != 0) p = skipVarint(h, p);
          if ((flags & 0x80) != 0) p = skipVarint(h, p);
          for (int f = 0; f <= (flags & 3) && p >= 0 && p + 2 < h.length; f++) {
            int id = h[p] & 0xFF;
            int size = h[p + 1] & 0xFF;
            if (id == 0x21 && size == 1 && p + 2 < h.length) {
              int d = h[p + 2] & 0x3F;
              if (d > 40) return 0;
              long dict = d == 40 ? 0xFFFFFFFFL : (long) (2 | (d & 1)) << (d / 2 + 11);
              return dict + (1 << 20);
            }
            p += 2 + size;
          }
          return 0;
        }
      default:
        return 0;
    }
  }

  private static int skipVarint(byte[] h, int p) {
    for (int i = 0; i < 9 && p < h.length; i++) if ((h[p++] & 0x80) == 0) return p;
    return -1;
  }

  /** The stored bytes, container included. */
  public InputStream rawStream() throws IOException {
    if (bytes != null) return new ByteArrayInputStream(bytes);
    return new BufferedInputStream(
        opener != null ? opener.open() : Files.newInputStream(path), 1 << 16);
  }

  /**
   * The stored bytes for reading a few kilobytes at their start: a file is read without {@link
   * #rawStream}'s 64 KiB buffer, which would be allocated and filled (64 KiB read) for the 6 bytes
   * of the compression magic and again for the {@link #head}.
   */
  private InputStream probeStream() throws IOException {
    if (bytes == null && opener == null) return Files.newInputStream(path);
    return rawStream();
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
        new DecompressionBudget("core", compression.name().toLowerCase(Locale.ROOT), limits);
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
          } catch (ZipException | EOFException e) {
            throw GzipErrors.asFormatError(e, 0);
          }
        default:
          for (Decompressor d :
              ServiceLoader.load(Decompressor.class, ReplaySource.class.getClassLoader())) {
            if (d.compression() != compression) continue;
            try {
              return d.open(raw);
            } catch (EOFException e) {
              // a container cut inside its header (an .xz file of 12 bytes or
              // less)
              throw new ReplayFormatException(
                  "core",
                  0,
                  null,
                  compression.name().toLowerCase(Locale.ROOT),
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
    try (InputStream in = compression == Compression.NONE ? probeStream() : openStream()) {
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
      if (path != null && opener == null) {
        byte[] whole = readSized(path, size);
        if (whole != null) return whole;
      }
      try (InputStream in =
          new BoundedInputStream("core", rawStream(), limits.maxDecompressedBytes())) {
        return in.readAllBytes();
      }
    }
    DecompressionBudget budget =
        new DecompressionBudget("core", compression.name().toLowerCase(Locale.ROOT), limits);
    try (InputStream in = decompress(budget.countCompressed(rawStream()))) {
      return budget.readAll(in, -1);
    }
  }

  /**
   * The file's bytes read straight into one array of its size (no intermediate buffers), or null
   * when the file turns out longer than {@code size} (it grows, or it is a device reporting no
   * size): the caller then reads it through a bounded stream. Reads at most 1 MiB per call, so the
   * JDK's temporary direct buffer stays small.
   */
  private static byte[] readSized(Path path, long size) throws IOException {
    if (size > Integer.MAX_VALUE - 8) return null;
    try (SeekableByteChannel ch = Files.newByteChannel(path)) {
      byte[] b = new byte[(int) size];
      ByteBuffer buf = ByteBuffer.wrap(b);
      while (buf.hasRemaining()) {
        buf.limit(Math.min(b.length, buf.position() + (1 << 20)));
        if (ch.read(buf) < 0) return Arrays.copyOf(b, buf.position());
        buf.limit(b.length);
      }
      return ch.read(ByteBuffer.allocate(1)) < 0 ? b : null;
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
          e instanceof EOFException
              ? "expected more gzip data but the file ended (truncated input)"
              : "expected a valid gzip stream but got an error: " + e.getMessage();
      return new ReplayFormatException("core", offset, null, "gzip", what, e);
    }

    @Override
    protected ReplayFormatException formatError(Exception e, long offset) {
      return e instanceof ZipException || e instanceof EOFException
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
        && Objects.equals(path, s.path)
        && Arrays.equals(bytes, s.bytes)
        && Objects.equals(opener, s.opener);
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }
}
