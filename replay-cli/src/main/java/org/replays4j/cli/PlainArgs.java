package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The command lines a command runs without picocli: its name, then paths, flags without values and
 * {@code -t N} (or {@code --threads N}), each flag at most once. Picocli builds its model of a
 * command by reflection, mostly interpreted in a short run (about a tenth of a second of CPU time,
 * a fifth of {@code ruleset} over a folder of 23 games); the commands most often run in scripts
 * read their common command lines here and leave everything else (options with values, help, {@code
 * --}, {@code @file}s, repeated flags, bad paths) to picocli, which then reports it as usual. The
 * result is the same either way.
 *
 * @param flags the flags given, each one of the command's plain flags
 * @param paths the paths, in order, at least one
 * @param threads the number of threads given with {@code -t}, at least 1, or 0 when not given
 */
record PlainArgs(Set<String> flags, List<Path> paths, int threads) {
  /**
   * The flags and paths of {@code args} when it is {@code command} followed by paths, flags of
   * {@code plainFlags} and at most one {@code -t N} (a decimal number from 1), or null for anything
   * else.
   */
  static PlainArgs parse(String[] args, String command, List<String> plainFlags) {
    if (args.length < 2 || !args[0].equals(command)) return null;
    Set<String> flags = new HashSet<>();
    List<Path> paths = new ArrayList<>();
    int threads = 0;
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (plainFlags.contains(a)) {
        if (!flags.add(a)) return null;
      } else if (a.equals("-t") || a.equals("--threads")) {
        if (threads != 0 || i + 1 == args.length || !args[i + 1].matches("[0-9]{1,4}")) return null;
        threads = Integer.parseInt(args[++i]);
        if (threads < 1) return null;
      } else if (a.isEmpty() || a.startsWith("@") || a.startsWith("-") && !a.equals("-")) {
        return null;
      } else {
        try {
          paths.add(Path.of(a));
        } catch (InvalidPathException e) {
          return null; // picocli reports it
        }
      }
    }
    return paths.isEmpty() ? null : new PlainArgs(Set.copyOf(flags), List.copyOf(paths), threads);
  }

  /** Whether {@code flag} was given. */
  boolean has(String flag) {
    return flags.contains(flag);
  }

  /** Sets the threads of {@code parallel} when {@code -t} was given. */
  void threads(Options.Threads parallel) {
    if (threads > 0) parallel.threads = threads;
  }

  /** A command's run on a plain command line, with the writers of standard output and stderr. */
  interface Run {
    int run() throws InterruptedException;
  }

  /**
   * Runs {@code run} and returns its exit code, reporting what it throws as picocli's handler in
   * {@link Main} does (one line on {@code err}, exit code {@link Main#FAILED}); {@code out} is
   * flushed in the end.
   */
  static int run(Run run, PrintWriter out, PrintWriter err) throws InterruptedException {
    try {
      return run.run();
    } catch (RuntimeException e) {
      err.println("replays4j: " + Output.plain(e));
      err.flush();
      return Main.FAILED;
    } finally {
      out.flush();
    }
  }
}
