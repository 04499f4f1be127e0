package org.replays4j.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.replays4j.core.error.Damage;

/**
 * What one door (the Java API, a command, a table, a data source) tells about one file, for
 * comparing the doors field by field ({@link StoryDoors#disagreements}). A null field is a value
 * the door does not show; {@code -} is a value it shows as absent.
 *
 * @param status ok, partial or failed
 * @param damage {@code KIND at OFFSET} of a partial file ({@code KIND} without an offset), else
 *     {@code -}
 * @param errorOffset the byte offset of a failed file's error, {@code -} when none
 * @param format the format id
 * @param duration the duration in seconds ({@code ~m:ss} where the door rounds it)
 * @param participants the summary's participants (one string, joined by {@code ", "}, where the
 *     door shows them joined)
 * @param players the players in slot order, each {@code slot name}
 * @param names the players' names, sorted
 * @param winners the names of the players who won, sorted
 * @param map the map or stage
 */
public record Story(
    String status,
    String damage,
    String errorOffset,
    String format,
    String duration,
    List<String> participants,
    List<String> players,
    List<String> names,
    List<String> winners,
    String map) {

  /** Each field by name, in declaration order. */
  public Map<String, Object> fields() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("status", status);
    m.put("damage", damage);
    m.put("errorOffset", errorOffset);
    m.put("format", format);
    m.put("duration", duration);
    m.put("participants", participants);
    m.put("players", players);
    m.put("names", names);
    m.put("winners", winners);
    m.put("map", map);
    return m;
  }

  /**
   * A story being pieced together from a door's output: set the fields the door shows, add its
   * players, then take the {@link #story()}.
   */
  public static final class Draft {
    private final UnaryOperator<String> plain;

    /** See {@link Story#status()}. */
    public String status;

    /** See {@link Story#damage()}. */
    public String damage;

    /** See {@link Story#errorOffset()}. */
    public String errorOffset;

    /** See {@link Story#format()}. */
    public String format;

    /** See {@link Story#duration()}. */
    public String duration;

    /** See {@link Story#participants()}. */
    public List<String> participants;

    /** See {@link Story#players()}. */
    public List<String> players;

    /** See {@link Story#names()}. */
    public List<String> names;

    /** See {@link Story#winners()}. */
    public List<String> winners;

    /** See {@link Story#map()}. */
    public String map;

    /**
     * An empty draft.
     *
     * @param plain how the doors being compared show a name (e.g. without control characters)
     */
    public Draft(UnaryOperator<String> plain) {
      this.plain = plain;
    }

    /** Starts the players the door shows (with their outcomes when {@code outcomes}). */
    public void players(boolean outcomes) {
      players = new ArrayList<>();
      names = new ArrayList<>();
      winners = outcomes ? new ArrayList<>() : null;
    }

    /** Adds a player ({@link #players(boolean)} first, or the door's first player starts them). */
    public void player(int slot, String name, boolean won) {
      if (players == null) players(false);
      players.add(slot + " " + shown(name));
      names.add(named(slot, name));
      if (won && winners != null) winners.add(named(slot, name));
    }

    /** A player's name as a table shows it: {@code -} when there is none, shown plain. */
    public String shown(String name) {
      return name == null || name.isBlank() ? "-" : plain.apply(name).strip();
    }

    /** A player's name as a list of names shows it: {@code #slot} when there is none. */
    public String named(int slot, String name) {
      return name == null || name.isBlank() ? "#" + slot : plain.apply(name).strip();
    }

    /**
     * The map's name ({@code map}, or {@code map.name}) or the {@code stage} of a summary's
     * details, shown plain; {@code -} when there is none.
     */
    public String place(Map<?, ?> details) {
      if (details == null) return "-";
      Object m = details.get("map");
      if (m instanceof Map<?, ?> named) m = named.get("name");
      if (!(m instanceof String) || ((String) m).isBlank()) m = details.get("stage");
      return m instanceof String name ? orDash(plain.apply(name).strip()) : "-";
    }

    /** The story; names and winners sorted. */
    public Story story() {
      if (names != null) names.sort(null);
      if (winners != null) winners.sort(null);
      return new Story(
          status,
          damage,
          errorOffset,
          format,
          duration,
          participants,
          players,
          names,
          winners,
          map);
    }
  }

  /** {@code KIND at OFFSET} of a damage, {@code -} when there is none. */
  public static String damage(Damage d) {
    return d == null ? "-" : damage(d.kind().name(), d.offset());
  }

  /** {@code KIND at OFFSET}, or {@code KIND} when the offset is not a number or is negative. */
  public static String damage(Object kind, Object offset) {
    long at = offset instanceof Number n ? n.longValue() : -1;
    return kind + (at >= 0 ? " at " + at : "");
  }

  private static final Pattern DAMAGE_TEXT =
      Pattern.compile("([A-Z_]+)(?: at (-?\\d+))?(?::.*)?", Pattern.DOTALL);

  /**
   * {@code KIND at OFFSET} of a damage's text ({@code TRUNCATED at 60: expected …}); null for none
   * or an empty text.
   */
  public static String damageText(String text) {
    if (text == null || text.isEmpty()) return null;
    Matcher m = DAMAGE_TEXT.matcher(text);
    if (!m.matches()) return text;
    return m.group(1) + (m.group(2) == null ? "" : " at " + m.group(2));
  }

  /** A byte offset, {@code -} when it is not a number. */
  public static String offset(Object o) {
    return o instanceof Number n ? Long.toString(n.longValue()) : "-";
  }

  /** Seconds as {@link Double#toString(double)} gives them, {@code -} when not a number. */
  public static String seconds(Object o) {
    return o instanceof Number n ? Double.toString(n.doubleValue()) : "-";
  }

  /** {@code s}, or {@code -} when it is null or empty. */
  public static String orDash(String s) {
    return s == null || s.isEmpty() ? "-" : s;
  }
}
