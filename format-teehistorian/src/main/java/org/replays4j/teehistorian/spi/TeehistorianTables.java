package org.replays4j.teehistorian.spi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.teehistorian.TeehistorianVisitor;
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
import org.replays4j.teehistorian.stats.PlayerStats;
import org.replays4j.teehistorian.stats.RaceFinish;
import org.replays4j.teehistorian.stats.TeamRaceFinish;
import org.replays4j.teehistorian.stats.TeehistorianStats;

/**
 * The tables of teehistorian recordings: {@code recordings}, {@code players}, {@code inputs},
 * {@code positions}, {@code events}, and the statistics tables {@code player_stats} and {@code
 * finishes} ({@link TeehistorianStats}). Columns of {@code recordings}, {@code inputs} and {@code
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
  static final TableSchema PLAYER_STATS = SPECS.schema("player_stats");
  static final TableSchema FINISHES = SPECS.schema("finishes");

  static final List<TableSchema> ALL =
      List.of(RECORDINGS, PLAYERS, INPUTS, POSITIONS, EVENTS, PLAYER_STATS, FINISHES);

  /**
   * The tables and their row producer, for {@link TeehistorianFormat#formatTables()}: one table
   * alone is one {@link TeehistorianPass} too.
   */
  static final FormatTables TABLES =
      new FormatTables(
          ALL,
          (rows, source, limits) ->
              TeehistorianPass.run(source, limits, DecodeRequest.forTables(List.of(rows))));

  /** True for the tables whose rows come from the statistics ({@link #statsRows}). */
  static boolean fromStats(TableSchema t) {
    return t == PLAYER_STATS || t == FINISHES;
  }

  /** The visitor that writes the rows of {@code b}'s table (not a {@link #fromStats} table). */
  static Rows rows(TableBatchBuilder b) {
    return switch (b.schema().name()) {
      case "recordings" -> new Recordings(b);
      case "players" -> new Players(b);
      case "inputs" -> new Inputs(b);
      case "positions" -> new Positions(b);
      default -> new Events(b);
    };
  }

  /**
   * The rows of {@code player_stats} or {@code finishes} from the statistics of a decode that met
   * {@code damage} (null when none); stops when the sink asks to.
   */
  static void statsRows(TableBatchBuilder b, TeehistorianStats s, Damage damage)
      throws IOException {
    if (damage != null) b.damage(damage);
    if (b.stopped()) return;
    TableSchema t = b.schema();
    if (t.name().equals("player_stats")) {
      for (PlayerStats p : s.players()) {
        RaceFinish best = p.bestFinish();
        b.setInt(t.index("slot"), p.slot());
        b.setString(t.index("name"), p.name());
        b.setInt(t.index("sessions"), p.sessions().size());
        b.setInt(t.index("first_join_tick"), p.sessions().get(0).joinTick());
        b.setLong(t.index("ticks_in_game"), p.ticksInGame());
        b.setDouble(t.index("seconds_in_game"), p.secondsInGame());
        b.setInt(t.index("team"), p.team());
        b.setInt(t.index("team_changes"), p.teamChanges());
        b.setInt(t.index("finishes"), p.finishes().size());
        if (best != null) {
          b.setInt(t.index("best_finish_ticks"), best.timeTicks());
          b.setDouble(t.index("best_finish_seconds"), best.seconds());
          b.setInt(t.index("best_rank"), best.rank());
        }
        b.setInt(t.index("kill_requests"), p.killRequests());
        b.setInt(t.index("character_losses"), p.characterLosses());
        b.setInt(t.index("spawns"), p.spawns());
        b.setLong(t.index("inputs"), p.inputs());
        if (p.inputsPerMinute() != null)
          b.setDouble(t.index("inputs_per_minute"), p.inputsPerMinute());
        b.setLong(t.index("direction_changes"), p.directionChanges());
        b.setLong(t.index("jumps"), p.jumps());
        b.setLong(t.index("hooks"), p.hooks());
        b.setLong(t.index("fires"), p.fires());
        b.setInt(t.index("chat_messages"), p.chatMessages());
        b.setInt(t.index("commands"), p.commands());
        if (!b.endRow()) return;
      }
      return;
    }
    int f = 0;
    int k = 0;
    while (f < s.finishes().size() || k < s.teamFinishes().size()) {
      boolean player =
          k >= s.teamFinishes().size()
              || (f < s.finishes().size()
                  && s.finishes().get(f).tick() <= s.teamFinishes().get(k).tick());
      if (player) {
        RaceFinish x = s.finishes().get(f++);
        b.setInt(t.index("tick"), x.tick());
        b.setString(t.index("kind"), "finish");
        b.setInt(t.index("cid"), x.cid());
        b.setString(t.index("name"), x.name());
        b.setInt(t.index("team"), x.team());
        b.setInt(t.index("time_ticks"), x.timeTicks());
        b.setDouble(t.index("seconds"), x.seconds());
        b.setInt(t.index("rank"), x.rank());
      } else {
        TeamRaceFinish x = s.teamFinishes().get(k++);
        b.setInt(t.index("tick"), x.tick());
        b.setString(t.index("kind"), "team_finish");
        List<String> names = new ArrayList<>();
        for (String n : x.members()) names.add(String.valueOf(n));
        b.setString(t.index("name"), String.join(", ", names));
        b.setInt(t.index("team"), x.team());
        b.setInt(t.index("time_ticks"), x.timeTicks());
        b.setDouble(t.index("seconds"), x.seconds());
        b.setInt(t.index("rank"), x.rank());
      }
      if (!b.endRow()) return;
    }
  }

  /** A visitor producing rows. */
  abstract static class Rows extends TeehistorianVisitor {
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
      b.damage(d);
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

    /** Writes the rows that come at the end of the recording, unless the sink stopped. */
    final void finish() throws IOException {
      if (stopped) return;
      try {
        rowsAtEnd(summary);
      } catch (StopDecoding stop) {
        // the sink stopped
      } catch (SinkFailed e) {
        throw e.getCause();
      }
    }

    void rowsAtEnd(End end) {}
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
    void rowsAtEnd(End e) {
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
    void rowsAtEnd(End e) {
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

  /** Carries a sink's IOException through the decoder. */
  static final class SinkFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SinkFailed(IOException e) {
      super(e);
    }

    @Override
    public synchronized IOException getCause() {
      return (IOException) super.getCause();
    }
  }
}
