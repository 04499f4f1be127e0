package org.replays4j.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import org.replays4j.core.collect.CollectionRun;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.io.AtomicOutput;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The one way the CLI writes what it produces, for every command: standard output, or a file that
 * appears complete or not at all.
 *
 * <ul>
 *   <li>A file ({@code -o FILE} of inspect, stats and events through {@link #open}; the tables of
 *       export and the files of convert through {@link #file}) is written to a temporary file
 *       beside it ({@link AtomicOutput}) and renamed over it by {@link #commit()} once complete: a
 *       run that fails, is stopped or killed leaves an earlier file as it was.
 *   <li>Every write, flush and close goes through {@link Checked}: an error is a {@link Failed}
 *       naming the output in a plain sentence, which ends the run with exit code 1 ({@link
 *       Main#run}). Nothing is swallowed, as {@code PrintWriter} and {@code System.out} would.
 *   <li>Standard output closed by its reader ({@code replays4j events BIG | head -1}: a broken
 *       pipe) is the one failure that ends the run quietly, with exit code 0.
 *   <li>An output that is one of the command's inputs, or lies inside an input folder, is refused
 *       ({@link #refuseInputs}) before anything is opened, so no input is ever replaced.
 * </ul>
 */
final class Output implements AutoCloseable {
  /**
   * An output could not be written: one plain sentence naming it and what to do. A {@link
   * CollectionRun.Stop} (an {@link Error}) so that it passes through {@code PrintWriter} (which
   * would swallow an {@link IOException}), decoders and the commands' per-file handlers, which turn
   * exceptions into per-file failures, and ends the run; {@link Main#run} catches it and reports it
   * once.
   */
  static final class Failed extends CollectionRun.Stop {
    private static final long serialVersionUID = 1L;
    private final boolean quiet;

    Failed(String message, boolean quiet, Throwable cause) {
      super(message, cause);
      this.quiet = quiet;
    }

    /** True when standard output was closed by its reader: the run ends without a message. */
    boolean quiet() {
      return quiet;
    }
  }

  /** What standard output is called in messages. */
  static final String STDOUT = "standard output";

  /**
   * The process's standard output as bytes (file descriptor 1), checked: for commands that write
   * binary data there ({@code convert -o -}). Text goes through the command line's writer ({@link
   * Main#stdout}), which shares the descriptor; flush that first.
   */
  static final OutputStream STDOUT_BYTES =
      new Checked(new FileOutputStream(FileDescriptor.out), STDOUT);

  /**
   * A stream whose every write, flush or close error is a {@link Failed} naming the output; once
   * failed, every later call fails the same way. Standard output's broken pipe is a quiet failure.
   */
  static final class Checked extends OutputStream {
    private final OutputStream out;
    private final String name;
    private Failed failed;

    /**
     * @param name the output in messages: a path, or {@link #STDOUT}
     */
    Checked(OutputStream out, String name) {
      this.out = out;
      this.name = name;
    }

    /** A new {@link Failed} each time (one instance cannot be thrown and suppressed by itself). */
    private Failed failed(IOException e) {
      if (failed == null) failed = failure(name, e);
      return new Failed(failed.getMessage(), failed.quiet(), failed.getCause());
    }

    @Override
    public void write(int b) {
      if (failed != null) throw failed(null);
      try {
        out.write(b);
      } catch (IOException e) {
        throw failed(e);
      }
    }

    @Override
    public void write(byte[] b, int off, int len) {
      if (failed != null) throw failed(null);
      try {
        out.write(b, off, len);
      } catch (IOException e) {
        throw failed(e);
      }
    }

    @Override
    public void flush() {
      if (failed != null) throw failed(null);
      try {
        out.flush();
      } catch (IOException e) {
        throw failed(e);
      }
    }

    /** Flushes and closes; a failure to do either is a {@link Failed}. */
    @Override
    public void close() {
      flush();
      try {
        out.close();
      } catch (IOException e) {
        throw failed(e);
      }
    }

    /** Closes the stream underneath without a word (an output being discarded). */
    void abandon() {
      try {
        out.close();
      } catch (IOException | RuntimeException e) {
        // the output is discarded anyway
      }
    }
  }

  /**
   * The failure of writing {@code name}: quiet for a closed standard output (a broken pipe), else
   * one sentence with the reason in plain words, what to do, and what became of the output.
   */
  static Failed failure(String name, IOException e) {
    if (STDOUT.equals(name) && isBrokenPipe(e)) {
      return new Failed("standard output closed", true, e);
    }
    String reason = reason(e);
    String advice = advice(reason);
    String after =
        STDOUT.equals(name)
            ? "nothing more was written"
            : "the previous file, if any, is unchanged";
    return new Failed(
        "cannot write "
            + Terminal.escape(name)
            + ": "
            + reason
            + (advice == null ? "" : " (" + advice + ")")
            + "; "
            + after,
        false,
        e);
  }

  /** The failure of writing the file {@code path}. */
  static Failed failure(Path path, IOException e) {
    return failure(path.toString(), e);
  }

  /** True for the error of writing to a pipe whose reader has gone. */
  static boolean isBrokenPipe(IOException e) {
    String m = e.getMessage();
    return m != null && m.toLowerCase(Locale.ROOT).contains("broken pipe");
  }

  private static final String NO_SPACE = "no space left on the device";
  private static final String QUOTA = "the disk quota is exceeded";
  private static final String READ_ONLY = "the file system is read-only";
  private static final String DENIED = "permission denied";
  private static final String NO_FOLDER = "no such file or folder";

  /**
   * What went wrong with a file, in plain words and without exception class names ({@code
   * permission denied}, {@code no space left on the device}, or the operating system's own words),
   * for reading and writing alike.
   */
  static String reason(IOException e) {
    if (e instanceof AccessDeniedException) return DENIED;
    if (e instanceof FileAlreadyExistsException) return "a file of that name exists already";
    if (e instanceof NoSuchFileException) return NO_FOLDER;
    if (e instanceof NotDirectoryException) return "part of the path is not a folder";
    if (e instanceof DirectoryNotEmptyException) return "it is a folder that is not empty";
    String m =
        e instanceof FileSystemException fs && fs.getReason() != null
            ? fs.getReason()
            : e.getMessage();
    if (m == null || m.isBlank()) return "an input/output error";
    String l = m.toLowerCase(Locale.ROOT);
    if (l.contains("no space left")) return NO_SPACE;
    if (l.contains("disk quota")) return QUOTA;
    if (l.contains("read-only file system")) return READ_ONLY;
    if (l.contains("permission denied")) return DENIED;
    if (l.contains("is a directory")) return "it is a folder";
    if (l.contains("file too large")) return "the file is larger than the file system allows";
    return Terminal.escape(m);
  }

  /** What to do about a write that failed for {@code reason}, or null. */
  private static String advice(String reason) {
    return switch (reason) {
      case NO_SPACE, QUOTA -> "free some space, or write elsewhere";
      case READ_ONLY, DENIED -> "write elsewhere, to a folder you can write to";
      case NO_FOLDER -> "create its folder first";
      case "it is a folder" -> "name a file";
      default -> null;
    };
  }

  /**
   * An exception a command did not expect, as the one line the user sees: an I/O error as the path
   * and the reason in plain words ({@link #reason}), anything else as an internal error with its
   * message.
   */
  static String plain(Throwable t) {
    if (t instanceof UncheckedIOException u) t = u.getCause();
    if (t instanceof IOException io) {
      String file = io instanceof FileSystemException fs ? fs.getFile() : null;
      return (file != null ? Terminal.escape(file) + ": " : "") + reason(io);
    }
    String m = t.getMessage();
    return "internal error: " + Terminal.escape(m == null || m.isBlank() ? t.toString() : m);
  }

  // ------------------------------------------------------------------ inputs

  /**
   * Refuses (a usage error) an output that is one of {@code inputs} (the same file, links followed,
   * hard links included) or lies inside an input folder: its contents would be read as inputs, or
   * replace an input of that name. Standard input ({@code -}) is never an output's path. Called
   * before anything is opened.
   *
   * @param output a file or folder the command writes
   * @param what how the message names it ({@code the output}, {@code the output folder})
   */
  static void refuseInputs(CommandSpec spec, Path output, List<Path> inputs, String what) {
    String clash = clash(output, inputs);
    if (clash != null) {
      throw new ParameterException(
          spec.commandLine(),
          what
              + " "
              + Terminal.escape(output.toString())
              + " "
              + clash
              + "; nothing was written: choose a place outside the inputs with -o");
    }
  }

  /** Why {@code output} clashes with {@code inputs}, or null when it does not. */
  static String clash(Path output, List<Path> inputs) {
    Path out = real(output);
    for (Path in : inputs) {
      if (in.toString().equals(ReplayCollection.STDIN)) continue;
      Path r = real(in);
      if (Files.isDirectory(r)) {
        if (out.startsWith(r)) {
          return out.equals(r)
              ? "is the input folder " + Terminal.escape(in.toString())
              : "is inside the input folder " + Terminal.escape(in.toString());
        }
      } else if (out.equals(r) || sameFile(output, in)) {
        return "is the input file " + Terminal.escape(in.toString());
      }
    }
    return null;
  }

  /** {@code p} with links followed as far as it exists, then its remaining names as they are. */
  static Path real(Path p) {
    Path abs = p.toAbsolutePath().normalize();
    try {
      if (Files.exists(abs)) return abs.toRealPath();
    } catch (IOException | RuntimeException e) {
      // fall through: resolve the parent
    }
    Path parent = abs.getParent();
    return parent == null ? abs : real(parent).resolve(abs.getFileName());
  }

  private static boolean sameFile(Path a, Path b) {
    try {
      return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  // ------------------------------------------------------------------ files

  /**
   * A new output file for {@code destination} (its folder must exist): the temporary file beside
   * it. A failure is a {@link Failed}: the run stops with one message, instead of one per input.
   */
  static AtomicOutput file(Path destination) {
    try {
      return AtomicOutput.create(destination);
    } catch (IOException e) {
      throw failure(destination, e);
    }
  }

  /**
   * Deletes the temporary files that runs killed without a chance to clean up (SIGKILL) left in
   * {@code dir} ({@link AtomicOutput#removeStale}); once per folder and run, before writing there.
   */
  static void sweep(Path dir) {
    try {
      if (Files.isDirectory(dir)) AtomicOutput.removeStale(dir);
    } catch (IOException e) {
      throw failure(dir, e);
    }
  }

  /** The checked stream writing {@code file}'s temporary file from its start. */
  static Checked stream(AtomicOutput file) {
    try {
      return new Checked(file.newOutputStream(), file.destination().toString());
    } catch (IOException e) {
      discard(file);
      throw failure(file.destination(), e);
    }
  }

  /**
   * Commits {@code outputs} together ({@link AtomicOutput#commitAll}); a failure is a {@link
   * Failed}.
   */
  static void commitAll(List<AtomicOutput> outputs) {
    try {
      AtomicOutput.commitAll(outputs);
    } catch (IOException e) {
      Path first = outputs.isEmpty() ? Path.of(".") : outputs.get(0).destination();
      throw failure(first, e);
    }
  }

  /**
   * Creates the folder {@code dir} (and its parents) for a command's output files; a failure (a
   * file of that name, a folder that cannot be written) is a {@link Failed} in plain words.
   */
  static void folder(Path dir) {
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new Failed(
          "cannot write into "
              + Terminal.escape(dir.toString())
              + ": it is a file, not a folder; name a folder with -o",
          false,
          null);
    }
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw failure(dir, e);
    }
  }

  // ------------------------------------------------------------------ text output

  private final PrintWriter writer;
  private final AtomicOutput file;
  private final Checked stream;
  private boolean committed;

  /** Standard output: flushed, never discarded. */
  private Output(PrintWriter stdout) {
    this.writer = stdout;
    this.file = null;
    this.stream = null;
  }

  /** {@code stream} written in UTF-8; it goes into {@code file}, or in place when that is null. */
  private Output(Checked stream, AtomicOutput file) {
    this.writer = writer(stream);
    this.file = file;
    this.stream = stream;
  }

  /** A UTF-8 writer over {@code out}, buffered. */
  static PrintWriter writer(OutputStream out) {
    return new PrintWriter(
        new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16));
  }

  /**
   * The output for {@code path}, or standard output when it is null or {@code -}. A file is refused
   * when it is one of {@code inputs} or inside an input folder, or a folder (usage errors, before
   * anything is opened); a file that cannot be created is a {@link Failed}.
   */
  static Output open(CommandSpec spec, Path path, List<Path> inputs) {
    if (path == null || path.toString().equals("-")) return new Output(spec.commandLine().getOut());
    if (Files.isDirectory(path)) {
      throw new ParameterException(
          spec.commandLine(),
          "the output " + Terminal.escape(path.toString()) + " is a folder; name a file with -o");
    }
    refuseInputs(spec, path, inputs, "the output");
    if (Files.exists(path) && !Files.isRegularFile(path)) {
      // a device or a pipe (/dev/null, /dev/stdout, a FIFO): written in place, checked, since a
      // rename would replace the device itself
      try {
        Checked stream =
            new Checked(Files.newOutputStream(path, StandardOpenOption.WRITE), path.toString());
        return new Output(stream, null);
      } catch (IOException e) {
        throw new ParameterException(spec.commandLine(), failure(path, e).getMessage());
      }
    }
    // what stops the file being created is a usage error, as the path is (exit code 2)
    try {
      Path dir = path.toAbsolutePath().normalize().getParent();
      if (dir != null) sweep(dir);
      AtomicOutput file = file(path);
      Checked stream = stream(file);
      return new Output(stream, file);
    } catch (Failed e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  PrintWriter writer() {
    return writer;
  }

  /**
   * The output is complete: flushed, and a file closed and renamed over its destination. Any
   * failure is a {@link Failed} (and the file is discarded by {@link #close()}).
   */
  void commit() {
    writer.flush(); // a failure throws through the PrintWriter (Checked)
    if (stream != null) stream.close();
    if (file != null) commitAll(List.of(file));
    committed = true;
  }

  /**
   * Flushes standard output; discards a file not {@link #commit() committed} (the run failed or
   * stopped: the destination keeps its earlier content).
   */
  @Override
  public void close() {
    if (committed) return;
    if (stream == null) {
      writer.flush(); // standard output: what was written so far
    } else {
      stream.abandon();
      if (file != null) discard(file);
    }
  }

  /** Deletes {@code file}'s temporary file unless it was committed; never fails. */
  static void discard(AtomicOutput file) {
    try {
      file.close();
    } catch (IOException | UncheckedIOException e) {
      // left for the next run's removeStale
    }
  }
}
