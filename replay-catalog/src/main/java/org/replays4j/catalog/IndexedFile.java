package org.replays4j.catalog;

/**
 * What one index run did with one file, as {@link IndexListener#indexed} reports it.
 *
 * @param path the file's key in the catalog (absolute, normalised path)
 * @param change what the run did
 * @param status the file's status after the run
 * @param format the format id, or {@code null} when no format recognised the file
 * @param size the file's size in bytes, or -1 when unknown
 * @param message the error or damage, or {@code null}
 */
public record IndexedFile(
    String path, Change change, FileStatus status, String format, long size, String message) {

  /** What an index run did with a file. */
  public enum Change {
    /** Size, modification time and versions as stored: the file was not opened. */
    UNCHANGED,
    /** Size or time changed but the content hash did not: only the bookkeeping was updated. */
    TOUCHED,
    /** Decoded and its rows written (replacing any earlier rows of the same path). */
    INDEXED,
    /** Same content as another catalogued file: its rows were copied without decoding. */
    COPIED,
    /** Same content as a catalogued file that is gone: its rows moved to this path, not decoded. */
    RENAMED,
    /** Being written by another program (watch mode): left for a later pass, nothing stored. */
    DEFERRED,
    /** Gone from disk: marked {@link FileStatus#MISSING}, rows kept. */
    MISSING,
    /** Gone from disk: its rows were deleted (prune). */
    PRUNED
  }
}
