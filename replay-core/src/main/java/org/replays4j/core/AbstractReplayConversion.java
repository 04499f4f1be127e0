package org.replays4j.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A {@link ReplayConversion} whose target, description and options are fixed values, stated once in
 * the constructor (its extension is the target, as {@link ReplayConversion#extension()} has it); a
 * subclass writes only {@link #convert}.
 */
public abstract class AbstractReplayConversion implements ReplayConversion {
  private final String target;
  private final String description;
  private final Map<String, String> options;

  /**
   * @param target the id after {@code --to}, see {@link #target()}
   * @param description one line saying what is written
   * @param options option name → what it does and its default, in the order to list them
   */
  protected AbstractReplayConversion(
      String target, String description, Map<String, String> options) {
    this.target = target;
    this.description = description;
    this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
  }

  @Override
  public final String target() {
    return target;
  }

  @Override
  public final String description() {
    return description;
  }

  @Override
  public final Map<String, String> options() {
    return options;
  }
}
