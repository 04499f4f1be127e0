package org.replays4j.slippi.record;

/**
 * Start of the {@code raw} element.
 *
 * @param offset file offset of the first event byte
 * @param declaredLength length from the {@code [$U#l} header; 0 for a file still being written
 */
public record RawStart(long offset, long declaredLength) {
  /** Whether the file was still being written (declared length 0). */
  public boolean inProgress() { return declaredLength == 0; }
}
