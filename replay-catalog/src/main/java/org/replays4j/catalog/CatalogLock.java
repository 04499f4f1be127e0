package org.replays4j.catalog;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The catalog's lock file ({@code <db>.lock}): one index run or watcher at a time holds it, in this
 * process or another.
 */
final class CatalogLock {
  private CatalogLock() {}

  /** The lock file of the catalog {@code db}. */
  static Path of(Path db) {
    return db.resolveSibling(db.getFileName() + ".lock");
  }

  /**
   * Takes the lock file of {@code db}; releasing the lock also closes its channel.
   *
   * @throws CatalogBusyException when another run holds it
   */
  static FileLock take(Path db) throws IOException {
    Path lockPath = of(db);
    FileChannel ch =
        FileChannel.open(lockPath, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = ch.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    }
    if (lock == null) {
      ch.close();
      throw new CatalogBusyException(db, lockPath);
    }
    return new ClosingLock(lock);
  }

  /** A lock whose release also closes its channel. */
  private static final class ClosingLock extends FileLock {
    private final FileLock inner;

    ClosingLock(FileLock inner) {
      super(inner.channel(), inner.position(), inner.size(), inner.isShared());
      this.inner = inner;
    }

    @Override
    public boolean isValid() {
      return inner.isValid();
    }

    @Override
    public void release() throws IOException {
      if (inner.isValid()) inner.release();
      inner.channel().close();
    }
  }
}
