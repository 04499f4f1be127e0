package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.AbstractDecoder;
import org.replays4j.core.event.DecoderBuilder;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.StreamByteReader;

/**
 * Decodes a teehistorian recording and drives a {@link TeehistorianVisitor}.
 *
 * <pre>{@code
 * TeehistorianDecoder.create().decode(bytes, new TeehistorianVisitor() {
 *   public void visitPlayerPosition(PlayerPosition p) { ... }
 *   public void visitSummary(End end) { ... }
 * });
 * }</pre>
 *
 * <p>Inputs: a byte array or buffer (fastest) or an {@link InputStream} of any length, read through
 * a window of {@link DecodeLimits#streamWindowBytes()} bytes (memory does not grow with the file).
 * Compressed files are unwrapped by {@code
 * org.replays4j.core.io.ReplaySource#openStream(org.replays4j.core.error.DecodeLimits)}.
 *
 * <p>Layers: {@code TeehistorianReader} reads the wire messages; {@code Reconstruction}, the head
 * of the visitor chain, adds the reconstructed events; {@code Tally} counts and collects what the
 * summary ({@link org.replays4j.teehistorian.record.End}, delivered by {@link
 * TeehistorianVisitor#visitSummary}) reports.
 *
 * <p>Tolerated (flagged in the summary's {@code warnings()}, all complete messages delivered): no
 * FINISH, a truncated last message (servers before DDNet 18.8; an error with {@link
 * Option#STRICT}), clients active without JOIN (after a map change), diffs without a base.
 * Everything else that breaks the format — wrong magic, bad header, an unknown message id (it has
 * no length, so decoding cannot continue), out-of-range client ids, sizes above the {@link
 * DecodeLimits} — is a {@link ReplayFormatException} with the offset. A visitor stops early by
 * throwing {@link StopDecoding}.
 *
 * <p>Instances are immutable and thread-safe; each {@code decode} call is independent.
 */
public final class TeehistorianDecoder
    extends AbstractDecoder<TeehistorianVisitor, TeehistorianDecoder.Option> {
  /** Format id used in errors. */
  public static final String FORMAT = TeehistorianReader.FORMAT;

  /** Flags, all off by default: raw and reconstructed events, a truncated tail tolerated. */
  public enum Option {
    /** A truncated last message is an error instead of a summary warning. */
    STRICT,
    /**
     * No reconstructed events (ticks, positions, inputs, joins, leaves): raw messages only, the
     * fastest.
     */
    SKIP_RECONSTRUCTION,
    /** No raw messages: the header, the reconstructed events and the summary only. */
    SKIP_RAW
  }

  private TeehistorianDecoder(DecodeLimits limits, Set<Option> options, boolean salvage) {
    super(limits, options, salvage);
  }

  private static final TeehistorianDecoder SALVAGE = builder().salvage(true).build();

  /**
   * A builder: limits and {@link Option} flags. With {@code salvage(true)} a recording damaged
   * after its header (a truncated last message, an unknown message id, a bad client id) delivers
   * every complete message and its reconstructed events, the summary, then {@link
   * TeehistorianVisitor#visitDamage} and {@link TeehistorianVisitor#visitEnd}; decoding does not
   * resynchronise after the damage (docs/formats/teehistorian.md#damaged-recordings). A recording
   * that ends after a complete message without FINISH is not damaged: its summary warns "no FINISH"
   * in either mode.
   */
  public static DecoderBuilder<Option, TeehistorianDecoder> builder() {
    return new DecoderBuilder<>(Option.class, TeehistorianDecoder::new);
  }

  /** Default limits, no options: raw and reconstructed events, tolerant of a truncated tail. */
  public static TeehistorianDecoder create() {
    return builder().build();
  }

  /**
   * Default limits, no options, salvage mode: what the models ({@link
   * TeehistorianRecording#read(byte[])}) and the SPI use.
   */
  public static TeehistorianDecoder salvaging() {
    return SALVAGE;
  }

  /** No options, salvage mode, within {@code limits}: what the format SPI decodes with. */
  public static TeehistorianDecoder salvaging(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? SALVAGE
        : builder().limits(limits).salvage(true).build();
  }

  @Override
  public void decode(InputStream in, TeehistorianVisitor visitor) throws IOException {
    Tally tally = new Tally();
    Reconstruction chain = chain(visitor, tally);
    StreamByteReader window =
        new StreamByteReader(
            FORMAT, Objects.requireNonNull(in, "in"), limits.streamWindowBytes(), 0);
    run(new TeehistorianReader(window, limits, chain, tally), chain, tally);
  }

  /** {@code len} bytes at {@code file[off]}; offsets are relative to {@code off}. */
  @Override
  protected void decode(byte[] file, int off, int len, TeehistorianVisitor visitor)
      throws IOException {
    Tally tally = new Tally();
    Reconstruction chain = chain(visitor, tally);
    run(new TeehistorianReader(file, off, len, limits, chain, tally), chain, tally);
  }

  private Reconstruction chain(TeehistorianVisitor visitor, Tally tally) {
    return new Reconstruction(
        Objects.requireNonNull(visitor, "visitor"),
        !options.contains(Option.SKIP_RAW),
        !options.contains(Option.SKIP_RECONSTRUCTION),
        tally);
  }

  private void run(TeehistorianReader reader, Reconstruction chain, Tally tally)
      throws IOException {
    try {
      chain.visitStart(reader);
      ReplayFormatException damage = reader.read(options.contains(Option.STRICT), salvage);
      chain.visitSummary(tally.end());
      if (damage != null) damaged(damage, chain);
      else chain.visitEnd();
    } catch (StopDecoding stop) {
      // The visitor asked to stop: nothing more is delivered.
    }
  }
}
