package org.replays4j.core.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An output file that appears complete or not at all: it is written to a temporary file in the
 * destination's directory and renamed over the destination by {@link #commit()} (an atomic rename
 * where the file system offers one, a replacing move otherwise). Until then an older file at the
 * destination stays as it was, whatever happens to the writing process.
 *
 * <p>Temporary files are named {@code .<name>.replays4j-tmp-<pid>} (with {@code -<n>} appended when
 * one process writes the same name twice at once), so they are recognisable:
 *
 * <ul>
 *   <li>{@link #close()} deletes the temporary file of an output that was not committed (the
 *       failure path of a writer);
 *   <li>a JVM shutdown hook (registered with the first output) deletes the temporary files of every
 *       output not yet committed when the JVM exits, e.g. on SIGTERM or SIGINT; from then on, no
 *       new output can be created or committed, so a run whose {@link #commitAll commit} has not
 *       started leaves every destination as it was;
 *   <li>a process killed without a chance to clean up (SIGKILL, power loss) leaves its temporary
 *       files behind: a program that writes outputs calls {@link #removeStale} once per run for
 *       each directory it writes to, which deletes those whose process is no longer running.
 * </ul>
 *
 * <p>The rename protects against interrupted processes, not against a crash of the operating
 * system: the data is not forced to the disk before it. An output is used by one thread at a time;
 * the registry behind the shutdown hook is thread-safe.
 */
public final class AtomicOutput implements Closeable {
  /** The marker between the destination's name and the process id. */
  static final String MARKER = ".replays4j-tmp-";

  /** {@code .<name>.replays4j-tmp-<pid>} or {@code ...-<pid>-<n>}; group 1 is the pid. */
  private static final Pattern TEMPORARY =
      Pattern.compile("^\\..+" + Pattern.quote(MARKER) + "(\\d+)(?:-\\d+)?$");

  /** Guards {@link #pending}, {@link #shuttingDown} and every create/commit/cleanup. */
  private static final Object LOCK = new Object();

  private static final Set<AtomicOutput> pending = new LinkedHashSet<>();
  private static boolean hookInstalled;
  private static boolean shuttingDown;

  private final Path destination;
  private final Path temporary;

  /** Committed or closed: the temporary file is gone either way. */
  private boolean done;

  private boolean committed;

  private AtomicOutput(Path destination, Path temporary) {
    this.destination = destination;
    this.temporary = temporary;
  }

  /**
   * Creates the (empty) temporary file for {@code destination}, whose directory must exist.
   *
   * @throws IOException when the temporary file cannot be created, or when the JVM is shutting down
   *     (an interrupted run starts no new output)
   */
  public static AtomicOutput create(Path destination) throws IOException {
    Path dest = destination.toAbsolutePath().normalize();
    Path name = dest.getFileName();
    Path dir = dest.getParent();
    if (name == null || dir == null) {
      throw new IllegalArgumentException("not a file path: " + destination);
    }
    synchronized (LOCK) {
      checkRunning(dest);
      if (!hookInstalled) {
        Runtime.getRuntime()
            .addShutdownHook(new Thread(AtomicOutput::abandonAll, "replays4j-output-cleanup"));
        hookInstalled = true;
      }
      String base = "." + name + MARKER + ProcessHandle.current().pid();
      for (int n = 0; ; n++) {
        Path tmp = dir.resolve(n == 0 ? base : base + "-" + n);
        try {
          Files.createFile(tmp);
        } catch (FileAlreadyExistsException e) {
          continue;
        }
        AtomicOutput out = new AtomicOutput(dest, tmp);
        pending.add(out);
        return out;
      }
    }
  }

  /** Where the output goes when committed (absolute). */
  public Path destination() {
    return destination;
  }

  /** The temporary file to write; it exists (empty) once created, writers may truncate it. */
  public Path temporary() {
    return temporary;
  }

  /** A stream writing the temporary file from its start. */
  public OutputStream newOutputStream() throws IOException {
    return Files.newOutputStream(
        temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
  }

  /** Whether {@link #commit()} moved the file to its destination. */
  public boolean committed() {
    synchronized (LOCK) {
      return committed;
    }
  }

  /**
   * Renames the temporary file over the destination. The caller has closed everything writing it.
   *
   * @throws IOException when the move fails or the JVM is shutting down (the temporary file is then
   *     deleted by the shutdown hook, and the destination is unchanged)
   */
  public void commit() throws IOException {
    commitAll(List.of(this));
  }

  /**
   * Commits {@code outputs} together: either the JVM's shutdown hook has started and none is moved
   * (an {@link IOException}), or all are moved before the hook can run. The renames themselves are
   * separate, so a process killed without warning in the middle of them (SIGKILL) can leave some
   * destinations new and others old.
   */
  public static void commitAll(Collection<AtomicOutput> outputs) throws IOException {
    synchronized (LOCK) {
      for (AtomicOutput o : outputs) {
        if (o.done) throw new IllegalStateException("already committed or closed: " + o);
        checkRunning(o.destination);
      }
      for (AtomicOutput o : outputs) {
        move(o.temporary, o.destination);
        o.done = true;
        o.committed = true;
        pending.remove(o);
      }
    }
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static void checkRunning(Path dest) throws IOException {
    if (shuttingDown) {
      throw new IOException("the process is shutting down: " + dest + " is left unchanged");
    }
  }

  /** Deletes the temporary file unless the output was committed; idempotent. */
  @Override
  public void close() throws IOException {
    synchronized (LOCK) {
      if (done) return;
      done = true;
      pending.remove(this);
      Files.deleteIfExists(temporary);
    }
  }

  /** The shutdown hook: no more outputs, and the temporary files of the pending ones deleted. */
  private static void abandonAll() {
    synchronized (LOCK) {
      shuttingDown = true;
      for (AtomicOutput o : pending) {
        o.done = true;
        try {
          Files.deleteIfExists(o.temporary);
        } catch (IOException | RuntimeException e) {
          // nothing more can be done while the JVM exits; the next run removes it
        }
      }
      pending.clear();
    }
  }

  /**
   * Deletes the temporary files in {@code directory} that processes no longer running left behind
   * (named as this class names them, with the pid of a process that does not exist); files of
   * running processes and every other file are left alone. Returns how many were deleted.
   */
  public static int removeStale(Path directory) throws IOException {
    List<Path> stale = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(directory, ".*" + MARKER + "*")) {
      for (Path p : ds) {
        Optional<Long> pid = ownerPid(p.getFileName().toString());
        if (pid.isPresent()
            && ProcessHandle.of(pid.get()).map(h -> !h.isAlive()).orElse(true)
            && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          stale.add(p);
        }
      }
    }
    int n = 0;
    for (Path p : stale) if (Files.deleteIfExists(p)) n++;
    return n;
  }

  /** The pid in a temporary file's name, empty when {@code fileName} is not one. */
  static Optional<Long> ownerPid(String fileName) {
    Matcher m = TEMPORARY.matcher(fileName);
    if (!m.matches()) return Optional.empty();
    try {
      return Optional.of(Long.parseLong(m.group(1)));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Whether {@code fileName} is the name of a temporary file of this class. */
  public static boolean isTemporaryName(String fileName) {
    return ownerPid(fileName).isPresent();
  }

  @Override
  public String toString() {
    return "AtomicOutput(" + destination + ")";
  }
}
