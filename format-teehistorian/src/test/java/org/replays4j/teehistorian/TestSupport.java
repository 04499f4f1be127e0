package org.replays4j.teehistorian;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Finish;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.MinorVersion;
import org.replays4j.teehistorian.record.UnknownEx;
import org.replays4j.testkit.MiniJson;

/** Shared helpers of the teehistorian tests. */
public final class TestSupport {
  private TestSupport() {}

  static byte[] hex(String h) {
    return HexFormat.of().parseHex(h.replaceAll("[^0-9a-fA-F]", ""));
  }

  static String hex(byte[] b) {
    return HexFormat.of().formatHex(b);
  }

  /** A JSON document as a plain tree. */
  static Map<String, Object> json(Path p) {
    return MiniJson.object(p);
  }

  /** Header fixture of DDNet's teehistorian tests (docs/formats/teehistorian.md#vectors). */
  public static HeaderBuilder ddnetTestHeader() {
    return new HeaderBuilder()
        .versionMinor(MinorVersion.NEWEST.code())
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
      return Arrays.copyOfRange(a, headerSize, a.length);
    }
  }

  /**
   * Decodes {@code file} into {@code v} and returns the summary (null when a visitor stopped the
   * decode).
   */
  static End decode(TeehistorianDecoder d, byte[] file, TeehistorianVisitor v) throws IOException {
    Summary s = new Summary(v);
    d.decode(file, s);
    return s.end;
  }

  /** {@link #decode(TeehistorianDecoder, byte[], TeehistorianVisitor)} for a stream. */
  static End decode(TeehistorianDecoder d, InputStream in, TeehistorianVisitor v)
      throws IOException {
    Summary s = new Summary(v);
    d.decode(in, s);
    return s.end;
  }

  /** The log of {@code file} decoded by the default decoder (its {@code end} set when complete). */
  static Log log(byte[] file) throws IOException {
    Log log = new Log();
    TeehistorianDecoder.create().decode(file, log);
    return log;
  }

  /** Keeps the summary on its way to {@code next}. */
  static final class Summary extends TeehistorianVisitor {
    End end;

    Summary(TeehistorianVisitor next) {
      super(next);
    }

    @Override
    public void visitSummary(End e) {
      end = e;
      super.visitSummary(e);
    }
  }

  /** Records every callback as a comparable string line (payload slices rendered as hex). */
  static class Log extends RecordVisitor {
    final List<String> lines = new ArrayList<>();
    Header header;
    End end;
    boolean ended;

    private void add(String s) {
      lines.add(s);
    }

    @Override
    public void visitHeader(Header h) {
      header = h;
      add("Header " + h.version());
    }

    @Override
    void raw(Object m) {
      String s;
      if (m instanceof Message x) s = "Message[" + x.cid() + ", " + x.data().toHex() + "]";
      else if (m instanceof ExMessage x) s = ValueTrees.toTree(x) + " " + x.type();
      else if (m instanceof UnknownEx x) s = "Unknown " + x.uuid() + " " + x.data().toHex();
      else if (m instanceof Finish) s = "Finish";
      else s = m.toString();
      add(eventOffset() + " " + s);
    }

    @Override
    public void visitTick(int t) {
      add("Tick " + t);
    }

    @Override
    void reconstructed(Object e) {
      add(e.toString());
    }

    @Override
    public void visitSummary(End e) {
      end = e;
      add("End " + e);
    }

    @Override
    public void visitEnd() {
      ended = true;
    }
  }
}
