package org.replays4j.catalog;

/**
 * A stored {@code files} row as an index run keeps it in memory: the bookkeeping that decides
 * whether a file is read again.
 *
 * @param id {@code files.id}, the key of the file's rows
 * @param path the file's key (absolute, normalised, links resolved)
 * @param size size in bytes when last seen
 * @param mtime modification time in ms since the epoch when last seen
 * @param sha256 SHA-256 of the stored bytes, null when they could not be read
 * @param format format id, null when no format recognised the file
 * @param status the stored status
 * @param errorKind {@code files.error_kind}, or null
 * @param decoderVersion the format's decoder version when the rows were written
 * @param schemaVersion the fingerprint of the format's tables when the rows were written
 * @param limits the decode limits the file was read under, as text
 */
record StoredFile(
    long id,
    String path,
    long size,
    long mtime,
    String sha256,
    String format,
    FileStatus status,
    String errorKind,
    String decoderVersion,
    String schemaVersion,
    String limits) {

  /** This row with another status. */
  StoredFile withStatus(FileStatus s) {
    return new StoredFile(
        id, path, size, mtime, sha256, format, s, errorKind, decoderVersion, schemaVersion, limits);
  }

  /** This row seen with another size and time (the same content). */
  StoredFile seen(long newSize, long newMtime) {
    return at(id, path, newSize, newMtime);
  }

  /** This row's content and versions under file id {@code newId} at {@code newPath}. */
  StoredFile at(long newId, String newPath, long newSize, long newMtime) {
    return new StoredFile(
        newId,
        newPath,
        newSize,
        newMtime,
        sha256,
        format,
        status,
        errorKind,
        decoderVersion,
        schemaVersion,
        limits);
  }
}
