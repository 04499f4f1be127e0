package org.replays4j.core.event;

/**
 * The one way a visitor stops a decode early, in every format: throw {@link #INSTANCE} from any
 * {@code visit…} method ({@code throw StopDecoding.INSTANCE;}). The decoder catches it, delivers no
 * further event (not even {@code visitEnd}) and returns normally from {@code decode}, so a
 * metadata-only or first-N-frames collector needs no flag checked per event. It carries no stack
 * trace and costs nothing until thrown. Decoders never let it escape.
 */
public final class StopDecoding extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The shared instance to throw. */
  public static final StopDecoding INSTANCE = new StopDecoding();

  private StopDecoding() {
    super("decoding stopped by the visitor", null, false, false);
  }
}
