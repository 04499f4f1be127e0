package org.replays4j.screp.spi;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.ScrepVersion;
import org.replays4j.screp.ScrepVisitor;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;

/**
 * The events of {@code ReplayFormat.events}: forwards every visitor call to a generic sink, as the
 * event types of {@link #TYPES}. A sink that returns false stops this visitor ({@code
 * StopDecoding}).
 */
final class ScrepSinkVisitor extends ScrepVisitor {
  /**
   * The event types, in order: {@code Version}, {@code Header}, one per command as screp names it
   * ({@link ScrepNames#command}, e.g. {@code Train}, {@code Right Click}, {@code Land}), {@code
   * UnknownCommand} and the section events.
   */
  static final List<String> TYPES = types();

  private final ReplayEventSink sink;

  ScrepSinkVisitor(ReplayEventSink sink) {
    this.sink = sink;
  }

  private static List<String> types() {
    Set<String> t = new LinkedHashSet<>(List.of("Version", "Header"));
    for (int id = 0; id < 256; id++)
      if (ScrepNames.isKnownCommand(id)) t.add(ScrepNames.command(id));
    t.add(ScrepNames.command(0xFE));
    t.addAll(
        List.of(
            "UnknownCommand",
            "MapData",
            "PlayerNames",
            "ModernSection",
            "Limits",
            "PlayerColors",
            "ShieldBattery",
            "ChecksumMismatch",
            "Warning"));
    return List.copyOf(t);
  }

  /**
   * A command's fields as a value tree, led by {@code typeId} (screp's type id, the {@code
   * commands} table's {@code type_id}: 0xFE for Land), with screp's names next to the ids: {@code
   * unit} after {@code unitType}, {@code orderName} after {@code order}, {@code techName} after
   * {@code tech}, {@code upgradeName} after {@code upgrade}, {@code hotkeyTypeName} after {@code
   * hotkeyType}, {@code reasonName} after a Leave Game's {@code reason}.
   */
  static Map<String, Object> named(Command c) {
    @SuppressWarnings("unchecked")
    Map<String, Object> fields = (Map<String, Object>) ValueTrees.toTree(c);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("typeId", c.screpType());
    for (Map.Entry<String, Object> e : fields.entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (!(e.getValue() instanceof Integer id)) continue;
      switch (e.getKey()) {
        case "unitType" -> out.put("unit", ScrepNames.unit(id));
        case "order" -> out.put("orderName", ScrepNames.order(id));
        case "tech" -> out.put("techName", ScrepNames.tech(id));
        case "upgrade" -> out.put("upgradeName", ScrepNames.upgrade(id));
        case "hotkeyType" -> out.put("hotkeyTypeName", ScrepNames.hotkeyType(id));
        case "reason" -> out.put("reasonName", ScrepNames.leaveReason(id));
        default -> {}
      }
    }
    return out;
  }

  @Override
  public void visitDamage(Damage d) {
    sink.damage(d);
  }

  @Override
  public void visitVersion(ScrepVersion v) {
    sink.acceptOrStop("Version", -1, Map.of("era", v.label()));
  }

  @Override
  public void visitHeader(Header h) {
    sink.acceptOrStop("Header", -1, h);
  }

  @Override
  public void visitCommand(Command c) {
    sink.acceptOrStop(ScrepNames.command(c.screpType()), eventOffset(), named(c));
  }

  @Override
  public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
    long offset = eventOffset();
    sink.acceptOrStop(
        "UnknownCommand",
        offset,
        new ScrepReplay.UnknownCommand(frame, player, type, rest.copy(), offset));
  }

  @Override
  public void visitMapData(MapData m) {
    sink.acceptOrStop("MapData", -1, m);
  }

  @Override
  public void visitPlayerNames(List<RawText> names) {
    sink.acceptOrStop("PlayerNames", -1, Map.of("names", names));
  }

  @Override
  public void visitModernSection(String tag, ByteSlice data) {
    Map<String, Object> e = new LinkedHashMap<>();
    e.put("tag", tag);
    e.put("size", data.length());
    sink.acceptOrStop("ModernSection", eventOffset(), e);
  }

  @Override
  public void visitLimits(Limits l) {
    sink.acceptOrStop("Limits", -1, l);
  }

  @Override
  public void visitPlayerColors(PlayerColors c) {
    sink.acceptOrStop("PlayerColors", -1, c);
  }

  @Override
  public void visitShieldBattery(ShieldBattery s) {
    sink.acceptOrStop("ShieldBattery", -1, s);
  }

  @Override
  public void visitChecksumMismatch(String section, long stored, long computed) {
    Map<String, Object> e = new LinkedHashMap<>();
    e.put("section", section);
    e.put("stored", stored);
    e.put("computed", computed);
    sink.acceptOrStop("ChecksumMismatch", -1, e);
  }

  @Override
  public void visitWarning(String m) {
    sink.acceptOrStop("Warning", -1, Map.of("message", m));
  }
}
