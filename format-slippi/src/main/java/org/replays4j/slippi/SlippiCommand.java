package org.replays4j.slippi;

/**
 * Command bytes of the raw event stream (docs/formats/slippi.md#events), and the size of each
 * event's payload that this decoder knows every field of. Bytes beyond a known size are kept as
 * {@code trailing}.
 */
public final class SlippiCommand {
  private SlippiCommand() {}

  /** Message Splitter (3.3.0). */
  public static final int MESSAGE_SPLITTER = 0x10;

  /** Event Payloads: first event, lists every command's payload size. */
  public static final int EVENT_PAYLOADS = 0x35;

  /** Game Start. */
  public static final int GAME_START = 0x36;

  /** Pre-Frame Update. */
  public static final int PRE_FRAME = 0x37;

  /** Post-Frame Update. */
  public static final int POST_FRAME = 0x38;

  /** Game End. */
  public static final int GAME_END = 0x39;

  /** Frame Start (2.2.0). */
  public static final int FRAME_START = 0x3A;

  /** Item Update (3.0.0). */
  public static final int ITEM_UPDATE = 0x3B;

  /** Frame Bookend (3.0.0). */
  public static final int FRAME_BOOKEND = 0x3C;

  /** Gecko code list (3.3.0), only seen wrapped in Message Splitter chunks. */
  public static final int GECKO_LIST = 0x3D;

  /** Fountain of Dreams platform height (3.18.0). */
  public static final int FOD_PLATFORM = 0x3F;

  /** Dream Land 64 Whispy blow direction (3.18.0). */
  public static final int WHISPY = 0x40;

  /** Pokémon Stadium transformation (3.18.0). */
  public static final int STADIUM_TRANSFORMATION = 0x41;

  /** Known full payload sizes (newest layout), indexed by command; 0 for commands without one. */
  static final int[] KNOWN_SIZE = new int[256];

  static {
    KNOWN_SIZE[MESSAGE_SPLITTER] = 516;
    KNOWN_SIZE[GAME_START] = 760;
    KNOWN_SIZE[PRE_FRAME] = 66;
    KNOWN_SIZE[POST_FRAME] = 84;
    KNOWN_SIZE[GAME_END] = 6;
    KNOWN_SIZE[FRAME_START] = 12;
    KNOWN_SIZE[ITEM_UPDATE] = 44;
    KNOWN_SIZE[FRAME_BOOKEND] = 8;
    KNOWN_SIZE[FOD_PLATFORM] = 9;
    KNOWN_SIZE[WHISPY] = 5;
    KNOWN_SIZE[STADIUM_TRANSFORMATION] = 8;
  }

  /** Human name of a command byte ("PreFrame", …), or {@code "0xNN"} when unknown. */
  public static String name(int command) {
    switch (command) {
      case MESSAGE_SPLITTER:
        return "MessageSplitter";
      case EVENT_PAYLOADS:
        return "EventPayloads";
      case GAME_START:
        return "GameStart";
      case PRE_FRAME:
        return "PreFrameUpdate";
      case POST_FRAME:
        return "PostFrameUpdate";
      case GAME_END:
        return "GameEnd";
      case FRAME_START:
        return "FrameStart";
      case ITEM_UPDATE:
        return "ItemUpdate";
      case FRAME_BOOKEND:
        return "FrameBookend";
      case GECKO_LIST:
        return "GeckoList";
      case FOD_PLATFORM:
        return "FodPlatform";
      case WHISPY:
        return "Whispy";
      case STADIUM_TRANSFORMATION:
        return "StadiumTransformation";
      default:
        return hex(command);
    }
  }

  /** {@code "0x37"} style lower-case hex of a command byte. */
  public static String hex(int command) {
    // As String.format("0x%02x", command), without the formatter (and the regular expressions it
    // loads), which the summary's event counts would otherwise bring into every process.
    String h = Integer.toHexString(command);
    return h.length() < 2 ? "0x0" + h : "0x" + h;
  }
}
