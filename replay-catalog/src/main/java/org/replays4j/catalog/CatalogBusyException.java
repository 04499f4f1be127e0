package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.Path;

/** Another process is indexing the same catalog (it holds the catalog's lock file). */
public final class CatalogBusyException extends IOException {
  private static final long serialVersionUID = 1L;

  /**
   * @param db the catalog
   * @param lock its lock file
   */
  public CatalogBusyException(Path db, Path lock) {
    super(
        "catalog "
            + db
            + " is being indexed by another process (it holds "
            + lock
            + "); wait for it to finish, or stop it, and run again");
  }
}
