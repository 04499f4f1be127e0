package org.replays4j.spark;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FSInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.util.Progressable;

/**
 * A read-only Hadoop file system of scheme {@code elsewhere:} over the local disk, which is not a
 * {@code LocalFileSystem}: it stands for {@code hdfs:} and {@code s3a:} in the tests, so the
 * source's remote path (listing, globbing, reading a file into memory through {@code
 * FileSystem.open}) runs.
 */
public final class ElsewhereFileSystem extends FileSystem {
  static final String SCHEME = "elsewhere";

  /** For Hadoop, which creates file systems by class name. */
  public ElsewhereFileSystem() {}

  private static java.nio.file.Path local(Path p) {
    return java.nio.file.Path.of(p.toUri().getPath());
  }

  private static Path remote(java.nio.file.Path p) {
    return new Path(SCHEME, null, p.toAbsolutePath().toString());
  }

  private static FileStatus status(java.nio.file.Path p) throws IOException {
    boolean dir = Files.isDirectory(p);
    return new FileStatus(
        dir ? 0 : Files.size(p),
        dir,
        1,
        1 << 20,
        Files.getLastModifiedTime(p).toMillis(),
        remote(p));
  }

  @Override
  public String getScheme() {
    return SCHEME;
  }

  @Override
  public URI getUri() {
    return URI.create(SCHEME + ":///");
  }

  @Override
  public FSDataInputStream open(Path f, int bufferSize) throws IOException {
    byte[] bytes = Files.readAllBytes(local(f));
    return new FSDataInputStream(
        new FSInputStream() {
          private int pos;

          @Override
          public void seek(long p) {
            pos = (int) p;
          }

          @Override
          public long getPos() {
            return pos;
          }

          @Override
          public boolean seekToNewSource(long targetPos) {
            return false;
          }

          @Override
          public int read() {
            return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
          }
        });
  }

  @Override
  public FileStatus[] listStatus(Path f) throws IOException {
    java.nio.file.Path p = local(f);
    if (!Files.exists(p)) throw new FileNotFoundException(f.toString());
    if (!Files.isDirectory(p)) return new FileStatus[] {status(p)};
    List<FileStatus> out = new ArrayList<>();
    try (Stream<java.nio.file.Path> s = Files.list(p)) {
      for (java.nio.file.Path c : s.sorted().toList()) out.add(status(c));
    }
    return out.toArray(new FileStatus[0]);
  }

  @Override
  public FileStatus getFileStatus(Path f) throws IOException {
    java.nio.file.Path p = local(f);
    if (!Files.exists(p)) throw new FileNotFoundException(f.toString());
    return status(p);
  }

  @Override
  public Path getWorkingDirectory() {
    return new Path(SCHEME, null, "/");
  }

  @Override
  public void setWorkingDirectory(Path dir) {
    throw new UnsupportedOperationException();
  }

  @Override
  public FSDataOutputStream create(
      Path f,
      FsPermission permission,
      boolean overwrite,
      int bufferSize,
      short replication,
      long blockSize,
      Progressable progress) {
    throw new UnsupportedOperationException("read-only");
  }

  @Override
  public FSDataOutputStream append(Path f, int bufferSize, Progressable progress) {
    throw new UnsupportedOperationException("read-only");
  }

  @Override
  public boolean rename(Path src, Path dst) {
    throw new UnsupportedOperationException("read-only");
  }

  @Override
  public boolean delete(Path f, boolean recursive) {
    throw new UnsupportedOperationException("read-only");
  }

  @Override
  public boolean mkdirs(Path f, FsPermission permission) {
    throw new UnsupportedOperationException("read-only");
  }
}
