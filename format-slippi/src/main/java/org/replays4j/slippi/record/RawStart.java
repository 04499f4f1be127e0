package org.replays4j.slippi.record;

/**
 * Start of the {@code raw} element.
 *
 * @param offset file offset of the first event byte: 15 in a {@code .slp} file, 0 for a bare event
 *     stream without the UBJSON container
 * @param declaredLength length from the {@code [$U#l} header; 0 for a file still being written and
 *     for a bare event stream
 */
public record RawStart(long offset, long declaredLength) {
  /** Whether the file was still being written (declared length 0 in the container). */
  public boolean inProgress() {
    return declaredLength == 0 && !bare();
  }

  /** Whether the input is a bare event stream: the raw element without the UBJSON container. */
  public boolean bare() {
    return offset == 0;
  }
}
