package org.replays4j.core.collect;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.Vector;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.CollectionEntry.Kind;
import org.replays4j.core.collect.CollectionEntry.Listing;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;

/**
 * A collection of replays named by paths: the one walker every consumer reads its input through.
 *
 * <p><b>Order.</b> The paths are taken in the order given. A directory stands for everything below
 * it, depth first, each directory's entries sorted by name compared as UTF-8 bytes (unsigned), so
 * that a path sorts component by component ({@code a/z.slp} before {@code a.slp}, {@code B} before
 * {@code a}): the same order on every machine, locale and file system. {@code -} stands for
 * standard input. Symbolic links to files and directories are followed.
 *
 * <p><b>What is not read</b> comes out as an entry with a {@link EntryReason reason}, never
 * silently: hidden names ({@code .} first) inside a directory, FIFOs, sockets and devices inside a
 * directory, dangling links, symlink loops (a link back to a directory being walked, or a link to
 * itself: reported once, never followed), a directory reached again through another link, entries
 * that cannot be opened or listed, content no format recognises. Such an entry is {@link
 * EntryStatus#SKIPPED skipped} when it was found in a directory and {@link EntryStatus#FAILED
 * failed} when it was named explicitly, when its name has a replay's extension (a {@code .slp} no
 * format recognises is a damaged replay, not a stray file) or in {@link Builder#strict strict}
 * mode; hidden entries and directories already listed are skipped even then. A named FIFO or
 * character device ({@code <(zcat game.slp.gz)}) is read once, like standard input.
 *
 * <p><b>Laziness and memory.</b> {@link #iterator()} walks as it is consumed: each directory's
 * names are listed and sorted when the walk enters it, nothing is read from a file until {@link
 * CollectionEntry#detect()} (meant for the consumer's worker threads), and standard input is read
 * there within {@link DecodeLimits#maxDecompressedBytes()}. Memory grows with the depth of the tree
 * and the size of the largest directory, not with the number of files.
 *
 * <p>Immutable and thread-safe; every {@link #iterator()} is a new walk (standard input can only be
 * read by one of them).
 *
 * <pre>{@code
 * ReplayCollection replays = ReplayCollection.builder(List.of(Path.of("replays"))).build();
 * for (CollectionEntry listed : replays) {
 *   CollectionEntry e = listed.detect();
 *   if (e.isReplay()) System.out.println(e.format().get().summarize(e.source(), limits));
 *   else System.err.println(e.name() + ": " + e.status() + ": " + e.message());
 * }
 * }</pre>
 */
public final class ReplayCollection implements Iterable<CollectionEntry> {
  /** The path that stands for standard input. */
  public static final String STDIN = "-";

  /** Compression suffixes removed before the extension test of {@link #hasReplayExtension}. */
  private static final List<String> COMPRESSED = List.of(".gz", ".xz", ".zst");

  private final List<Path> paths;
  private final boolean strict;
  private final DecodeLimits limits;
  private final Supplier<InputStream> stdin;
  private final Admission admission;
  private final Set<String> replayExtensions;

  private ReplayCollection(Builder b) {
    this.paths = List.copyOf(b.paths);
    this.strict = b.strict;
    this.limits = b.limits;
    this.stdin = b.stdin;
    this.admission = b.admission;
    Set<String> ext = new HashSet<>();
    for (ReplayFormat f : Replays.formats()) {
      try {
        for (String e : f.extensions()) ext.add(e.toLowerCase(Locale.ROOT));
      } catch (RuntimeException e) {
        // a format that cannot list its extensions contributes none
      }
    }
    this.replayExtensions = Set.copyOf(ext);
  }

  /** The collection of {@code paths} with the defaults (not strict, default limits). */
  public static ReplayCollection of(List<Path> paths) {
    return builder(paths).build();
  }

  /** A builder for the collection of {@code paths} ({@code -} for standard input). */
  public static Builder builder(List<Path> paths) {
    return new Builder(paths);
  }

  /** Configures a {@link ReplayCollection}. Not thread-safe. */
  public static final class Builder {
    private final List<Path> paths;
    private boolean strict;
    private DecodeLimits limits = DecodeLimits.DEFAULT;
    private Supplier<InputStream> stdin = () -> System.in;
    private Admission admission = Admission.UNLIMITED;

    private Builder(List<Path> paths) {
      this.paths = new ArrayList<>(Objects.requireNonNull(paths, "paths"));
      for (Path p : this.paths) Objects.requireNonNull(p, "a path is null");
    }

    /**
     * When true, every entry that is not a replay is a failure, also inside directories (hidden
     * entries and directories already listed excepted). Default false.
     */
    public Builder strict(boolean strict) {
      this.strict = strict;
      return this;
    }

    /** The limits standard input is read within (the decoders take theirs from the caller). */
    public Builder limits(DecodeLimits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /**
     * Where {@code -} reads from (default {@link System#in}); called once per walk that needs it.
     */
    public Builder stdin(Supplier<InputStream> stdin) {
      this.stdin = Objects.requireNonNull(stdin, "stdin");
      return this;
    }

    /**
     * What {@link ReplayCollection#acquire} asks before a decode (default {@link
     * Admission#UNLIMITED}).
     */
    public Builder admission(Admission admission) {
      this.admission = Objects.requireNonNull(admission, "admission");
      return this;
    }

    /** The collection. */
    public ReplayCollection build() {
      return new ReplayCollection(this);
    }
  }

  /** The paths as given. */
  public List<Path> paths() {
    return paths;
  }

  /** Whether every non-replay is a failure. */
  public boolean strict() {
    return strict;
  }

  /** The limits standard input is read within. */
  public DecodeLimits limits() {
    return limits;
  }

  /** A new walk over the collection, lazily, in the documented order. */
  @Override
  public Iterator<CollectionEntry> iterator() {
    return new Walk();
  }

  /** {@link #iterator()} as an ordered sequential stream. */
  public Stream<CollectionEntry> stream() {
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(
            iterator(), Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE),
        false);
  }

  /**
   * The entries a walk lists as files to read (listed, not yet detected) and their stored bytes
   * added up: what a progress display counts on. Walks the tree once without reading any file or
   * standard input (whose size counts as 0).
   */
  public Totals totals() {
    long files = 0;
    long bytes = 0;
    for (Iterator<CollectionEntry> it = new Walk(); it.hasNext(); ) {
      CollectionEntry e = it.next();
      if (e.status() == EntryStatus.LISTED) {
        files++;
        bytes += Math.max(0, e.size());
      }
    }
    return new Totals(files, bytes);
  }

  /**
   * What {@link #totals()} counts.
   *
   * @param files entries listed to be read (files, standard input)
   * @param bytes their listed stored size in bytes
   */
  public record Totals(long files, long bytes) {}

  /**
   * Waits for the collection's {@link Admission} to admit {@code entry}: call it for each listed
   * entry in the walker's order before decoding it, and close the permit when the decode is over
   * (see {@link Admission}).
   */
  public Admission.Permit acquire(CollectionEntry entry) throws InterruptedException {
    return admission.acquire(entry);
  }

  /**
   * Decides a source found outside a walk (an object store listed by another file system, a stream
   * a caller holds) the way the walk decides its files: a replay when a format that decodes
   * recognises it, otherwise skipped or failed by the same rules.
   *
   * @param index the position to report in {@link CollectionEntry#index()}
   * @param named true when the source was named explicitly (then a non-replay fails)
   */
  public CollectionEntry resolve(long index, ReplaySource source, boolean named) {
    String name = source.name();
    long size;
    try {
      size = source.storedSize();
    } catch (IOException | RuntimeException e) {
      size = -1;
    }
    Listing found = Listing.file(this, index, name, source.path().orElse(null), named);
    Listing unread = Listing.file(this, index, name, null, named);
    try {
      Optional<Replays.Opened> opened = Replays.detect(source);
      if (opened.isEmpty()) {
        return found.notRead(size, EntryReason.NOT_A_REPLAY, CollectionEntry.unrecognised(source));
      }
      return found.listed(size).decided(opened.get().format(), source, size);
    } catch (ReplayFormatException e) {
      // a container whose header or first block is broken: its error, as the walk keeps it
      return unread.unrecognisable(size, e);
    } catch (IOException | RuntimeException e) {
      return unread.notRead(
          size, EntryReason.UNREADABLE, "unreadable: " + CollectionEntry.reason(e));
    }
  }

  /**
   * True when {@code fileName}'s extension, after a compression suffix ({@code .gz}, {@code .xz},
   * {@code .zst}) is removed, is the extension of an installed format.
   */
  public boolean hasReplayExtension(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    for (String z : COMPRESSED) {
      if (n.endsWith(z)) {
        n = n.substring(0, n.length() - z.length());
        break;
      }
    }
    int dot = n.lastIndexOf('.');
    int slash = n.lastIndexOf('/');
    return dot > slash && dot >= 0 && replayExtensions.contains(n.substring(dot + 1));
  }

  /**
   * The order of names within a directory: their UTF-8 bytes compared as unsigned numbers. Applied
   * to each component of a path it gives the collection's order; consumers that list files another
   * way (a Hadoop file system) sort with {@link #PATH_ORDER}.
   */
  public static final Comparator<String> NAME_ORDER =
      (a, b) ->
          Arrays.compareUnsigned(
              a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));

  /**
   * The collection's order of {@code /}-separated paths: component by component, each compared by
   * {@link #NAME_ORDER} (a directory's files come right after its name, before any sibling that
   * sorts after it).
   */
  public static final Comparator<String> PATH_ORDER =
      (a, b) -> {
        String[] x = a.split("/", -1);
        String[] y = b.split("/", -1);
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
          int c = NAME_ORDER.compare(x[i], y[i]);
          if (c != 0) return c;
        }
        return Integer.compare(x.length, y.length);
      };

  /** Whether an entry not read for {@code reason} is a failure (see the class description). */
  boolean fails(String name, boolean named, EntryReason reason) {
    if (reason == EntryReason.HIDDEN || reason == EntryReason.ALREADY_LISTED) return false;
    if (named || strict) return true;
    return (reason == EntryReason.NOT_A_REPLAY || reason == EntryReason.UNREADABLE)
        && hasReplayExtension(fileName(name));
  }

  private static String fileName(String name) {
    int slash = name.lastIndexOf('/');
    return slash < 0 ? name : name.substring(slash + 1);
  }

  /**
   * The most bytes one input read whole may hold, whatever {@link
   * DecodeLimits#maxDecompressedBytes()}: what one Java array holds (a few bytes under 2 GiB), so
   * that a limit above it is refused by name instead of cutting the input short.
   */
  static final long MAX_READ_WHOLE = Integer.MAX_VALUE - 8;

  /** An input read whole: its source (over the bytes, not copied) and its size. */
  record ReadWhole(ReplaySource source, long size) {}

  /** The largest piece the bytes of an input read whole are kept in (64 MiB). */
  private static final int MAX_PIECE = 64 << 20;

  /**
   * Reads standard input ({@code pipe == null}) or a named pipe whole, at most {@link
   * DecodeLimits#maxDecompressedBytes()} bytes (and at most {@link #MAX_READ_WHOLE}), keeping one
   * copy: pieces of growing size, joined into one array only while small, else streamed to the
   * decoder from the pieces. Input beyond the limit, or more than this process's heap holds, is a
   * {@code LIMIT_EXCEEDED} that names the input, the limit and what to do.
   *
   * @param name the source's name
   */
  ReadWhole readOnce(Path pipe, String name) throws IOException {
    return readOnce(pipe, name, MAX_READ_WHOLE, MAX_PIECE);
  }

  /**
   * {@link #readOnce(Path, String)} with the most bytes an input read whole may hold and the size
   * up to which its pieces are joined into one array (smaller in tests).
   */
  ReadWhole readOnce(Path pipe, String name, long maxWhole, long joinUpTo) throws IOException {
    long max = limits.maxDecompressedBytes();
    long cap = Math.min(max, maxWhole);
    String what = pipe == null ? "standard input" : pipe.toString();
    List<byte[]> pieces = new ArrayList<>();
    long total = 0;
    try (InputStream in = pipe == null ? new KeepOpen(stdin.get()) : Files.newInputStream(pipe)) {
      int size = 1 << 16;
      // one byte beyond the cap tells that there is more
      while (total <= cap) {
        byte[] piece = new byte[(int) Math.min(size, cap + 1 - total)];
        int n = in.readNBytes(piece, 0, piece.length);
        total += n;
        if (n > 0) pieces.add(n == piece.length ? piece : Arrays.copyOf(piece, n));
        if (n < piece.length) break;
        size = Math.min(size * 2, MAX_PIECE);
      }
    } catch (OutOfMemoryError e) {
      long read = total;
      pieces = null;
      throw ReplayFormatException.limitExceeded(
          "input",
          read,
          "the memory of this process (an input read whole)",
          Runtime.getRuntime().maxMemory(),
          what
              + " holds more than the "
              + read
              + " bytes that fitted: save it to a file and name the file, or give Java more"
              + " memory (-Xmx)");
    }
    if (total > cap) {
      pieces.clear();
      // no format is known before the bytes are read: the error names the input
      if (max > maxWhole) {
        throw ReplayFormatException.limitExceeded(
            "input",
            cap,
            "the size of an input read whole (what one Java array holds; maxDecompressedBytes "
                + max
                + " is above it)",
            cap,
            what + " holds more: save it to a file and name the file");
      }
      throw ReplayFormatException.limitExceeded(
          "input",
          max,
          "maxDecompressedBytes (an input read whole)",
          max,
          what
              + " holds more: it is larger than the limit, or endless (raise"
              + " --max-decompressed-bytes, or name a file)");
    }
    return new ReadWhole(source(name, pieces, total, joinUpTo), total);
  }

  /**
   * A source over {@code pieces} ({@code total} bytes): one array up to {@code joinUpTo} bytes,
   * else streamed from the pieces.
   */
  private static ReplaySource source(String name, List<byte[]> pieces, long total, long joinUpTo)
      throws IOException {
    if (pieces.isEmpty()) return ReplaySource.of(name, new byte[0]);
    if (pieces.size() == 1) return ReplaySource.of(name, pieces.get(0));
    if (total <= joinUpTo) {
      byte[] all = new byte[(int) total];
      int at = 0;
      for (byte[] p : pieces) {
        System.arraycopy(p, 0, all, at, p.length);
        at += p.length;
      }
      return ReplaySource.of(name, all);
    }
    List<byte[]> kept = List.copyOf(pieces);
    return ReplaySource.of(
        name,
        total,
        () -> {
          Vector<InputStream> streams = new Vector<>();
          for (byte[] p : kept) streams.add(new ByteArrayInputStream(p));
          return new SequenceInputStream(streams.elements());
        });
  }

  /** Standard input belongs to the process: reading it must not close it. */
  private static final class KeepOpen extends FilterInputStream {
    KeepOpen(InputStream in) {
      super(in);
    }

    @Override
    public void close() {}
  }

  /** The file-type bits of {@code unix:mode}. */
  private static final int S_IFMT = 0170000;

  private static final int S_IFIFO = 0010000;
  private static final int S_IFCHR = 0020000;
  private static final int S_IFBLK = 0060000;
  private static final int S_IFSOCK = 0140000;

  /** The reason a file that is neither regular nor a directory is not read. */
  private static EntryReason specialType(Path p) {
    try {
      int mode = (Integer) Files.getAttribute(p, "unix:mode");
      return switch (mode & S_IFMT) {
        case S_IFIFO -> EntryReason.FIFO;
        case S_IFSOCK -> EntryReason.SOCKET;
        case S_IFCHR, S_IFBLK -> EntryReason.DEVICE;
        default -> EntryReason.OTHER_FILE_TYPE;
      };
    } catch (IOException | RuntimeException e) {
      return EntryReason.OTHER_FILE_TYPE;
    }
  }

  /** True for a named pipe or character device, which a named path may read once. */
  private static boolean isCharDevice(Path p) {
    try {
      int mode = (Integer) Files.getAttribute(p, "unix:mode");
      return (mode & S_IFMT) == S_IFCHR;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /** One directory being walked: its sorted entries and where the walk is in them. */
  private static final class Frame {
    final Object key;
    final Path dir;
    final String display;
    final List<String> names;
    int next;

    Frame(Object key, Path dir, String display, List<String> names) {
      this.key = key;
      this.dir = dir;
      this.display = display;
      this.names = names;
    }
  }

  /** A depth-first walk over the paths, one directory listing per level. */
  private final class Walk implements Iterator<CollectionEntry> {
    private final Deque<Frame> stack = new ArrayDeque<>();
    private final Set<Object> listed = new HashSet<>();
    private int arg;
    private long index;
    private boolean stdinSeen;
    private CollectionEntry next;

    @Override
    public boolean hasNext() {
      while (next == null) {
        Frame top = stack.peek();
        if (top != null) {
          if (top.next < top.names.size()) {
            String childName = top.names.get(top.next++);
            next = visit(top.dir.resolve(childName), join(top.display, childName), false);
          } else {
            stack.pop();
          }
        } else if (arg < paths.size()) {
          Path p = paths.get(arg++);
          next = named(p);
        } else {
          return false;
        }
      }
      return true;
    }

    @Override
    public CollectionEntry next() {
      if (!hasNext()) throw new NoSuchElementException();
      CollectionEntry e = next;
      next = null;
      return e;
    }

    private String join(String dir, String child) {
      return dir.endsWith("/") ? dir + child : dir + "/" + child;
    }

    private CollectionEntry named(Path p) {
      String display = p.toString();
      if (display.equals(STDIN)) {
        if (stdinSeen) {
          return Listing.file(ReplayCollection.this, index++, STDIN, null, true)
              .notRead(
                  -1,
                  EntryReason.STDIN_REPEATED,
                  EntryReason.STDIN_REPEATED.label() + ": it is read once, at its first mention");
        }
        stdinSeen = true;
        return new Listing(ReplayCollection.this, index++, STDIN, null, true, Kind.STDIN, null)
            .listed(-1);
      }
      return visit(p, display, true);
    }

    /** The entry for {@code p}, or null after entering it when it is a directory. */
    private CollectionEntry visit(Path p, String display, boolean named) {
      Path fileName = p.getFileName();
      if (!named && fileName != null && fileName.toString().startsWith(".")) {
        return notRead(
            p, display, false, EntryReason.HIDDEN, "hidden: names starting with . are not read");
      }
      BasicFileAttributes attrs;
      try {
        attrs = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      } catch (NoSuchFileException e) {
        return notRead(p, display, named, EntryReason.NOT_FOUND, "no such file or directory");
      } catch (IOException | RuntimeException e) {
        return notRead(p, display, named, EntryReason.UNREADABLE, "unreadable: " + e.getMessage());
      }
      if (attrs.isSymbolicLink()) {
        try {
          attrs = Files.readAttributes(p, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
          return notRead(
              p,
              display,
              named,
              EntryReason.DANGLING_LINK,
              "dangling link: " + linkText(p) + " does not exist");
        } catch (FileSystemException e) {
          if (isLoop(e)) {
            return notRead(
                p,
                display,
                named,
                EntryReason.SYMLINK_LOOP,
                "symlink loop: " + linkText(p) + " leads back to itself");
          }
          return notRead(
              p, display, named, EntryReason.UNREADABLE, "unreadable: " + e.getMessage());
        } catch (IOException | RuntimeException e) {
          return notRead(
              p, display, named, EntryReason.UNREADABLE, "unreadable: " + e.getMessage());
        }
      }
      if (attrs.isDirectory()) return enter(p, display, named, attrs);
      if (attrs.isRegularFile()) {
        return new Listing(
                ReplayCollection.this,
                index++,
                display,
                p,
                named,
                Kind.FILE,
                attrs.lastModifiedTime())
            .listed(attrs.size());
      }
      EntryReason type = specialType(p);
      if (named && (type == EntryReason.FIFO || type == EntryReason.DEVICE && isCharDevice(p))) {
        // a pipe or terminal named explicitly (process substitution, /dev/stdin): read it once
        return new Listing(ReplayCollection.this, index++, display, p, true, Kind.STREAM, null)
            .listed(-1);
      }
      return notRead(p, display, named, type, type.label() + ": not a regular file");
    }

    private CollectionEntry enter(Path dir, String display, boolean named, BasicFileAttributes a) {
      Object key = a.fileKey();
      if (key == null) {
        try {
          key = dir.toRealPath().toString();
        } catch (IOException | RuntimeException e) {
          key = dir.toAbsolutePath().normalize().toString();
        }
      }
      for (Frame f : stack) {
        if (f.key.equals(key)) {
          return notRead(
              dir,
              display,
              named,
              EntryReason.SYMLINK_LOOP,
              "symlink loop: " + linkText(dir) + " leads back to " + f.display);
        }
      }
      if (!listed.add(key)) {
        return notRead(
            dir,
            display,
            named,
            EntryReason.ALREADY_LISTED,
            "directory already listed through another path");
      }
      List<String> names = new ArrayList<>();
      try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
        for (Path child : ds) {
          Path n = child.getFileName();
          if (n != null) names.add(n.toString());
        }
      } catch (AccessDeniedException e) {
        return notRead(
            dir, display, named, EntryReason.UNREADABLE, "unreadable directory: permission denied");
      } catch (FileSystemLoopException e) {
        return notRead(
            dir, display, named, EntryReason.SYMLINK_LOOP, "symlink loop: " + e.getMessage());
      } catch (IOException | RuntimeException e) {
        return notRead(
            dir, display, named, EntryReason.UNREADABLE, "unreadable directory: " + e.getMessage());
      }
      names.sort(NAME_ORDER);
      stack.push(new Frame(key, dir, display, names));
      return null;
    }

    /** An entry the walk does not read (its size unknown). */
    private CollectionEntry notRead(
        Path p, String display, boolean named, EntryReason reason, String message) {
      return Listing.file(ReplayCollection.this, index++, display, p, named)
          .notRead(-1, reason, message);
    }
  }

  /** True when {@code e} is the operating system's "too many levels of symbolic links". */
  private static boolean isLoop(FileSystemException e) {
    String r = e.getReason();
    return e instanceof FileSystemLoopException
        || r != null && r.toLowerCase(Locale.ROOT).contains("symbolic links");
  }

  /** {@code path -> target}, for messages about links. */
  private static String linkText(Path p) {
    try {
      return p + " -> " + Files.readSymbolicLink(p);
    } catch (IOException | RuntimeException e) {
      return p.toString();
    }
  }
}
