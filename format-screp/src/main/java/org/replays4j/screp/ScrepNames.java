package org.replays4j.screp;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Names of the enumerations of StarCraft replays, as screp prints them
 * (docs/formats/screp.md#header and docs/formats/screp.md#commands; screp's {@code
 * repcore/enums.go} and {@code repcmd} tables: orders, unit types, techs, upgrades). Unknown ids
 * render as {@code "Unknown 0x…"} (lower-case hex, like screp's unknown enums). The tables are
 * data: the resource {@code ScrepNames.txt} beside this class, read once.
 */
public final class ScrepNames {
  private ScrepNames() {}

  /** The name tables of {@code ScrepNames.txt}, by section. */
  private static final Map<String, String[]> TABLES = load();

  private static final String[] ENGINES = TABLES.get("engines");
  private static final String[] SPEEDS = TABLES.get("speeds");
  private static final String[] GAME_TYPES = TABLES.get("game_types");
  private static final String[] PLAYER_TYPES = TABLES.get("player_types");
  private static final String[] RACES = TABLES.get("races");
  private static final String[] COLORS = TABLES.get("colors");
  private static final String[] TILESETS = TABLES.get("tilesets");
  private static final String[] LEAVE_REASONS = TABLES.get("leave_reasons");
  private static final String[] HOTKEY_TYPES = TABLES.get("hotkey_types");
  private static final String[] LATENCIES = TABLES.get("latencies");
  private static final String[] ORDERS = TABLES.get("orders");
  private static final String[] UNITS = TABLES.get("units");
  private static final String[] TECHS = TABLES.get("techs");
  private static final String[] UPGRADES = TABLES.get("upgrades");

  /** Reads the {@code [section]} tables of the resource: a name per line, "-" for none. */
  private static Map<String, String[]> load() {
    Map<String, String[]> tables = new HashMap<>();
    try (InputStream in = ScrepNames.class.getResourceAsStream("ScrepNames.txt")) {
      if (in == null) throw new IllegalStateException("ScrepNames.txt missing");
      String section = null;
      List<String> names = new ArrayList<>();
      // Lines split by hand (\n or \r\n), not by a regular expression: this runs in the
      // interpreter, on the first StarCraft file of a process.
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (int start = 0, end; start < text.length(); start = end + 1) {
        end = text.indexOf('\n', start);
        if (end < 0) end = text.length();
        String line =
            text.substring(start, end > start && text.charAt(end - 1) == '\r' ? end - 1 : end);
        if (line.isEmpty() || line.startsWith("#")) continue;
        if (line.startsWith("[")) {
          if (section != null) tables.put(section, names.toArray(new String[0]));
          section = line.substring(1, line.length() - 1);
          names.clear();
        } else {
          names.add(line.equals("-") ? null : line);
        }
      }
      if (section != null) tables.put(section, names.toArray(new String[0]));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return tables;
  }

  private static final String[] COMMANDS = commands();

  private static String[] commands() {
    String[] c = new String[256];
    for (ScrepCommandType t : ScrepCommandType.values()) c[t.id()] = t.displayName();
    return c;
  }

  private static String pick(String[] names, long id) {
    if (id >= 0 && id < names.length && names[(int) id] != null) return names[(int) id];
    return "Unknown 0x" + Long.toHexString(id);
  }

  /** Engine name (0 StarCraft, 1 Brood War). */
  public static String engine(int id) {
    return pick(ENGINES, id);
  }

  /** Game speed name. */
  public static String speed(int id) {
    return pick(SPEEDS, id);
  }

  /** Game type name (e.g. 2 Melee, 10 Use map settings). */
  public static String gameType(int id) {
    return pick(GAME_TYPES, id);
  }

  /** Player type name. */
  public static String playerType(int id) {
    return pick(PLAYER_TYPES, id);
  }

  /** Race name. */
  public static String race(int id) {
    return pick(RACES, id);
  }

  /** Race letter (Z, T, P; U when unknown). */
  public static char raceLetter(int id) {
    return id >= 0 && id < 3 ? "ZTP".charAt(id) : 'U';
  }

  /** Colour name. */
  public static String color(long id) {
    return pick(COLORS, id);
  }

  /** Tileset name. */
  public static String tileset(int id) {
    return pick(TILESETS, id);
  }

  /** Leave-game reason name. */
  public static String leaveReason(int id) {
    return pick(LEAVE_REASONS, id);
  }

  /** Hotkey type name. */
  public static String hotkeyType(int id) {
    return pick(HOTKEY_TYPES, id);
  }

  /** Latency name. */
  public static String latency(int id) {
    return pick(LATENCIES, id);
  }

  /** Unit order name (e.g. 0x06 Move, 0x47 BuildingLand). */
  public static String order(int id) {
    return pick(ORDERS, id);
  }

  /**
   * Unit type name as screp spells it (e.g. 0x07 SCV, 0x6D Supply Depot, 0x8E Spawning Pool), for
   * the unit type of Build, Train, Unit Morph, Building Morph, Right Click and Targeted Order
   * commands and of map units. Covers 0x00..0xE4 (buildings, heroes, critters, neutral and special
   * units).
   */
  public static String unit(int id) {
    return pick(UNITS, id);
  }

  /**
   * Tech (research) name as screp spells it (e.g. 0x00 Stim Packs, 0x20 Lurker Aspect), for Tech
   * commands.
   */
  public static String tech(int id) {
    return pick(TECHS, id);
  }

  /**
   * Upgrade name as screp spells it (e.g. 0x03 Zerg Carapace, 0x10 U-238 Shells (Marine Range)),
   * for Upgrade commands.
   */
  public static String upgrade(int id) {
    return pick(UPGRADES, id);
  }

  /** Command name as screp prints it (0xFE = the virtual Land command). */
  public static String command(int id) {
    return pick(COMMANDS, id);
  }

  /** True for ids screp knows how to parse. */
  public static boolean isKnownCommand(int id) {
    return id >= 0 && id < 256 && COMMANDS[id] != null && id != 0xFE;
  }
}
