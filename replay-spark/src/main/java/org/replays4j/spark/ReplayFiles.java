package org.replays4j.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.GlobFilter;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.spark.sql.connector.read.InputPartition;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;

/**
 * Finding the replay files of a read through Hadoop's {@link FileSystem} (so {@code file:}, {@code
 * hdfs:}, {@code s3a:} and every other scheme Spark's file sources read work the same way),
 * grouping them into tasks by bytes, and opening one as a {@link ReplaySource}.
 */
final class ReplayFiles {
  private ReplayFiles() {}

  /**
   * One file of a task.
   *
   * @param hosts the hosts holding the file's first block (HDFS), empty when the file system does
   *     not say
   * @param named true when the path named the file itself (not a directory or glob above it): then
   *     a file that is not a replay is a failure, as on the command line
   */
  record FileRef(String path, long length, List<String> hosts, boolean named)
      implements Serializable {
    private static final long serialVersionUID = 2L;

    FileRef {
      hosts = List.copyOf(hosts);
    }

    FileRef(String path, long length, List<String> hosts) {
      this(path, length, hosts, false);
    }

    FileRef(String path, long length) {
      this(path, length, List.of());
    }
  }

  /** The files one task reads, one after another. */
  record FileGroup(List<FileRef> files) implements InputPartition {
    private static final long serialVersionUID = 1L;

    FileGroup {
      files = List.copyOf(files);
    }

    long bytes() {
      return files.stream().mapToLong(FileRef::length).sum();
    }

    /** Up to three hosts holding most of the group's bytes, as Spark's file sources report them. */
    @Override
    public String[] preferredLocations() {
      Map<String, Long> byHost = new HashMap<>();
      for (FileRef f : files) for (String h : f.hosts()) byHost.merge(h, f.length(), Long::sum);
      return byHost.entrySet().stream()
          .sorted(
              Map.Entry.<String, Long>comparingByValue()
                  .reversed()
                  .thenComparing(Map.Entry.comparingByKey()))
          .limit(3)
          .map(Map.Entry::getKey)
          .toArray(String[]::new);
    }
  }

  /**
   * Every file under {@code paths}: each path may be a glob pattern, a file or a directory;
   * directories are listed recursively. As in Spark's file sources, names starting with {@code _}
   * or {@code .} are skipped ({@code _SUCCESS}, {@code .crc}, hidden files), and {@code globFilter}
   * ({@code pathGlobFilter}), when set, must match the file name. A path that matches nothing is an
   * error, like Spark's "Path does not exist". The files come in the order of the replays4j walker
   * ({@link ReplayCollection#PATH_ORDER}, component by component as UTF-8 bytes) within each path.
   */
  static List<FileRef> list(List<String> paths, Configuration conf, String globFilter) {
    try {
      GlobFilter filter = globFilter == null ? null : new GlobFilter(globFilter);
      List<FileRef> out = new ArrayList<>();
      for (String p : paths) {
        Path path = new Path(p);
        FileSystem fs = path.getFileSystem(conf);
        FileStatus[] matched = fs.globStatus(path);
        if (matched == null || matched.length == 0) {
          throw new IllegalArgumentException("replays4j: path does not exist: " + path);
        }
        boolean glob = p.chars().anyMatch(c -> c == '*' || c == '?' || c == '[' || c == '{');
        List<FileRef> found = new ArrayList<>();
        for (FileStatus st : matched) {
          if (st.isDirectory()) {
            RemoteIterator<LocatedFileStatus> it = fs.listFiles(st.getPath(), true);
            while (it.hasNext()) add(it.next(), st.getPath(), filter, local(fs), false, found);
          } else {
            add(st, null, filter, local(fs), !glob && matched.length == 1, found);
          }
        }
        found.sort(
            Comparator.comparing(
                (FileRef f) -> new Path(f.path()).toUri().getPath(), ReplayCollection.PATH_ORDER));
        out.addAll(found);
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException("replays4j: listing " + paths + ": " + e.getMessage(), e);
    }
  }

  private static boolean local(FileSystem fs) {
    return fs instanceof LocalFileSystem || fs instanceof RawLocalFileSystem;
  }

  private static void add(
      FileStatus st,
      Path root,
      GlobFilter filter,
      boolean local,
      boolean named,
      List<FileRef> out) {
    if (!st.isFile()) return;
    Path p = st.getPath();
    // Hidden names are skipped in every directory below the listed root, not only at the leaf.
    String rel = p.getName();
    if (root != null) {
      String full = p.toUri().getPath();
      String base = root.toUri().getPath();
      if (full.startsWith(base)) rel = full.substring(base.length());
    }
    for (String part : rel.split("/")) if (part.startsWith("_") || part.startsWith(".")) return;
    if (filter != null && !filter.accept(p)) return;
    List<String> hosts = List.of();
    if (!local
        && st instanceof LocatedFileStatus located
        && located.getBlockLocations() != null
        && located.getBlockLocations().length > 0) {
      try {
        hosts = List.of(located.getBlockLocations()[0].getHosts());
      } catch (IOException e) {
        hosts = List.of(); // locality is a hint only
      }
    }
    out.add(new FileRef(p.toString(), st.getLen(), hosts, named));
  }

  /**
   * Groups files into tasks the way Spark's file sources do ({@code FilePartition}): the split size
   * is {@code maxPartitionBytes} capped to spread the bytes over {@code parallelism} cores (but not
   * below {@code openCostBytes}); files, largest first, fill a group until the next one would pass
   * the split size, each counting {@code openCostBytes} on top of its length. A directory of a
   * million 20 KB replays thus makes a few hundred tasks, not a million.
   *
   * @param maxPartitionBytes the option {@code maxPartitionBytes} when given (then used as is),
   *     else {@code spark.sql.files.maxPartitionBytes}
   * @param fixed true when {@code maxPartitionBytes} came from the option
   */
  static List<FileGroup> group(
      List<FileRef> files,
      long maxPartitionBytes,
      boolean fixed,
      long openCostBytes,
      int parallelism) {
    long split = maxPartitionBytes;
    if (!fixed) {
      long total = 0;
      for (FileRef f : files) total += f.length() + openCostBytes;
      long perCore = total / Math.max(1, parallelism);
      split = Math.min(maxPartitionBytes, Math.max(openCostBytes, perCore));
    }
    List<FileRef> sorted = new ArrayList<>(files);
    sorted.sort(Comparator.comparingLong(FileRef::length).reversed().thenComparing(FileRef::path));
    List<FileGroup> groups = new ArrayList<>();
    List<FileRef> current = new ArrayList<>();
    long size = 0;
    for (FileRef f : sorted) {
      if (!current.isEmpty() && size + f.length() > split) {
        groups.add(new FileGroup(current));
        current = new ArrayList<>();
        size = 0;
      }
      current.add(f);
      size += f.length() + openCostBytes;
    }
    if (!current.isEmpty()) groups.add(new FileGroup(current));
    return groups;
  }

  /**
   * Opens {@code file}: a local file as a path (the decoders stream it), any other file system's
   * file read into memory, refused when it is larger than {@code maxDecompressedBytes} (the largest
   * whole file a decoder reads into memory).
   */
  static ReplaySource open(FileRef file, Configuration conf, DecodeLimits limits)
      throws IOException {
    Path path = new Path(file.path());
    FileSystem fs = path.getFileSystem(conf);
    if (local(fs)) {
      return ReplaySource.of(java.nio.file.Path.of(fs.makeQualified(path).toUri()));
    }
    // Streamed from the file system on demand, like a local file: the streaming decoders read it in
    // bounded memory, and those that need the whole file check its size against the limits first.
    long len = fs.getFileStatus(path).getLen();
    return ReplaySource.of(file.path(), len, () -> fs.open(path));
  }
}
