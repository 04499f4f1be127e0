package org.replays4j.teehistorian;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.TwVarInt;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.TeehistorianUuids;

/**
 * Low-level teehistorian writer: the magic and header, then one call per message, encoded exactly
 * as DDNet encodes it. It does not track ticks or diffs — {@link TeehistorianRecorder} does that on
 * top, like DDNet's server. Buffered; call {@link #flush()} or {@link #close()}. Not thread-safe.
 */
public final class TeehistorianWriter implements Closeable, Flushable {
  private static final JsonFactory JSON = new JsonFactory();

  private final OutputStream out;
  private final byte[] buf = new byte[1 << 16];
  private int n;
  private long written;

  /** Writes to {@code out} (closed by {@link #close()}). */
  public TeehistorianWriter(OutputStream out) {
    this.out = Objects.requireNonNull(out, "out");
  }

  /** Bytes written so far (buffered ones included). */
  public long bytesWritten() {
    return written + n;
  }

  /**
   * The magic UUID, {@code header} as a JSON object (key order kept; values written as given —
   * DDNet writes every scalar as a string) and the terminating NUL.
   */
  public void writeHeader(Map<String, ?> header) throws IOException {
    raw(TeehistorianUuids.magicBytes(), 0, 16);
    raw(headerJson(header));
    u8(0);
  }

  /** The JSON bytes of a header tree (no NUL). */
  public static byte[] headerJson(Map<String, ?> header) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(bos)) {
      writeValue(g, header);
    }
    byte[] b = bos.toByteArray();
    for (byte x : b)
      if (x == 0) throw new IllegalArgumentException("header JSON must not contain NUL bytes");
    return b;
  }

  private static void writeValue(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName(String.valueOf(e.getKey()));
        writeValue(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof Iterable<?> it) {
      g.writeStartArray();
      for (Object x : it) writeValue(g, x);
      g.writeEndArray();
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Number num) {
      g.writeNumber(num.toString());
    } else {
      g.writeString(v.toString());
    }
  }

  /** PLAYER_DIFF: the message id is the cid. */
  public void playerDiff(int cid, int dx, int dy) throws IOException {
    ensure(15);
    varint(checkCid(cid));
    varint(dx);
    varint(dy);
  }

  /** FINISH. */
  public void finish() throws IOException {
    varint(-1);
  }

  /** TICK_SKIP. */
  public void tickSkip(int dt) throws IOException {
    if (dt < 0) throw new IllegalArgumentException("dt must be >= 0: " + dt);
    varint(-2);
    varint(dt);
  }

  /** PLAYER_NEW. */
  public void playerNew(int cid, int x, int y) throws IOException {
    begin(-3, cid);
    varint(x);
    varint(y);
  }

  /** PLAYER_OLD. */
  public void playerOld(int cid) throws IOException {
    begin(-4, cid);
  }

  /** INPUT_DIFF with component-wise deltas. */
  public void inputDiff(int cid, PlayerInput delta) throws IOException {
    input(-5, cid, delta);
  }

  /** INPUT_NEW with an absolute input. */
  public void inputNew(int cid, PlayerInput in) throws IOException {
    input(-6, cid, in);
  }

  /** The message id and the checked client id that start the messages about one player. */
  private void begin(int id, int cid) throws IOException {
    varint(id);
    varint(checkCid(cid));
  }

  /** INPUT_DIFF and INPUT_NEW: the same layout, ten varints after the client id. */
  private void input(int id, int cid, PlayerInput in) throws IOException {
    begin(id, cid);
    ensure(50);
    for (int i = 0; i < PlayerInput.SIZE; i++) varint(in.get(i));
  }

  /** MESSAGE. */
  public void message(int cid, byte[] data) throws IOException {
    varint(-7);
    varint(cid);
    varint(data.length);
    raw(data);
  }

  /** JOIN. */
  public void join(int cid) throws IOException {
    begin(-8, cid);
  }

  /** DROP. */
  public void drop(int cid, String reason) throws IOException {
    begin(-9, cid);
    str(reason);
  }

  /** CONSOLE_COMMAND. */
  public void consoleCommand(int cid, int flags, String command, List<String> args)
      throws IOException {
    varint(-10);
    varint(cid);
    varint(flags);
    str(command);
    varint(args.size());
    for (String a : args) str(a);
  }

  /** EX with a known type, payload encoded from the record. */
  public void ex(ExMessage m) throws IOException {
    ex(m.type().uuid(), exPayload(m));
  }

  /** EX with any UUID and raw payload (for unknown extensions). */
  public void ex(UUID uuid, byte[] payload) throws IOException {
    varint(-11);
    raw(TeehistorianUuids.toBytes(uuid));
    varint(payload.length);
    raw(payload);
  }

  /**
   * Each EX record's component accessors in declaration order: the payload's fields in wire order
   * ({@link ExMessage}).
   */
  private static final ClassValue<Method[]> EX_FIELDS =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
          return Arrays.stream(type.getRecordComponents())
              .map(RecordComponent::getAccessor)
              .toArray(Method[]::new);
        }
      };

  /**
   * The payload bytes of a known EX record (docs/formats/teehistorian.md#ex): its components in
   * declaration order, ints as varints, UUIDs as 16 bytes, strings NUL-terminated, byte data as is.
   */
  public static byte[] exPayload(ExMessage m) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    byte[] tmp = new byte[TwVarInt.MAX_BYTES];
    for (Method field : EX_FIELDS.get(m.getClass())) {
      Object v;
      try {
        v = field.invoke(m);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot read " + field + " of " + m, e);
      }
      if (v instanceof Integer i) {
        b.write(tmp, 0, TwVarInt.write(i, tmp, 0));
      } else if (v instanceof UUID u) {
        b.writeBytes(TeehistorianUuids.toBytes(u));
      } else if (v instanceof String str) {
        b.writeBytes(strBytes(str));
        b.write(0);
      } else if (v instanceof ByteSlice data) {
        b.writeBytes(data.toArray());
      } else {
        throw new IllegalArgumentException("no EX encoding for " + field + " of " + m);
      }
    }
    return b.toByteArray();
  }

  private static byte[] strBytes(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    for (byte x : b)
      if (x == 0)
        throw new IllegalArgumentException("teehistorian strings cannot contain NUL: " + s);
    return b;
  }

  private static int checkCid(int cid) {
    if (cid < 0 || cid >= TeehistorianVersion.MAX_CLIENTS) {
      throw new IllegalArgumentException("client id must be in 0..127: " + cid);
    }
    return cid;
  }

  private void str(String s) throws IOException {
    raw(strBytes(s));
    u8(0);
  }

  private void ensure(int k) throws IOException {
    if (buf.length - n < k) drain();
  }

  private void varint(int v) throws IOException {
    if (buf.length - n < TwVarInt.MAX_BYTES) drain();
    n += TwVarInt.write(v, buf, n);
  }

  private void u8(int b) throws IOException {
    if (n == buf.length) drain();
    buf[n++] = (byte) b;
  }

  private void raw(byte[] b) throws IOException {
    raw(b, 0, b.length);
  }

  private void raw(byte[] b, int off, int len) throws IOException {
    if (len > buf.length - n) {
      drain();
      if (len > buf.length) {
        out.write(b, off, len);
        written += len;
        return;
      }
    }
    System.arraycopy(b, off, buf, n, len);
    n += len;
  }

  private void drain() throws IOException {
    out.write(buf, 0, n);
    written += n;
    n = 0;
  }

  @Override
  public void flush() throws IOException {
    drain();
    out.flush();
  }

  @Override
  public void close() throws IOException {
    try {
      drain();
    } finally {
      out.close();
    }
  }
}
