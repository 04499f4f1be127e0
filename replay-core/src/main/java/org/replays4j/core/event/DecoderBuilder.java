package org.replays4j.core.event;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiFunction;
import org.replays4j.core.error.DecodeLimits;

/**
 * The one builder style of every decoder: {@code
 * XDecoder.builder().limits(l).option(X.Option.SKIP_…).build()}. Options are the format's enum of
 * flags (like ASM's {@code SKIP_*}), each off by default. Not thread-safe; the decoders it builds
 * are immutable.
 *
 * @param <O> the format's option flags
 * @param <D> the decoder type
 */
public final class DecoderBuilder<O extends Enum<O>, D> {
  /**
   * Makes a decoder from the builder's settings.
   *
   * @param <O> the format's option flags
   * @param <D> the decoder type
   */
  @FunctionalInterface
  public interface Factory<O extends Enum<O>, D> {
    /**
     * @param limits the limits to check
     * @param options an unmodifiable copy of the options
     * @param salvage true to deliver what a damaged file holds and report the damage ({@link
     *     ReplayVisitor#visitDamage}) instead of failing
     */
    D make(DecodeLimits limits, Set<O> options, boolean salvage);
  }

  private final Factory<O, D> factory;
  private final boolean salvageSupported;
  private final EnumSet<O> options;
  private DecodeLimits limits = DecodeLimits.DEFAULT;
  private boolean salvage;

  /**
   * For a format's {@code builder()} method.
   *
   * @param optionType the format's option enum
   * @param factory makes the decoder from the limits and an unmodifiable copy of the options
   */
  public DecoderBuilder(Class<O> optionType, BiFunction<DecodeLimits, Set<O>, D> factory) {
    Objects.requireNonNull(factory, "factory");
    this.options = EnumSet.noneOf(optionType);
    this.factory = (l, o, s) -> factory.apply(l, o);
    this.salvageSupported = false;
  }

  /**
   * For a format's {@code builder()} method, when its decoder can salvage damaged files.
   *
   * @param optionType the format's option enum
   * @param factory makes the decoder from the limits, the options and the salvage flag
   */
  public DecoderBuilder(Class<O> optionType, Factory<O, D> factory) {
    this.options = EnumSet.noneOf(optionType);
    this.factory = Objects.requireNonNull(factory, "factory");
    this.salvageSupported = true;
  }

  /**
   * Salvage mode (off by default: strict): a file damaged after its header delivers every complete
   * event before the damage, then {@link ReplayVisitor#visitDamage} and {@link
   * ReplayVisitor#visitEnd}, instead of a {@link org.replays4j.core.error.ReplayFormatException}. A
   * damaged header still fails.
   *
   * @throws UnsupportedOperationException when {@code on} and this format's decoder cannot salvage
   */
  public DecoderBuilder<O, D> salvage(boolean on) {
    if (on && !salvageSupported) {
      throw new UnsupportedOperationException("this decoder has no salvage mode");
    }
    this.salvage = on;
    return this;
  }

  /** The limits to check (default {@link DecodeLimits#DEFAULT}). */
  public DecoderBuilder<O, D> limits(DecodeLimits l) {
    this.limits = Objects.requireNonNull(l, "limits");
    return this;
  }

  /** Turns the given options on. */
  @SafeVarargs
  public final DecoderBuilder<O, D> option(O... on) {
    for (O o : on) options.add(Objects.requireNonNull(o, "option"));
    return this;
  }

  /** Turns {@code o} on or off. */
  public DecoderBuilder<O, D> option(O o, boolean on) {
    if (on) options.add(Objects.requireNonNull(o, "option"));
    else options.remove(o);
    return this;
  }

  /** Turns on exactly the given options. */
  public DecoderBuilder<O, D> options(Set<O> all) {
    options.clear();
    options.addAll(all);
    return this;
  }

  /** The decoder. */
  public D build() {
    return factory.make(limits, Collections.unmodifiableSet(EnumSet.copyOf(options)), salvage);
  }
}
