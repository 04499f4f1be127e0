package org.replays4j.screp;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.Alliance;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Chat;
import org.replays4j.screp.record.Cheat;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Force;
import org.replays4j.screp.record.GameSpeed;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.Latency;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.NoPayload;
import org.replays4j.screp.record.Opaque;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.PositionCommand;
import org.replays4j.screp.record.Queueable;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.Resource;
import org.replays4j.screp.record.RightClick;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.StartLocation;
import org.replays4j.screp.record.TargetedOrder;
import org.replays4j.screp.record.Tech;
import org.replays4j.screp.record.UnitTagCommand;
import org.replays4j.screp.record.UnitTags;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.record.Upgrade;
import org.replays4j.screp.record.Vision;

/** Builds replays in the writer's canonical form, randomly (property tests) or as fixed samples. */
final class ScrepFixtures {
  private ScrepFixtures() {}

  static RawText text(String s) {
    if (s.isEmpty()) return RawText.EMPTY;
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return new RawText(s, ByteSlice.wrap(b));
  }

  /** The bytes of {@code v} (each value's low 8 bits). */
  static byte[] bytes(int... v) {
    byte[] out = new byte[v.length];
    for (int i = 0; i < v.length; i++) out[i] = (byte) v[i];
    return out;
  }

  static String word(Random r, int max) {
    int n = r.nextInt(max + 1);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) sb.append((char) ('a' + r.nextInt(26)));
    return sb.toString();
  }

  /** The writer's four presets, one per era and codec. */
  static final List<ScrepWriter.Options> PRESETS =
      List.of(
          ScrepWriter.Options.MODERN_RAW,
          ScrepWriter.Options.MODERN_ZLIB,
          ScrepWriter.Options.V1_18_ZLIB,
          ScrepWriter.Options.LEGACY_DCL);

  /**
   * A replay of only these parts: no unknown commands, no LMTS/CCLR/Sbat records, no checksum
   * mismatches or warnings.
   */
  static ScrepReplay bare(
      ScrepVersion version,
      Header header,
      List<Command> commands,
      MapData map,
      List<RawText> names,
      Map<String, ByteSlice> modern) {
    return new ScrepReplay(
        version, header, commands, List.of(), map, names, null, null, null, modern, List.of(),
        List.of(), null, null);
  }

  /** {@code r} with other commands and map data (everything else, the raw map too, kept). */
  static ScrepReplay with(ScrepReplay r, List<Command> commands, MapData map) {
    return new ScrepReplay(
        r.version(),
        r.header(),
        commands,
        r.unknownCommands(),
        map,
        r.playerNames(),
        r.limits(),
        r.playerColors(),
        r.shieldBattery(),
        r.modernSections(),
        r.checksumMismatches(),
        r.warnings(),
        r.rawMap(),
        null);
  }

  /** The header with {@code raw} set to exactly what the writer stores. */
  static Header canonical(Header h) {
    return withRaw(h, ByteSlice.wrap(ScrepWriter.header(withRaw(h, ByteSlice.EMPTY))));
  }

  /** {@code h} with its {@code raw} bytes replaced. */
  static Header withRaw(Header h, ByteSlice raw) {
    return with(h, h.frames(), h.title(), h.mapName(), h.slots(), raw);
  }

  /** {@code h} with another frame count, title, map name, player records and raw bytes. */
  static Header with(
      Header h,
      long frames,
      RawText title,
      RawText mapName,
      List<PlayerSlot> slots,
      ByteSlice raw) {
    return new Header(
        h.engine(),
        frames,
        h.startTime(),
        title,
        h.mapWidth(),
        h.mapHeight(),
        h.availableSlots(),
        h.speed(),
        h.gameType(),
        h.subType(),
        h.host(),
        mapName,
        slots,
        h.slotColors(),
        raw);
  }

  static Command randomCommand(Random r, int frame) {
    int player = r.nextInt(8);
    switch (r.nextInt(21)) {
      case 0:
        {
          int n = r.nextInt(12);
          int[] tags = new int[n];
          for (int i = 0; i < n; i++) tags[i] = r.nextInt(0x10000);
          int[] types = {0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65};
          return new Select(frame, player, types[r.nextInt(6)], UnitTags.of(tags));
        }
      case 1:
        return new Build(
            frame, player, r.nextInt(256), r.nextInt(256), r.nextInt(256), r.nextInt(228));
      case 2:
        return new Vision(frame, player, r.nextInt(0x1000));
      case 3:
        return new Alliance(frame, player, r.nextInt() & 0xFFFFFFFFL);
      case 4:
        return new GameSpeed(frame, player, r.nextInt(7));
      case 5:
        return new Cheat(frame, player, r.nextInt() & 0xFFFFFFFFL);
      case 6:
        return new Hotkey(frame, player, r.nextInt(3), r.nextInt(10));
      case 7:
        return r.nextBoolean()
            ? new RightClick(
                frame,
                player,
                0x14,
                r.nextInt(4096),
                r.nextInt(4096),
                r.nextInt(0x10000),
                0,
                r.nextInt(228),
                r.nextBoolean())
            : new RightClick(
                frame,
                player,
                0x60,
                r.nextInt(4096),
                r.nextInt(4096),
                r.nextInt(0x10000),
                r.nextInt(0x10000),
                r.nextInt(228),
                r.nextBoolean());
      case 8:
        return r.nextBoolean()
            ? new TargetedOrder(
                frame,
                player,
                0x15,
                r.nextInt(4096),
                r.nextInt(4096),
                r.nextInt(0x10000),
                0,
                r.nextInt(228),
                r.nextInt(190),
                r.nextBoolean())
            : new TargetedOrder(
                frame,
                player,
                0x61,
                r.nextInt(4096),
                r.nextInt(4096),
                r.nextInt(0x10000),
                r.nextInt(0x10000),
                r.nextInt(228),
                r.nextInt(190),
                r.nextBoolean());
      case 9:
        {
          int[] q = {0x1A, 0x1E, 0x21, 0x22, 0x25, 0x26, 0x28, 0x2B, 0x2C, 0x2D};
          return new Queueable(frame, player, q[r.nextInt(q.length)], r.nextBoolean());
        }
      case 10:
        {
          int[] t = {0x1F, 0x23, 0x35};
          return new UnitTypeCommand(frame, player, t[r.nextInt(3)], r.nextInt(228));
        }
      case 11:
        return r.nextBoolean()
            ? new UnitTagCommand(
                frame, player, r.nextBoolean() ? 0x20 : 0x29, r.nextInt(0x10000), 0)
            : new UnitTagCommand(frame, player, 0x62, r.nextInt(0x10000), r.nextInt(0x10000));
      case 12:
        return new PositionCommand(
            frame, player, r.nextBoolean() ? 0x2F : 0x58, r.nextInt(4096), r.nextInt(4096));
      case 13:
        return new Tech(frame, player, r.nextInt(44));
      case 14:
        return new Upgrade(frame, player, r.nextInt(61));
      case 15:
        return new Latency(frame, player, r.nextInt(3));
      case 16:
        return new LeaveGame(frame, player, 1 + r.nextInt(6));
      case 17:
        return new Chat(frame, player, r.nextInt(8), text(word(r, 60)));
      case 18:
        {
          int[] t = {
            0x05, 0x08, 0x10, 0x11, 0x18, 0x19, 0x1B, 0x1C, 0x1D, 0x27, 0x2A, 0x2E, 0x31, 0x33,
            0x34, 0x36, 0x38, 0x39, 0x3C, 0x54, 0x5A, 0x5B
          };
          return new NoPayload(frame, player, t[r.nextInt(t.length)]);
        }
      case 19:
        {
          int[] t = {
            0x37, 0x3A, 0x3B, 0x3D, 0x3E, 0x3F, 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x48, 0x56
          };
          int type = t[r.nextInt(t.length)];
          byte[] p = new byte[CommandParser.PAYLOAD[type]];
          r.nextBytes(p);
          return new Opaque(frame, player, type, ByteSlice.wrap(p));
        }
      default:
        {
          byte[] p = new byte[4 + r.nextInt(10)];
          r.nextBytes(p);
          int n = p.length - 4;
          p[0] = (byte) n;
          p[1] = p[2] = p[3] = 0;
          return new Opaque(frame, player, r.nextBoolean() ? 0x06 : 0x07, ByteSlice.wrap(p));
        }
    }
  }

  static ScrepReplay random(long seed) {
    Random r = new Random(seed);
    List<PlayerSlot> slots = new ArrayList<>();
    List<Long> colors = new ArrayList<>();
    for (int i = 0; i < 8; i++) colors.add((long) r.nextInt(24));
    for (int i = 0; i < 12; i++) {
      String name = r.nextInt(3) == 0 ? "" : word(r, 24);
      slots.add(
          new PlayerSlot(
              i,
              r.nextInt(12),
              r.nextInt(256),
              r.nextInt(9),
              r.nextInt(3),
              r.nextInt(5),
              text(name),
              i < 8 ? (int) (long) colors.get(i) : -1));
    }
    Header h =
        canonical(
            new Header(
                r.nextInt(2),
                r.nextInt() & 0xFFFFFFFFL,
                r.nextInt() & 0xFFFFFFFFL,
                text(word(r, 27)),
                64 + r.nextInt(193),
                64 + r.nextInt(193),
                r.nextInt(13),
                r.nextInt(7),
                r.nextInt(17),
                r.nextInt(8),
                text(word(r, 23)),
                text(word(r, 25)),
                slots,
                colors,
                ByteSlice.EMPTY));
    List<Command> cmds = new ArrayList<>();
    int frame = 0;
    int n = r.nextInt(300);
    for (int i = 0; i < n; i++) {
      frame += r.nextInt(3) == 0 ? r.nextInt(20) : 0;
      cmds.add(randomCommand(r, frame));
    }
    MapData map = null;
    if (r.nextInt(5) != 0) map = randomMap(r);
    List<RawText> names = new ArrayList<>();
    for (int i = 0; i < 12; i++) names.add(text(r.nextBoolean() ? "" : word(r, 30)));
    Map<String, ByteSlice> modern = new LinkedHashMap<>();
    if (r.nextBoolean()) {
      byte[] lm = new byte[0x1C];
      r.nextBytes(lm);
      modern.put("LMTS", ByteSlice.wrap(lm));
    }
    if (r.nextBoolean()) {
      byte[] sb = new byte[0x58 + r.nextInt(20)];
      r.nextBytes(sb);
      modern.put("Sbat", ByteSlice.wrap(sb));
    }
    return bare(ScrepVersion.V1_21, h, cmds, map, names, modern);
  }

  static MapData randomMap(Random r) {
    byte[] tiles = new byte[2 * r.nextInt(300)];
    r.nextBytes(tiles);
    List<StartLocation> starts = new ArrayList<>();
    for (int i = 0; i < r.nextInt(9); i++)
      starts.add(new StartLocation(r.nextInt(8192), r.nextInt(8192), r.nextInt(8)));
    List<Resource> minerals = new ArrayList<>();
    for (int i = 0; i < r.nextInt(20); i++)
      minerals.add(
          new Resource(0xB0 + r.nextInt(3), r.nextInt(8192), r.nextInt(8192), r.nextInt(5000)));
    List<Resource> geysers = new ArrayList<>();
    for (int i = 0; i < r.nextInt(5); i++)
      geysers.add(new Resource(0xBC, r.nextInt(8192), r.nextInt(8192), r.nextInt(5000)));
    List<Integer> owners = new ArrayList<>();
    List<Integer> sides = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      owners.add(r.nextInt(9));
      sides.add(r.nextInt(8));
    }
    List<Integer> pf = new ArrayList<>();
    List<Force> forces = new ArrayList<>();
    if (r.nextBoolean()) {
      for (int i = 0; i < 8; i++) pf.add(r.nextInt(4));
      for (int i = 0; i < 4; i++)
        forces.add(new Force(i, text(r.nextBoolean() ? "" : word(r, 12)), r.nextInt(16)));
    }
    MapData m =
        new MapData(
            r.nextInt(0x10000),
            r.nextInt(8),
            false,
            r.nextInt(257),
            r.nextInt(257),
            owners,
            sides,
            ByteSlice.wrap(tiles),
            starts,
            minerals,
            geysers,
            text(word(r, 30)),
            text(word(r, 60)),
            pf,
            forces,
            List.of());
    return withTags(m);
  }

  static MapData withTags(MapData m) {
    return with(m, m.name(), ScrepWriter.chkTags(m));
  }

  /** {@code m} with another name and section tags. */
  static MapData with(MapData m, RawText name, List<String> sectionTags) {
    return with(m, m.tiles(), name, sectionTags);
  }

  /** {@code m} with other tiles, name and section tags. */
  static MapData with(MapData m, ByteSlice tiles, RawText name, List<String> sectionTags) {
    return new MapData(
        m.chkVersion(),
        m.tileset(),
        m.tilesetMissing(),
        m.width(),
        m.height(),
        m.owners(),
        m.sides(),
        tiles,
        m.startLocations(),
        m.minerals(),
        m.geysers(),
        name,
        m.description(),
        m.playerForces(),
        m.forces(),
        sectionTags);
  }

  /**
   * Offset just past the stored section at {@code p} (u32 checksum, u32 count, count × (u32 length,
   * bytes)).
   */
  static int skipSection(byte[] b, int p) {
    int count = (int) Bytes.u32le(b, p + 4);
    p += 8;
    for (int i = 0; i < count; i++) p += 4 + (int) Bytes.u32le(b, p);
    return p;
  }

  /**
   * Offset of the {@code index}-th stored section of a file (0 = replay id; absent sections, such
   * as an empty commands section, are not counted); {@code v121}: the u32 after the replay id is
   * skipped.
   */
  static int sectionStart(byte[] b, int index, boolean v121) {
    int p = 0;
    for (int sec = 0; sec < index; sec++) {
      p = skipSection(b, p);
      if (sec == 0 && v121) p += 4;
    }
    return p;
  }
}
