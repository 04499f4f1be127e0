package org.replays4j.catalog;

import java.nio.file.Path;
import java.util.List;

/**
 * A child JVM's index run for the crash test: {@code IndexMain DB DIR BATCH_FILES PAUSE_MILLIS}
 * indexes DIR into DB, pausing after each file so that the parent can kill it part way.
 */
public final class IndexMain {
  private IndexMain() {}

  /** Runs the index; prints {@code done} at the end. */
  public static void main(String[] args) throws Exception {
    long pause = Long.parseLong(args[3]);
    try (Catalog c = Catalog.open(Path.of(args[0]))) {
      c.index(
          List.of(Path.of(args[1])),
          CatalogOptions.DEFAULT.withThreads(1).withBatchFiles(Integer.parseInt(args[2])),
          new IndexListener() {
            @Override
            public void indexed(IndexedFile f) {
              try {
                Thread.sleep(pause);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            }
          });
    }
    System.out.println("done");
  }
}
