package org.replays4j.core.event;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * What every format's decoder shares (docs/DESIGN.md#one-shape-for-every-format): the limits and
 * option flags its {@link DecoderBuilder} made it with, and the two ways in that come down to the
 * array way in. A decoder extends this class, passes the builder's limits and options to the
 * constructor, and implements {@link #decode(byte[], int, int, ReplayVisitor)} and {@link
 * #decode(java.io.InputStream, ReplayVisitor)}; it keeps its own static {@code builder()} and
 * {@code create()}.
 *
 * @param <V> the format's visitor type
 * @param <O> the format's option flags
 */
public abstract class AbstractDecoder<V extends ReplayVisitor<V>, O extends Enum<O>>
    implements ReplayDecoder<V, O> {
  /** The limits this decoder checks. */
  protected final DecodeLimits limits;

  /** The option flags this decoder was built with (unmodifiable). */
  protected final Set<O> options;

  /** True in salvage mode ({@link DecoderBuilder#salvage(boolean)}). */
  protected final boolean salvage;

  /**
   * For the factory a format passes to its {@link DecoderBuilder}.
   *
   * @param limits the limits to check
   * @param options the options, an unmodifiable set as the builder passes it
   */
  protected AbstractDecoder(DecodeLimits limits, Set<O> options) {
    this(limits, options, false);
  }

  /**
   * For the factory a format passes to its {@link DecoderBuilder} when it can salvage.
   *
   * @param limits the limits to check
   * @param options the options, an unmodifiable set as the builder passes it
   * @param salvage salvage mode: report damage to the visitor instead of failing
   */
  protected AbstractDecoder(DecodeLimits limits, Set<O> options, boolean salvage) {
    this.limits = Objects.requireNonNull(limits, "limits");
    this.options = Objects.requireNonNull(options, "options");
    this.salvage = salvage;
  }

  @Override
  public final boolean salvage() {
    return salvage;
  }

  /**
   * What a decoder does with damage found after the header: in salvage mode it hands the damage to
   * the visitor ({@link ReplayVisitor#visitDamage}, then {@link ReplayVisitor#visitEnd}) and
   * returns; in strict mode it rethrows {@code e}. What is not damage ({@link Damage#salvageable}:
   * a limit exceeded, an unsupported feature) is rethrown in both modes.
   */
  protected final void damaged(ReplayFormatException e, V visitor) throws ReplayFormatException {
    if (!salvage || !Damage.salvageable(e)) throw e;
    visitor.visitDamage(Damage.of(e));
    visitor.visitEnd();
  }

  @Override
  public final DecodeLimits limits() {
    return limits;
  }

  @Override
  public final Set<O> options() {
    return options;
  }

  /** Decodes a whole file held in memory: {@code decode(file, 0, file.length, visitor)}. */
  @Override
  public void decode(byte[] file, V visitor) throws IOException {
    decode(file, 0, file.length, visitor);
  }

  /**
   * Decodes {@code len} bytes at {@code file[off]}, the array way in that {@link #decode(byte[],
   * ReplayVisitor)} and a heap {@link ByteBuffer} use; offsets in events and errors count from
   * {@code off}.
   */
  protected abstract void decode(byte[] file, int off, int len, V visitor) throws IOException;

  /**
   * Decodes the remaining bytes of {@code file} (position and limit are not moved; offsets count
   * from its position): a buffer with an accessible array is read in place, like an array; any
   * other (direct, read-only) goes to {@link #decodeDirect}.
   */
  @Override
  public void decode(ByteBuffer file, V visitor) throws IOException {
    if (file.hasArray()) {
      decode(file.array(), file.arrayOffset() + file.position(), file.remaining(), visitor);
    } else {
      decodeDirect(file, visitor);
    }
  }

  /**
   * Decodes a buffer without an accessible array; by default a copy of its remaining bytes. A
   * decoder that can read a buffer piecewise overrides this.
   */
  protected void decodeDirect(ByteBuffer file, V visitor) throws IOException {
    byte[] copy = new byte[file.remaining()];
    file.duplicate().get(copy);
    decode(copy, visitor);
  }
}
