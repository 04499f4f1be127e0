package org.replays4j.testkit;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The open descriptors of a process on a file, read from a Linux {@code /proc/PID/fd} folder. */
public final class OpenFiles {
  private OpenFiles() {}

  /**
   * How many of the descriptors listed in {@code fds} ({@code /proc/self/fd}, {@code /proc/PID/fd})
   * point at {@code file}; 0 when the folder cannot be listed (the process ended).
   */
  public static long count(Path fds, Path file) {
    long n = 0;
    try (DirectoryStream<Path> all = Files.newDirectoryStream(fds)) {
      for (Path fd : all) {
        try {
          if (Files.readSymbolicLink(fd).equals(file)) n++;
        } catch (IOException gone) {
          // a descriptor closed while the folder was listed (the listing's own among them)
        }
      }
    } catch (IOException e) {
      return 0;
    }
    return n;
  }
}
