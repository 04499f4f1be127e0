package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.PlayerTeam;
import org.replays4j.teehistorian.record.TeamFinish;

/**
 * The tables of teehistorian recordings (#13): {@code recordings}, {@code players}, {@code inputs},
 * {@code positions}, {@code events}. Columns of {@code recordings}, {@code inputs} and {@code
 * positions} derive from the records ({@link Header}, {@link End}, {@link InputState} / {@link
 * PlayerInput}, {@link PlayerPosition}). Every table is streamed from the reconstructing decoder,
 * so memory stays bounded for any recording size.
 */
final class TeehistorianTables {
  private TeehistorianTables() {}

  private static final String F = "teehistorian";

  private static final TableSpecs SPECS =
      TableSpecs.load(TeehistorianTables.class, F)
          .withColumns(
              "header",
              RecordColumns.of(
                  Header.class, Map.of(), "config", "tuning", "uuids", "tree", "size_bytes"))
          .withColumns("end", RecordColumns.of(End.class, Map.of(), "counts_by_type", "warnings"))
          .withColumns("state", RecordColumns.of(InputState.class, Map.of(), "input"))
          .withColumns("input", RecordColumns.of(PlayerInput.class, Map.of()))
          .withColumns(
              "position",
              RecordColumns.of(PlayerPosition.class, Map.of("kind", "SPAWN, MOVE or DESPAWN")));

  static final TableSchema RECORDINGS = SPECS.schema("recordings");
  static final TableSchema PLAYERS = SPECS.schema("players");
  static final TableSchema INPUTS = SPECS.schema("inputs");
  static final TableSchema POSITIONS = SPECS.schema("positions");
  static final TableSchema EVENTS = SPECS.schema("events");

  static final List<TableSchema> ALL = List.of(RECORDINGS, PLAYERS, INPUTS, POSITIONS, EVENTS);

  /** The tables and their row producer, for {@link TeehistorianFormat#formatTables()}. */
  static final FormatTables TABLES = new FormatTables(ALL, TeehistorianTables::read);

  private static void read(TableBatchBuilder b, ReplaySource source, DecodeLimits limits)
      throws IOException {
    Rows v =
        switch (b.schema().name()) {
          case "recordings" -> new Recordings(b);
          case "players" -> new Players(b);
          case "inputs" -> new Inputs(b);
          case "positions" -> new Positions(b);
          default -> new Events(b);
        };
    try (InputStream in = source.openStream()) {
      TeehistorianDecoder.builder().limits(limits).salvage(true).build().decode(in, v);
      if (!v.stopped) v.finish(v.summary);
    } catch (StopDecoding stop) {
      // the sink stopped during finish()
    } catch (SinkFailed e) {
      throw (IOException) e.getCause();
    }
  }

  /** A visitor producing rows. */
  private abstract static class Rows extends TeehistorianVisitor {
    final TableBatchBuilder b;
    int tick;
    End summary;
    Damage damage;

    /** True once the sink asked to stop. */
    boolean stopped;

    Rows(TableBatchBuilder b) {
      this.b = b;
    }

    @Override
    public void visitTick(int t) {
      tick = t;
    }

    @Override
    public void visitSummary(End e) {
      summary = e;
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
    }

    /** Ends a row; stops the decode (or finish()) when the sink asks to. */
    void end() {
      try {
        if (!b.endRow()) {
          stopped = true;
          throw StopDecoding.INSTANCE;
        }
      } catch (IOException e) {
        throw new SinkFailed(e);
      }
    }

    void finish(End end) {}
  }

  private static final class Recordings extends Rows {
    private static final RecordColumns.Writer HEADER =
        new RecordColumns.Writer(RECORDINGS, Header.class);
    private static final RecordColumns.Writer END = new RecordColumns.Writer(RECORDINGS, End.class);
    private Header header;

    Recordings(TableBatchBuilder b) {
      super(b);
    }

    @Override
    public void visitHeader(Header h) {
      header = h;
    }

    private static final int COMPLETE = RECORDINGS.index("complete");
    private static final int DAMAGE = RECORDINGS.index("damage");

    @Override
    void finish(End e) {
      HEADER.write(b, header);
      END.write(b, e);
      b.setBool(COMPLETE, damage == null);
      if (damage != null) b.setString(DAMAGE, damage.toString());
      end();
    }
  }

  private static final class Players extends Rows {
    private final Map<Integer, int[]> state = new TreeMap<>();
    private final Map<Integer, String> names = new TreeMap<>();

    Players(TableBatchBuilder b) {
      super(b);
    }

    /** [first_tick, last_leave_tick or -1, joins, team or -1, best finish or -1]. */
    private int[] of(int cid) {
      return state.computeIfAbsent(cid, k -> new int[] {-1, -1, 0, -1, -1});
    }

    @Override
    public void visitPlayerJoin(PlayerJoin j) {
      int[] s = of(j.cid());
      if (s[0] < 0) s[0] = j.tick();
      s[1] = -1;
      s[2]++;
    }

    @Override
    public void visitPlayerLeave(PlayerLeave l) {
      of(l.cid())[1] = l.tick();
    }

    @Override
    public void visitEx(ExMessage m) {
      if (m instanceof PlayerName n) names.put(n.cid(), n.name());
      else if (m instanceof PlayerTeam t) of(t.cid())[3] = t.team();
      else if (m instanceof PlayerFinish f) {
        int[] s = of(f.cid());
        if (s[4] < 0 || f.timeTicks() < s[4]) s[4] = f.timeTicks();
      }
    }

    @Override
    void finish(End e) {
      for (Map.Entry<Integer, int[]> en : state.entrySet()) {
        int[] s = en.getValue();
        b.setInt(1, en.getKey());
        b.setString(2, names.get(en.getKey()));
        if (s[0] >= 0) b.setInt(3, s[0]);
        if (s[1] >= 0) b.setInt(4, s[1]);
        b.setInt(5, s[2]);
        if (s[3] >= 0) b.setInt(6, s[3]);
        if (s[4] >= 0) b.setInt(7, s[4]);
        end();
      }
    }
  }

  private static final class Inputs extends Rows {
    private static final RecordColumns.Writer STATE =
        new RecordColumns.Writer(INPUTS, InputState.class);
    private static final RecordColumns.Writer INPUT =
        new RecordColumns.Writer(INPUTS, PlayerInput.class);

    Inputs(TableBatchBuilder b) {
      super(b);
    }

    @Override
    public void visitPlayerInput(InputState s) {
      STATE.write(b, s);
      INPUT.write(b, s.input());
      end();
    }
  }

  private static final class Positions extends Rows {
    private static final int TICK = 1, CID = 2, X = 3, Y = 4, KIND = 5;

    Positions(TableBatchBuilder b) {
      super(b);
    }

    @Override
    public void visitPlayerPosition(PlayerPosition p) {
      b.setInt(TICK, p.tick());
      b.setInt(CID, p.cid());
      b.setInt(X, p.x());
      b.setInt(Y, p.y());
      b.setString(KIND, p.kind().name());
      end();
    }
  }

  private static final class Events extends Rows {
    Events(TableBatchBuilder b) {
      super(b);
    }

    private void row(int tick, String type, int cid, int team, int time, String text) {
      b.setInt(1, tick);
      b.setString(2, type);
      if (cid >= 0) b.setInt(3, cid);
      if (team >= 0) b.setInt(4, team);
      if (time >= 0) b.setInt(5, time);
      b.setString(6, text);
      end();
    }

    @Override
    public void visitPlayerJoin(PlayerJoin j) {
      row(j.tick(), "join", j.cid(), -1, -1, null);
    }

    @Override
    public void visitPlayerLeave(PlayerLeave l) {
      row(l.tick(), "leave", l.cid(), -1, -1, l.reason());
    }

    @Override
    public void visitConsoleCommand(ConsoleCommand c) {
      StringBuilder sb = new StringBuilder(c.command());
      for (String a : c.args()) sb.append(' ').append(a);
      row(tick, "console_command", c.cid(), -1, -1, sb.toString());
    }

    @Override
    public void visitEx(ExMessage m) {
      if (m instanceof PlayerFinish f) row(tick, "finish", f.cid(), -1, f.timeTicks(), null);
      else if (m instanceof PlayerTeam t) row(tick, "team", t.cid(), t.team(), -1, null);
      else if (m instanceof TeamFinish t)
        row(tick, "team_finish", -1, t.team(), t.timeTicks(), null);
      else if (m instanceof PlayerName n) row(tick, "name", n.cid(), -1, -1, n.name());
    }
  }

  /** Carries a sink's IOException through the visitor. */
  private static final class SinkFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SinkFailed(IOException e) {
      super(e);
    }
  }
}
