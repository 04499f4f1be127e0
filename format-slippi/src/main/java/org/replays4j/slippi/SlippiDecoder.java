package org.replays4j.slippi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.codec.UbjsonReader;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.AbstractDecoder;
import org.replays4j.core.event.DecoderBuilder;
import org.replays4j.core.event.ReplayVisitor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;

/**
 * Entry point for reading Slippi {@code .slp} replays: the UBJSON container (<code>
 * {U\x03raw[$U#l&lt;u32 length&gt;</code> events {@code U\x08metadata} value <code>}</code>) and
 * the raw event stream, delivered to a {@link SlippiVisitor}.
 *
 * <pre>{@code
 * SlippiDecoder d = SlippiDecoder.builder().limits(limits).option(SlippiDecoder.Option.SKIP_ITEMS).build();
 * d.decode(bytes, visitor);
 * }</pre>
 *
 * <p>Three ways in: {@link #decode(byte[], ReplayVisitor) decode(byte[], SlippiVisitor)} (fastest;
 * the events are read straight from the array), {@link #decode(ByteBuffer, ReplayVisitor)
 * decode(ByteBuffer, SlippiVisitor)}, {@link #decode(InputStream, SlippiVisitor)} (bounded memory:
 * at most one event plus a read chunk is buffered) and {@link SlippiPushParser} for live games. A
 * visitor throwing {@link StopDecoding} ends any of them normally. Fast paths: {@link
 * #readMetadata(byte[])}/{@link #readMetadata(Path)} skip the raw element by its declared length;
 * {@link #readGameStart(byte[])} stops after Game Start.
 *
 * <p>Per-frame events reach the visitor in runs ({@link SlippiVisitor#visitFrameEvents}) of reused
 * zero-allocation views over the input, or as immutable records, as each visitor declared ({@link
 * SlippiVisitor.Interest}); events that no visitor of the chain wants are not built at all.
 *
 * <p>Raw length 0 (a file still being written): the event stream ends at the first byte that is not
 * a listed command (normally the {@code U} of the metadata key) or at end of input; in the latter
 * case {@link RawEnd#incomplete()} is true and no metadata is reported.
 *
 * <p>Bare event streams: input that starts with the Event Payloads command (0x35) instead of the
 * container's <code>{</code> is the raw element alone (as a console or Dolphin sends it). It ends
 * at end of input or at the first byte that is not a listed command, like a raw length of 0; there
 * is no metadata, {@link RawStart#offset()} is 0 ({@link RawStart#bare()}) and {@link
 * RawEnd#incomplete()} is false. Every entry point accepts it, including the push parser and the
 * metadata fast paths (which return null). Bad or truncated input: every complete event is
 * delivered, then a {@link ReplayFormatException} with the file offset is thrown.
 *
 * <p>Instances are immutable and thread-safe; each call decodes independently.
 */
public final class SlippiDecoder extends AbstractDecoder<SlippiVisitor, SlippiDecoder.Option> {
  /** Format id used in exceptions and by the SPI. */
  public static final String FORMAT = "slippi";

  /** The 11 bytes every {@code .slp} file starts with, followed by the u32 raw length. */
  public static final byte[] SIGNATURE = {'{', 'U', 3, 'r', 'a', 'w', '[', '$', 'U', '#', 'l'};

  /** Offset of the first raw event byte. */
  public static final int RAW_OFFSET = 15;

  /** Options that skip work the caller does not need. */
  public enum Option {
    /** Do not decode frame events (pre/post, frame start/bookend, items, stage events). */
    SKIP_FRAMES,
    /** Do not decode Item Update events. */
    SKIP_ITEMS,
    /** Do not parse the metadata element. */
    SKIP_METADATA
  }

  private SlippiDecoder(DecodeLimits limits, Set<Option> options, boolean salvage) {
    super(limits, options, salvage);
  }

  /**
   * A builder of decoders: {@code
   * SlippiDecoder.builder().limits(l).option(Option.SKIP_ITEMS).build()}. With {@code
   * salvage(true)} a file damaged after its 15-byte header (or, for a bare event stream, after its
   * first byte) delivers every complete event, then {@link SlippiVisitor#visitDamage} and {@link
   * SlippiVisitor#visitEnd}: a cut inside the raw element ends it without {@link
   * SlippiVisitor#visitRawEnd}, a cut inside the metadata comes after {@code visitRawEnd}.
   */
  public static DecoderBuilder<Option, SlippiDecoder> builder() {
    return new DecoderBuilder<>(Option.class, SlippiDecoder::new);
  }

  private static final SlippiDecoder DEFAULT = builder().build();

  private static final SlippiDecoder SALVAGE = builder().salvage(true).build();

  /** The decoder with default limits and no options (strict: damage is an exception). */
  public static SlippiDecoder create() {
    return DEFAULT;
  }

  /**
   * The decoder with default limits, no options and salvage mode on, as the models ({@link
   * SlippiGame#read(byte[])}) and the SPI use it.
   */
  public static SlippiDecoder salvaging() {
    return SALVAGE;
  }

  RawEventEngine engine(SlippiVisitor v, boolean unknownLength) {
    return new RawEventEngine(v, limits, options, unknownLength);
  }

  /** Declared raw length from the header at {@code b[off]}, after checking the signature. */
  static long header(byte[] b, int off, int len, long delta) throws ReplayFormatException {
    int n = Math.min(len, SIGNATURE.length);
    for (int i = 0; i < n; i++) {
      if (b[off + i] != SIGNATURE[i]) {
        throw ReplayFormatException.badMagic(
            FORMAT, off + delta, SIGNATURE, Arrays.copyOfRange(b, off, off + n));
      }
    }
    if (len < RAW_OFFSET) {
      throw ReplayFormatException.truncated(FORMAT, off + delta + len, RAW_OFFSET - len, 0)
          .withPath("slp/raw/length");
    }
    return Bytes.u32be(b, off + SIGNATURE.length);
  }

  /**
   * Decodes {@code len} bytes at {@code b[off]} (the fastest way in: the events are read straight
   * from the array); offsets in events and errors are relative to off.
   *
   * @throws ReplayFormatException on bad or truncated input, after delivering every complete event
   */
  @Override
  public void decode(byte[] b, int off, int len, SlippiVisitor v) throws ReplayFormatException {
    try {
      decode0(b, off, len, v);
    } catch (StopDecoding stop) {
      // requested by the visitor
    }
  }

  /**
   * Whether {@code len} bytes at {@code b[off]} start a bare event stream (no UBJSON container):
   * the Event Payloads command 0x35.
   */
  static boolean bare(byte[] b, int off, int len) {
    return len > 0 && (b[off] & 0xFF) == SlippiCommand.EVENT_PAYLOADS;
  }

  private void decode0(byte[] b, int off, int len, SlippiVisitor v) throws ReplayFormatException {
    long delta = -off;
    boolean bare = bare(b, off, len);
    long declared = bare ? 0 : header(b, off, len, delta);
    int rawStart = off + (bare ? 0 : RAW_OFFSET);
    boolean unknownLength = declared == 0;
    RawEventEngine engine = engine(v, unknownLength);
    v.visitStart(engine);
    try {
      body(b, off, len, v, engine, bare, declared, rawStart);
    } catch (ReplayFormatException e) {
      damaged(e, v);
    }
  }

  /** Everything after the header: damage found here is salvageable. */
  private void body(
      byte[] b,
      int off,
      int len,
      SlippiVisitor v,
      RawEventEngine engine,
      boolean bare,
      long declared,
      int rawStart)
      throws ReplayFormatException {
    long delta = -off;
    int end = off + len;
    boolean unknownLength = declared == 0;
    long declaredEnd = rawStart + declared;
    int rawEnd = unknownLength ? end : (int) Math.min(declaredEnd, end);
    v.visitRawStart(new RawStart(rawStart - off, declared));
    // collectors presize from the declared length: tell them what is really there
    v.visitRawBytesPresent(rawEnd - rawStart);
    int p = engine.process(b, rawStart, rawEnd, delta);
    if (p < rawEnd && !engine.stoppedAtUnknown) {
      int cmd = b[p] & 0xFF;
      int size = engine.sizes[cmd];
      throw ReplayFormatException.truncated(FORMAT, p + delta, size + 1L, rawEnd - p)
          .withPath("slp/raw/event 0x" + String.format("%02X", cmd));
    }
    if (!unknownLength && declaredEnd > end) {
      throw ReplayFormatException.truncated(FORMAT, end + delta, declaredEnd - end, 0)
          .withPath("slp/raw (declared length " + declared + ")");
    }
    if (engine.splitOpen()) {
      throw ReplayFormatException.invalid(
          FORMAT,
          p + delta,
          "expected the last Message Splitter chunk of the message started at offset 0x"
              + Long.toHexString(engine.splitStart()).toUpperCase()
              + " but the raw element ended");
    }
    boolean incomplete = unknownLength && p == end && !bare;
    v.visitRawEnd(new RawEnd(p - rawStart, p + delta, incomplete));
    if (!incomplete && !bare) {
      tail(b, p, end, delta, v);
    }
    v.visitEnd();
  }

  /**
   * Reads the members after the raw element (normally just {@code metadata}) and the closing brace.
   */
  void tail(byte[] b, int p, int end, long delta, SlippiVisitor v) throws ReplayFormatException {
    UbjsonReader r =
        new UbjsonReader(new ByteReader(FORMAT, b, p, end - p, p + delta), FORMAT, limits);
    r.enterObject();
    while (true) {
      UbjsonReader.Token t = r.next();
      if (t == UbjsonReader.Token.END_OBJECT) return;
      if (t == UbjsonReader.Token.END_OF_INPUT) {
        throw ReplayFormatException.truncated(FORMAT, r.position(), 1, 0).withPath("slp/metadata");
      }
      if ("metadata".equals(r.text()) && !options.contains(Option.SKIP_METADATA)) {
        long from = r.position();
        Object tree = r.readTree();
        if (tree instanceof Map<?, ?> m) {
          @SuppressWarnings("unchecked")
          Map<String, Object> mm = (Map<String, Object>) m;
          // the stored bytes, so that the writer can reproduce the element exactly (markers,
          // lengths)
          int a = (int) (from - delta);
          ByteSlice stored = ByteSlice.wrap(Arrays.copyOfRange(b, a, (int) (r.position() - delta)));
          v.visitMetadata(new SlippiMetadata(mm, stored));
        }
      } else {
        r.skipValue();
      }
    }
  }

  /**
   * Decodes a stream with bounded memory (at most one event plus one read chunk is buffered, and
   * the metadata element); does not close it.
   *
   * @throws ReplayFormatException on bad or truncated input, after delivering every complete event
   * @throws IOException when reading the stream fails
   */
  @Override
  public void decode(InputStream in, SlippiVisitor v) throws IOException {
    SlippiPushParser pp = new SlippiPushParser(this, v);
    byte[] chunk = new byte[Math.min(64 * 1024, Math.max(1024, limits.streamWindowBytes()))];
    try {
      int n;
      while (!pp.stopped() && (n = in.read(chunk)) > 0) {
        pp.feed(chunk, 0, n);
      }
      pp.finish();
    } catch (ReplayFormatException e) {
      // damage in the stream itself (a cut gzip container) counts like damage in the file
      if (!pp.started()) throw e;
      try {
        damaged(e, v);
      } catch (StopDecoding stop) {
        // requested by the visitor
      }
    }
  }

  /**
   * Metadata-only fast path: skips the raw element by its declared length (walks the event sizes
   * only when the length is 0). Returns null when the file has no metadata element (always for a
   * bare event stream).
   */
  public static SlippiMetadata readMetadata(byte[] file) throws ReplayFormatException {
    return DEFAULT.metadataOf(file, 0, file.length);
  }

  SlippiMetadata metadataOf(byte[] b, int off, int len) throws ReplayFormatException {
    if (bare(b, off, len)) return null;
    long declared = header(b, off, len, -off);
    SlippiMetadata[] out = new SlippiMetadata[1];
    SlippiVisitor grab =
        new SlippiVisitor(null, Set.of()) {
          @Override
          public void visitMetadata(SlippiMetadata e) {
            out[0] = e;
          }
        };
    int rawStart = off + RAW_OFFSET;
    int end = off + len;
    int p;
    if (declared > 0) {
      if (rawStart + declared > end) {
        throw ReplayFormatException.truncated(FORMAT, end - off, rawStart + declared - end, 0);
      }
      p = (int) (rawStart + declared);
    } else {
      RawEventEngine engine =
          new RawEventEngine(new SlippiVisitor(null, Set.of()) {}, limits, SKIP_EVENTS, true);
      p = engine.process(b, rawStart, end, -off);
      if (!engine.stoppedAtUnknown) return null;
    }
    tail(b, p, end, -off, grab);
    return out[0];
  }

  /**
   * Metadata-only fast path for a file: reads the 15-byte header, seeks past the raw element and
   * reads only the rest (a few hundred bytes). Falls back to reading the file when the raw length
   * is 0 (a game still being recorded), within the default limits like {@link
   * SlippiGame#read(Path)}: a file larger than {@link DecodeLimits#maxDecompressedBytes()} is
   * refused with {@code LIMIT_EXCEEDED} before it is read.
   */
  public static SlippiMetadata readMetadata(Path file) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = ch.size();
      ByteBuffer head = ByteBuffer.allocate((int) Math.min(RAW_OFFSET, size));
      while (head.hasRemaining() && ch.read(head) > 0) {
        /* fill */
      }
      byte[] h = head.array();
      if (bare(h, 0, head.position())) return null;
      long declared = header(h, 0, head.position(), 0);
      if (declared == 0) {
        return readMetadata(ReplaySource.of(file).readAllBytes(DecodeLimits.DEFAULT));
      }
      long tailStart = RAW_OFFSET + declared;
      if (tailStart > size)
        throw ReplayFormatException.truncated(FORMAT, size, tailStart - size, 0);
      long tailLen = size - tailStart;
      DecodeLimits.DEFAULT.checkEventBytes(FORMAT, tailStart, "metadata", tailLen);
      ByteBuffer tail = ByteBuffer.allocate((int) tailLen);
      ch.position(tailStart);
      while (tail.hasRemaining() && ch.read(tail) > 0) {
        /* fill */
      }
      SlippiMetadata[] out = new SlippiMetadata[1];
      DEFAULT.tail(
          tail.array(),
          0,
          tail.position(),
          tailStart,
          new SlippiVisitor(null, Set.of()) {
            @Override
            public void visitMetadata(SlippiMetadata e) {
              out[0] = e;
            }
          });
      return out[0];
    }
  }

  /** Settings-only fast path: decodes up to Game Start and stops; null when there is none. */
  public static GameStart readGameStart(byte[] file) throws ReplayFormatException {
    GameStart[] out = new GameStart[1];
    SETTINGS.decode(
        file,
        0,
        file.length,
        new SlippiVisitor(null, Set.of()) {
          @Override
          public void visitGameStart(GameStart e) {
            out[0] = e;
            throw StopDecoding.INSTANCE;
          }
        });
    return out[0];
  }

  /** What the metadata fast path skips while it walks a raw element of unknown length. */
  private static final Set<Option> SKIP_EVENTS = Set.of(Option.SKIP_FRAMES, Option.SKIP_ITEMS);

  private static final SlippiDecoder SETTINGS =
      builder().option(Option.SKIP_FRAMES, Option.SKIP_METADATA).build();
}
