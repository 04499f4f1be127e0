package org.replays4j.teehistorian;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.UUID;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.AuthInit;
import org.replays4j.teehistorian.record.AuthLogin;
import org.replays4j.teehistorian.record.AuthLogout;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.DdnetVersion;
import org.replays4j.teehistorian.record.DdnetVersionOld;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.ExTest;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.JoinVer6;
import org.replays4j.teehistorian.record.JoinVer7;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.PlayerReady;
import org.replays4j.teehistorian.record.PlayerRejoin;
import org.replays4j.teehistorian.record.PlayerSwap;
import org.replays4j.teehistorian.record.PlayerTeam;
import org.replays4j.teehistorian.record.TeamFinish;
import org.replays4j.teehistorian.record.TeamLoadFailure;
import org.replays4j.teehistorian.record.TeamLoadSuccess;
import org.replays4j.teehistorian.record.TeamPractice;
import org.replays4j.teehistorian.record.TeamSaveFailure;
import org.replays4j.teehistorian.record.TeamSaveSuccess;
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * A random game session driven through {@link TeehistorianRecorder}, with the events a reader must
 * reconstruct from it written down independently as text lines (see {@link SemanticLog}).
 */
final class RandomSession {
  final byte[] file;
  final List<String> expected = new ArrayList<>();
  final boolean finished;

  RandomSession(long seed, int ticks) throws IOException {
    Random r = new Random(seed);
    TestSupport.Session s = new TestSupport.Session(TestSupport.ddnetTestHeader());
    TeehistorianRecorder rec = s.rec;
    TreeSet<Integer> pool = new TreeSet<>();
    int poolSize = 1 + r.nextInt(8);
    while (pool.size() < poolSize)
      pool.add(r.nextInt(10) == 0 ? 127 - r.nextInt(3) : r.nextInt(128));
    boolean[] alive = new boolean[128];
    int[] x = new int[128];
    int[] y = new int[128];
    int[] uid = new int[128];
    int[][] lastIn = new int[128][];
    int tick = 1;
    rec.beginTick(tick);
    for (int cid : pool) {
      int proto = r.nextBoolean() ? 6 : 7;
      rec.recordPlayerJoin(cid, proto);
      expect(tick, "Join " + cid + " " + proto);
    }
    for (int i = 0; i < ticks; i++) {
      tick += r.nextInt(20) == 0 ? 1 + r.nextInt(5000) : 1 + r.nextInt(2);
      rec.beginTick(tick);
      for (int cid : pool) {
        int k = r.nextInt(10);
        if (k < 7) {
          int nx = alive[cid] && r.nextInt(4) == 0 ? x[cid] : bigOrSmall(r, x[cid]);
          int ny = alive[cid] && r.nextInt(4) == 0 ? y[cid] : bigOrSmall(r, y[cid]);
          if (!alive[cid]) expect(tick, "Pos " + cid + " " + nx + " " + ny + " SPAWN");
          else if (nx != x[cid] || ny != y[cid])
            expect(tick, "Pos " + cid + " " + nx + " " + ny + " MOVE");
          rec.recordPlayer(cid, nx, ny);
          alive[cid] = true;
          x[cid] = nx;
          y[cid] = ny;
        } else if (k < 9) {
          if (alive[cid]) expect(tick, "Pos " + cid + " " + x[cid] + " " + y[cid] + " DESPAWN");
          rec.recordDeadPlayer(cid);
          alive[cid] = false;
        }
      }
      int events = r.nextInt(4);
      for (int e = 0; e < events; e++) {
        int cid = pick(r, pool);
        switch (r.nextInt(7)) {
          case 0:
          case 1:
            {
              if (r.nextInt(8) == 0) uid[cid]++;
              int[] in =
                  lastIn[cid] != null && r.nextInt(5) == 0
                      ? lastIn[cid].clone()
                      : randomInput(r, lastIn[cid]);
              boolean same = lastIn[cid] != null && Arrays.equals(in, lastIn[cid]);
              boolean first = lastIn[cid] == null || uidChanged(uid, cid, lastUid);
              if (first || !same)
                expect(tick, "Input " + cid + " " + PlayerInput.of(in) + " " + first);
              rec.recordPlayerInput(cid, uid[cid], PlayerInput.of(in));
              lastIn[cid] = in;
              lastUid[cid] = uid[cid];
              break;
            }
          case 2:
            {
              byte[] msg = new byte[r.nextInt(12)];
              r.nextBytes(msg);
              rec.recordPlayerMessage(cid, msg);
              expect(tick, "Message " + cid + " " + TestSupport.hex(msg));
              break;
            }
          case 3:
            {
              List<String> args = new ArrayList<>();
              for (int a = r.nextInt(3); a > 0; a--) args.add(text(r));
              int c = r.nextInt(5) == 0 ? -1 : cid;
              rec.recordConsoleCommand(c, r.nextInt(64), "cmd_" + r.nextInt(100), args);
              expect(tick, "Console " + c + " " + args);
              break;
            }
          case 4:
            {
              ExMessage m = randomEx(r, cid);
              rec.recordEx(m);
              expect(tick, "Ex " + m.type() + " " + ValueTrees.toTree(m));
              break;
            }
          case 5:
            {
              byte[] payload = new byte[r.nextInt(6)];
              r.nextBytes(payload);
              UUID u = new UUID(r.nextLong(), r.nextLong());
              rec.recordUnknownEx(u, payload);
              expect(tick, "Unknown " + u + " " + TestSupport.hex(payload));
              break;
            }
          default:
            {
              String reason = text(r);
              rec.recordPlayerDrop(cid, reason);
              expect(tick, "Leave " + cid + " " + reason);
              rec.recordPlayerJoin(cid, 6);
              expect(tick, "Join " + cid + " 6");
              lastIn[cid] = null;
              break;
            }
        }
      }
    }
    finished = r.nextInt(4) != 0;
    if (finished) rec.finish();
    file = s.all();
  }

  private final int[] lastUid = new int[128];

  private static boolean uidChanged(int[] uid, int cid, int[] lastUid) {
    return uid[cid] != lastUid[cid];
  }

  private void expect(int tick, String what) {
    expected.add("@" + tick + " " + what);
  }

  private static int bigOrSmall(Random r, int base) {
    switch (r.nextInt(5)) {
      case 0:
        return r.nextInt();
      case 1:
        return base + r.nextInt(2001) - 1000;
      default:
        return base + r.nextInt(21) - 10;
    }
  }

  private static int pick(Random r, TreeSet<Integer> pool) {
    int k = r.nextInt(pool.size());
    for (int c : pool) if (k-- == 0) return c;
    throw new AssertionError();
  }

  private static int[] randomInput(Random r, int[] prev) {
    int[] in = prev == null ? new int[10] : prev.clone();
    for (int i = 0; i < 10; i++) {
      if (r.nextInt(3) == 0) in[i] = r.nextInt(8) == 0 ? r.nextInt() : r.nextInt(600) - 300;
    }
    return in;
  }

  private static String text(Random r) {
    String[] words = {
      "", "a", "hello", "ümlaut", "🤖 bot", "tab\there", "line\nbreak", "x".repeat(70)
    };
    return words[r.nextInt(words.length)];
  }

  static ExMessage randomEx(Random r, int cid) {
    UUID u = new UUID(r.nextLong(), r.nextLong());
    int team = r.nextInt(129);
    int n = r.nextInt();
    switch (r.nextInt(21)) {
      case 0:
        return new ExTest();
      case 1:
        return new DdnetVersionOld(cid, n);
      case 2:
        return new DdnetVersion(cid, u, n, text(r));
      case 3:
        return new AuthInit(cid, r.nextInt(4), text(r));
      case 4:
        return new AuthLogin(cid, r.nextInt(4), text(r));
      case 5:
        return new AuthLogout(cid);
      case 6:
        return new PlayerReady(cid);
      case 7:
        return new ExTest();
      case 8:
        return new TeamSaveSuccess(team, u, text(r));
      case 9:
        return new TeamSaveFailure(team);
      case 10:
        return new TeamLoadSuccess(team, u, text(r));
      case 11:
        return new TeamLoadFailure(team);
      case 12:
        return new PlayerTeam(cid, team);
      case 13:
        return new TeamPractice(team, r.nextInt(2));
      case 14:
        return new PlayerReady(cid);
      case 15:
        return new PlayerSwap(cid, r.nextInt(128));
      case 16:
        return new PlayerRejoin(cid);
      case 17:
        {
          byte[] b = new byte[r.nextInt(9)];
          r.nextBytes(b);
          return new Antibot(ByteSlice.wrap(b));
        }
      case 18:
        return new PlayerName(cid, text(r));
      case 19:
        return new PlayerFinish(cid, n);
      default:
        return new TeamFinish(team, n);
    }
  }

  /** The reader's view in the same text form as {@link RandomSession#expected}. */
  static final class SemanticLog extends TeehistorianVisitor {
    final List<String> lines = new ArrayList<>();
    int tick;

    private void add(String s) {
      lines.add("@" + tick + " " + s);
    }

    @Override
    public void visitTick(int t) {
      tick = t;
    }

    @Override
    public void visitPlayerPosition(PlayerPosition p) {
      add("Pos " + p.cid() + " " + p.x() + " " + p.y() + " " + p.kind());
    }

    @Override
    public void visitPlayerInput(InputState s) {
      add("Input " + s.cid() + " " + s.input() + " " + s.first());
    }

    @Override
    public void visitMessage(Message m) {
      add("Message " + m.cid() + " " + m.data().toHex());
    }

    @Override
    public void visitConsoleCommand(ConsoleCommand m) {
      add("Console " + m.cid() + " " + m.args());
    }

    @Override
    public void visitEx(ExMessage m) {
      // JOINVER6/7 (written by recordPlayerJoin) are folded into the reconstructed join's protocol.
      if (m instanceof JoinVer6 || m instanceof JoinVer7) return;
      add("Ex " + m.type() + " " + ValueTrees.toTree(m));
    }

    @Override
    public void visitUnknown(int code, ByteSlice payload) {
      UnknownEx x = UnknownEx.of(payload);
      add("Unknown " + x.uuid() + " " + x.data().toHex());
    }

    @Override
    public void visitPlayerJoin(PlayerJoin j) {
      add("Join " + j.cid() + " " + j.protocol() + (j.implicit() ? " implicit" : ""));
    }

    @Override
    public void visitPlayerLeave(PlayerLeave l) {
      add("Leave " + l.cid() + " " + l.reason());
    }
  }

  static String utf8(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
