package org.replays4j.teehistorian.spi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.MessageType;
import org.replays4j.teehistorian.record.ExType;
import org.replays4j.teehistorian.record.MinorVersion;
import org.replays4j.teehistorian.record.TeehistorianUuids;

/**
 * The teehistorian {@link ReplayFormat}: detected by the 16-byte magic UUID (after transparent
 * gzip/zstd/xz unwrapping by {@link ReplaySource}); summaries list the header's common fields,
 * message counts by type, the tick range and the players (details keys as the CLI summary).
 * Stateless and thread-safe.
 *
 * <p>Tables ({@link #formatTables()}): {@code recordings}, {@code players}, {@code inputs}, {@code
 * positions}, {@code events}, {@code player_stats}, {@code finishes}.
 */
public final class TeehistorianFormat extends ReplayFormat {
  /** The format's id. */
  static final String ID = "teehistorian";

  /** Names of the reconstructed events, as {@link #events} emits them. */
  private static final List<String> RECONSTRUCTED_TYPES =
      List.of("Tick", "PlayerPosition", "PlayerInput", "PlayerJoin", "PlayerLeave");

  /** ServiceLoader constructor. */
  public TeehistorianFormat() {
    super(
        ID,
        "DDNet teehistorian recording",
        "version 1 and 2, version_minor up to "
            + MinorVersion.NEWEST.code()
            + " (DDNet 11.0 .. 19.9)",
        () -> TeehistorianTables.TABLES,
        List.of(),
        "teehistorian");
  }

  @Override
  public double probe(byte[] head, String fileName) {
    return head != null && TeehistorianUuids.isMagic(head, 0) ? 1.0 : 0;
  }

  /**
   * One salvaging decode for everything {@code request} asks ({@link TeehistorianPass}): the
   * events, every table's rows, the summary, the stats tree and the shared view.
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    return TeehistorianPass.run(source, limits, request);
  }

  /**
   * The event types of {@link #events}: {@code Header}, the base messages and the known extended
   * messages by their summary names ({@link MessageType#countName()}, {@link ExType#countName()}),
   * {@code Ex:<uuid>} for unknown extended messages, the reconstructed state ({@code Tick}, {@code
   * PlayerPosition}, {@code PlayerInput}, {@code PlayerJoin}, {@code PlayerLeave}, each right after
   * the raw message it comes from) and {@code End}.
   */
  @Override
  public List<String> eventTypes() {
    List<String> t = new ArrayList<>();
    t.add("Header");
    for (MessageType m : MessageType.values()) if (m != MessageType.EX) t.add(m.countName());
    for (ExType x : ExType.values()) t.add(x.countName());
    t.add("Ex:*");
    t.addAll(RECONSTRUCTED_TYPES);
    t.add("End");
    return List.copyOf(t);
  }
}
