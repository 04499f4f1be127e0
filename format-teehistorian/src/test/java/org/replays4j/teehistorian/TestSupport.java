package org.replays4j.teehistorian;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.TickSkip;
import org.replays4j.testkit.MiniJson;
import org.replays4j.testkit.TestFiles;

/** Shared helpers of the teehistorian tests. */
final class TestSupport {
  private TestSupport() {}

  /** ../shared, from the surefire property or relative to the module. */
  static Path shared() { return TestFiles.shared(); }

  static Path corpus() { return shared().resolve("corpus/teehistorian"); }

  static Path oracle() { return shared().resolve("oracle/teehistorian"); }

  static byte[] hex(String h) { return HexFormat.of().parseHex(h.replaceAll("[^0-9a-fA-F]", "")); }

  static String hex(byte[] b) { return HexFormat.of().formatHex(b); }

  /** A JSON document as a plain tree. */
  static Map<String, Object> json(Path p) {
    return MiniJson.object(p);
  }

  /** Header fixture of DDNet's teehistorian tests (docs/formats/teehistorian.md#vectors). */
  static HeaderBuilder ddnetTestHeader() {
    return new HeaderBuilder()
        .versionMinor(TeehistorianVersion.NEWEST_MINOR)
        .gameUuid(UUID.fromString("a1eb7182-796e-3b3e-941d-38ca71b2a4a8"))
        .serverVersion("DDNet test")
        .serverName("server name")
        .serverPort(8303)
        .gameType("game type")
        .map("Kobra 3 Solo", 903514, "0123456789".repeat(7).substring(0, 64), "eceaf25c")
        .prngDescription("test-prng:02468ace");
  }

  /** Writes a header and returns the bytes written so far plus the writer's buffer. */
  static final class Session {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final TeehistorianWriter writer = new TeehistorianWriter(out);
    final TeehistorianRecorder rec = new TeehistorianRecorder(writer);
    final int headerSize;

    Session(HeaderBuilder h) throws IOException {
      writer.writeHeader(h.build());
      writer.flush();
      headerSize = out.size();
    }

    byte[] all() throws IOException {
      writer.flush();
      return out.toByteArray();
    }

    byte[] body() throws IOException {
      byte[] a = all();
      return java.util.Arrays.copyOfRange(a, headerSize, a.length);
    }
  }

  /** Records every callback as a comparable string line (payload slices rendered as hex). */
  static final class Log extends TeehistorianVisitor {
    final List<String> lines = new ArrayList<>();
    Header header;
    End end;

    Log() {}

    Log(TeehistorianVisitor next) { super(next); }

    private void add(String s) { lines.add(s); }

    @Override public void visitHeader(Header h) { header = h; add("Header " + h.version()); }
    @Override public void visitPlayerDiff(PlayerDiff m, long o) { add(o + " " + m); }
    @Override public void visitTickSkip(TickSkip m, long o) { add(o + " " + m); }
    @Override public void visitPlayerNew(PlayerNew m, long o) { add(o + " " + m); }
    @Override public void visitPlayerOld(PlayerOld m, long o) { add(o + " " + m); }
    @Override public void visitInputDiff(InputDiff m, long o) { add(o + " " + m); }
    @Override public void visitInputNew(InputNew m, long o) { add(o + " " + m); }
    @Override public void visitMessage(Message m, long o) { add(o + " Message[" + m.cid() + ", " + m.data().toHex() + "]"); }
    @Override public void visitJoin(Join m, long o) { add(o + " " + m); }
    @Override public void visitDrop(Drop m, long o) { add(o + " " + m); }
    @Override public void visitConsoleCommand(ConsoleCommand m, long o) { add(o + " " + m); }
    @Override public void visitEx(ExMessage m, long o) { add(o + " " + ValueTrees.toTree(m) + " " + m.type()); }
    @Override public void visitUnknown(UUID u, ByteSlice d, long o) { add(o + " Unknown " + u + " " + d.toHex()); }
    @Override public void visitFinish(long o) { add(o + " Finish"); }
    @Override public void visitTick(int t) { add("Tick " + t); }
    @Override public void visitPlayerPosition(PlayerPosition p) { add(p.toString()); }
    @Override public void visitPlayerInput(InputState s) { add(s.toString()); }
    @Override public void visitPlayerJoin(PlayerJoin j) { add(j.toString()); }
    @Override public void visitPlayerLeave(PlayerLeave l) { add(l.toString()); }
    @Override public void visitEnd(End e) { end = e; add("End " + e); }
  }
}
