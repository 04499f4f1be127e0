package org.replays4j.core.event;

/**
 * A value whose natural form in JSON output and table columns is one string (a network address
 * {@code "127.0.0.1:52513"}, a version), not the map of its record components: {@link
 * ValueTrees#toTree} turns it into {@link #text()}.
 */
public interface TextValue {
  /** The value as text; never null. */
  String text();
}
