package org.replays4j.core.collect;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.Hex;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.ReplaySource;

/**
 * One entry of a {@link ReplayCollection}, in the collection's order: a file or standard input to
 * read, or an entry the walk passes over with its {@link #reason() reason}. Entries come out of the
 * walk {@link EntryStatus#LISTED listed} (path, size and modification time known, content not read)
 * or already {@link EntryStatus#SKIPPED skipped}/{@link EntryStatus#FAILED failed} (a FIFO, a
 * symlink loop, a missing path); {@link #detect()} reads the first bytes of a listed entry and
 * returns it as a {@link EntryStatus#REPLAY replay} with its format and source, or as skipped or
 * failed. Immutable and thread-safe; {@link #detect()} is meant to run in a worker thread, so a
 * walk over 100,000 files reads nothing until a consumer asks.
 */
public final class CollectionEntry {
  /** The name standard input goes by in {@link #name()} ({@code -}, as it was given). */
  public static final String STDIN_NAME = ReplayCollection.STDIN;

  /** What the entry reads from. */
  enum Kind {
    /** A regular file, read (and re-read) by path. */
    FILE,
    /** Standard input, read once into memory within the decode limits. */
    STDIN,
    /** A named pipe or character device named explicitly: read once like standard input. */
    STREAM
  }

  /**
   * Where an entry is and how the walk found it, fixed from the walk on; the collection makes each
   * entry from one.
   */
  record Listing(
      ReplayCollection owner,
      long index,
      String name,
      Path path,
      boolean named,
      Kind kind,
      FileTime lastModified) {
    /** A file found outside a walk or not read, its modification time unknown. */
    static Listing file(ReplayCollection owner, long index, String name, Path path, boolean named) {
      return new Listing(owner, index, name, path, named, Kind.FILE, null);
    }

    /** The entry listed here, content not read yet ({@code size} -1 when unknown). */
    CollectionEntry listed(long size) {
      return new CollectionEntry(
          this, new Content(size, EntryStatus.LISTED, null, null, null, null, null));
    }

    /**
     * The entry not read: failed when it was named explicitly, in strict mode or (for content no
     * format recognises) when its name has a replay's extension; skipped otherwise.
     */
    CollectionEntry notRead(long size, EntryReason reason, String message) {
      return listed(size).notRead(reason, message, null, size);
    }

    /**
     * The entry not read because no format could look at its content: a container (gzip, xz, zstd)
     * whose header or first block is broken; failed or skipped as {@link #notRead(long,
     * EntryReason, String)}, with the error's message and offsets in its {@link #outcome()}.
     */
    CollectionEntry unrecognisable(long size, ReplayFormatException error) {
      return listed(size).notRead(EntryReason.NOT_A_REPLAY, error.getMessage(), error, size);
    }
  }

  /**
   * What is known of an entry's content: its stored size, where it stands, why it is not read (with
   * the message and error), and for a recognised file its format and source.
   */
  private record Content(
      long size,
      EntryStatus status,
      EntryReason reason,
      String message,
      ReplayFormat format,
      ReplaySource source,
      ReplayFormatException error) {}

  private final Listing at;
  private final Content is;

  private CollectionEntry(Listing at, Content is) {
    this.at = at;
    this.is = is;
  }

  /**
   * Content no format recognises is "not recognised" when that is a failure and "not a replay" when
   * the file is skipped; other messages are kept.
   */
  private static String prefixed(EntryStatus s, EntryReason reason, String message) {
    if (reason != EntryReason.NOT_A_REPLAY) return message;
    return (s == EntryStatus.FAILED ? "not recognised: " : "not a replay: ") + message;
  }

  /**
   * This entry, found outside a walk, as a replay of {@code f} read from {@code src} ({@link
   * ReplayCollection#resolve}), or failed when {@code f} only detects.
   */
  CollectionEntry decided(ReplayFormat f, ReplaySource src, long storedSize) {
    if (!f.decoderAvailable()) {
      return with(
          new Content(
              storedSize,
              EntryStatus.FAILED,
              EntryReason.DECODER_NOT_AVAILABLE,
              "decoder not available: the "
                  + f.id()
                  + " module recognises this file but cannot decode it yet",
              f,
              null,
              null));
    }
    return with(new Content(storedSize, EntryStatus.REPLAY, null, null, f, src, null));
  }

  private CollectionEntry with(Content content) {
    return new CollectionEntry(at, content);
  }

  /** This entry not read, skipped or failed by the collection's rules ({@link Listing#notRead}). */
  private CollectionEntry notRead(
      EntryReason reason, String message, ReplayFormatException error, long size) {
    EntryStatus s =
        at.owner().fails(at.name(), at.named(), reason) ? EntryStatus.FAILED : EntryStatus.SKIPPED;
    return with(new Content(size, s, reason, prefixed(s, reason, message), null, null, error));
  }

  /**
   * Position in the collection's order, from 0: entries of one walk are numbered consecutively,
   * skipped and failed ones included.
   */
  public long index() {
    return at.index();
  }

  /**
   * The entry as the user knows it: the path as given on the command line joined with the names
   * below it ({@code replays/2024/game.slp}), or {@code -} for standard input.
   */
  public String name() {
    return at.name();
  }

  /** The file, absent for standard input. */
  public Optional<Path> path() {
    return at.kind() == Kind.STDIN ? Optional.empty() : Optional.ofNullable(at.path());
  }

  /** True when the path was given explicitly (not found inside a directory). */
  public boolean named() {
    return at.named();
  }

  /** True for standard input ({@code -}). */
  public boolean stdin() {
    return at.kind() == Kind.STDIN;
  }

  /**
   * Stored size in bytes (container included), or -1 when unknown (standard input and pipes before
   * {@link #detect()}, entries that could not be read).
   */
  public long size() {
    return is.size();
  }

  /** Last modification time of a file, as listed; absent for standard input and unread entries. */
  public Optional<FileTime> lastModified() {
    return Optional.ofNullable(at.lastModified());
  }

  /** Where the entry stands. */
  public EntryStatus status() {
    return is.status();
  }

  /** True when the entry is a replay to read ({@link EntryStatus#REPLAY}). */
  public boolean isReplay() {
    return is.status() == EntryStatus.REPLAY;
  }

  /** Why the entry is not read; absent for listed entries and replays. */
  public Optional<EntryReason> reason() {
    return Optional.ofNullable(is.reason());
  }

  /**
   * What the user is told about an entry not read, e.g. {@code "symlink loop: a/b -> .."} or {@code
   * "not a replay: no format (…) matched the content; it starts with 23 20 72 65"}; null for listed
   * entries and replays.
   */
  public String message() {
    return is.message();
  }

  /** The recognised format (replays, and recognised files whose decoder is not available). */
  public Optional<ReplayFormat> format() {
    return Optional.ofNullable(is.format());
  }

  /**
   * The bytes to decode, for a replay.
   *
   * @throws IllegalStateException when the entry is not a replay
   */
  public ReplaySource source() {
    if (is.source() == null) {
      throw new IllegalStateException(
          at.name() + " is " + is.status() + ", not a replay: call detect()");
    }
    return is.source();
  }

  /**
   * The decode error behind a failure, when there was one (e.g. standard input over the limits).
   */
  public Optional<ReplayFormatException> error() {
    return Optional.ofNullable(is.error());
  }

  /**
   * What became of an entry the walker did not read ({@link EntryStatus#SKIPPED} or {@link
   * EntryStatus#FAILED}): skipped with its reason, or failed with its message (the decode error's
   * message and offsets when the message is the error's).
   *
   * @throws IllegalStateException when the entry is listed or a replay
   */
  public FileOutcome outcome() {
    String name = at.name();
    if (is.status() == EntryStatus.SKIPPED)
      return FileOutcome.skipped(name, is.size(), is.message());
    if (is.status() != EntryStatus.FAILED) {
      throw new IllegalStateException(
          name + " is " + is.status() + ": it has no outcome of its own");
    }
    String id = is.format() == null ? null : is.format().id();
    ReplayFormatException error = is.error();
    return error != null && is.message().endsWith(error.getMessage())
        ? FileOutcome.failure(name, id, is.size(), error)
        : FileOutcome.failure(name, id, is.size(), is.message());
  }

  /**
   * Reads the first bytes of a {@link EntryStatus#LISTED listed} entry and returns it decided: a
   * {@link EntryStatus#REPLAY replay} with its format and source, or not read with its reason
   * (content no format recognises, a file that cannot be opened, standard input over the limits).
   * Standard input and named pipes are read here, once, into memory, at most {@link
   * org.replays4j.core.error.DecodeLimits#maxDecompressedBytes()} bytes. Any other entry is
   * returned as it is. Never throws.
   */
  public CollectionEntry detect() {
    if (is.status() != EntryStatus.LISTED) return this;
    ReplaySource src;
    long storedSize = is.size();
    try {
      if (at.kind() == Kind.FILE) {
        src = ReplaySource.of(at.path());
      } else {
        boolean stdin = at.kind() == Kind.STDIN;
        ReplayCollection.ReadWhole whole =
            at.owner().readOnce(stdin ? null : at.path(), stdin ? "stdin" : at.name());
        storedSize = whole.size();
        src = whole.source();
      }
    } catch (ReplayFormatException e) {
      if (e.kind() == ReplayFormatException.Kind.LIMIT_EXCEEDED) {
        return notRead(
            EntryReason.TOO_LARGE,
            EntryReason.TOO_LARGE.label() + ": " + e.getMessage(),
            e,
            storedSize);
      }
      return notRead(EntryReason.NOT_A_REPLAY, e.getMessage(), e, storedSize);
    } catch (NoSuchFileException e) {
      return notRead(EntryReason.NOT_FOUND, "no such file: it was removed after listing", null, -1);
    } catch (AccessDeniedException e) {
      return notRead(EntryReason.UNREADABLE, "unreadable: permission denied", null, storedSize);
    } catch (IOException | RuntimeException e) {
      return notRead(EntryReason.UNREADABLE, "unreadable: " + reason(e), null, storedSize);
    }
    try {
      Optional<Replays.Opened> opened = Replays.detect(src);
      if (opened.isEmpty()) {
        return notRead(EntryReason.NOT_A_REPLAY, unrecognised(src), null, storedSize);
      }
      return decided(opened.get().format(), src, storedSize);
    } catch (ReplayFormatException e) {
      // a container (gzip, xz, zstd) whose header or first block is broken
      return notRead(EntryReason.NOT_A_REPLAY, e.getMessage(), e, storedSize);
    } catch (IOException | RuntimeException e) {
      return notRead(EntryReason.UNREADABLE, "unreadable: " + reason(e), null, storedSize);
    }
  }

  /**
   * Why a file could not be read, in the operating system's words ({@code Is a directory}, {@code
   * Input/output error}) rather than an exception's class name.
   */
  static String reason(Exception e) {
    String m =
        e instanceof FileSystemException fs && fs.getReason() != null
            ? fs.getReason()
            : e.getMessage();
    return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
  }

  /**
   * Why no format recognised {@code source}: the formats tried and the first bytes (the caller puts
   * "not a replay" or "not recognised" before it).
   */
  static String unrecognised(ReplaySource source) throws IOException {
    List<ReplayFormat> formats = Replays.formats();
    if (formats.isEmpty()) return "no replay formats are installed";
    byte[] head = source.head();
    StringBuilder sb = new StringBuilder("no format (");
    sb.append(String.join(", ", formats.stream().map(ReplayFormat::id).toList()))
        .append(") matched the content");
    if (source.compression() != Compression.NONE) {
      sb.append(" after ")
          .append(source.compression().name().toLowerCase(Locale.ROOT))
          .append(" decompression");
    }
    if (head.length == 0) {
      sb.append("; the file is empty");
    } else {
      sb.append("; it starts with ").append(Hex.of(head, 0, Math.min(head.length, 8)));
    }
    return sb.toString();
  }

  /** {@code name: status (reason)}, for logs and tests. */
  @Override
  public String toString() {
    return at.name() + ": " + is.status() + (is.message() == null ? "" : " (" + is.message() + ")");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CollectionEntry e
        && at.index() == e.at.index()
        && at.name().equals(e.at.name())
        && is.status() == e.is.status()
        && is.reason() == e.is.reason()
        && Objects.equals(is.message(), e.is.message());
  }

  @Override
  public int hashCode() {
    return Objects.hash(at.index(), at.name(), is.status());
  }
}
