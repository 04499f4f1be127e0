package org.replays4j.butter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.util.Set;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.AbstractDecoder;
import org.replays4j.core.event.DecoderBuilder;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteInput;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;

/**
 * Decodes Echo VR .butter replays (versions 1–3, compressions 0–5) into absolute frames.
 *
 * <p>Layout: {@code header | u32 numChunks | numChunks × u32 size | chunks}; each chunk is the
 * compressed concatenation of frames and starts with a keyframe (docs/formats/butter.md#layout).
 * Every delta is applied to the last keyframe so the visitor sees absolute values.
 *
 * <h2>Where the reference writer and reader disagree (docs/formats/butter.md#reference-bugs)</h2>
 *
 * Files in the wild were written by the reference writer, so this decoder reads what the writer
 * meant:
 *
 * <ul>
 *   <li><b>B1 keyframe bones:</b> the writer diffs bones against the previous frame even across a
 *       chunk boundary (when the bone-player count is unchanged); bones therefore carry over
 *       keyframes here. {@link Option#RESET_BONES_AT_KEYFRAMES} reproduces the reference reader,
 *       which resets them (and then decodes every keyframe after the first wrongly).
 *   <li><b>B2 pause timers:</b> written as deltas (0 at keyframes), read here as deltas; the
 *       absolute timer at a keyframe is not in the file, so decoded timers count from 0 at each
 *       keyframe.
 *   <li><b>B3 team stats:</b> written as deltas against the previous frame; added here (the
 *       reference reader takes them as absolute values).
 *   <li><b>B4 pose inclusion:</b> a pose/disc/VR-player bit is clear when this frame's delta bytes
 *       equal the previous frame's; the previous delta is applied again here (the reference reader
 *       freezes the position instead). The same rule is applied to the pause block.
 *   <li><b>B5 combat points:</b> when the status group is absent the previous points are kept.
 *   <li><b>B6/B8:</b> the combat payload block has 7 bytes (no multiplier); Δms wraps at 65,536.
 *   <li>Versions 1 and 2 (layout checked against the reference v1/v2 readers): a clear pose bit
 *       means "not moved" (their writer compared positions, not delta bytes), and version 1 stores
 *       the VR player position absolute.
 *   <li><b>Restart requests:</b> the reference reader resets them to false in frames without the
 *       pause block; they are part of that block's unchanged bytes, so they are kept here.
 *   <li>A bone-player count change inside a chunk (which crashes the reference reader) restarts the
 *       bone base at zero/identity, as the writer does.
 * </ul>
 *
 * <h2>Layers</h2>
 *
 * {@code ButterHeaderReader} (the header), {@code ButterChunkSource} (chunk table and stored chunks
 * of an array, a buffer or a stream), {@code ButterInflater} (gzip/zstd within the core
 * decompression budget) and {@code ButterFrameDecoder} (the delta state machine, driven by the
 * {@link ButterFrameGroup} and {@link ButterPlayerGroup} tables of the file's version). Offsets
 * ({@link ButterVisitor#eventOffset()}) are in the decoded stream: the header at 0, a chunk at its
 * first decompressed byte, a frame at its marker.
 *
 * <p>Built by {@link #builder()} or {@link #create()}; instances are immutable and thread-safe, and
 * each {@code decode} call uses its own state.
 */
public final class ButterDecoder extends AbstractDecoder<ButterVisitor, ButterDecoder.Option> {
  /** Format id used in errors. */
  public static final String FORMAT = "butter";

  /** Keyframe marker, u16 LE {@code 0xFEFC} (bytes FC FE). */
  public static final int KEYFRAME_MARKER = 0xFEFC;

  /** Delta-frame marker, u16 LE {@code 0xFEFE}. */
  public static final int FRAME_MARKER = 0xFEFE;

  /** Cap on a string's length in the header (the reference reader stops at 1024 bytes). */
  public static final int MAX_STRING = ButterHeaderReader.MAX_STRING;

  /**
   * The {@code code} of {@link ButterVisitor#visitUnknown}: bytes after the last chunk of the chunk
   * table (butter numbers no events, so this is the only unknown).
   */
  public static final int TRAILING_BYTES = -1;

  /** Decoding options, all off by default. */
  public enum Option {
    /** Reset bones at every keyframe like the reference reader (B1) instead of carrying them. */
    RESET_BONES_AT_KEYFRAMES,
    /**
     * Reproduce the reference reader (Butter-Replays DecompressorV1–V3) including its bugs: pause
     * timers and team stats taken as absolute (B2, B3), a clear pose/VR/disc bit freezes the value
     * (B4), combat points fall back to 0 (B5), restart requests drop to false without the pause
     * block, bones reset at keyframes (B1). For comparisons with that reader's output only.
     */
    REFERENCE_READER
  }

  private ButterDecoder(DecodeLimits limits, Set<Option> options, boolean salvage) {
    super(limits, options, salvage);
  }

  /**
   * A builder: limits (default {@link DecodeLimits#DEFAULT}) and options (default none). With
   * {@code salvage(true)} a file damaged after its header (a cut or damaged chunk table, a cut or
   * undecodable chunk) delivers every whole frame before the damage, then {@link
   * ButterVisitor#visitDamage} and {@link ButterVisitor#visitEnd}; decoding does not resume at the
   * next chunk's keyframe (docs/formats/butter.md#damaged-files).
   */
  public static DecoderBuilder<Option, ButterDecoder> builder() {
    return new DecoderBuilder<>(Option.class, ButterDecoder::new);
  }

  private static final ButterDecoder DEFAULT = builder().build();

  private static final ButterDecoder SALVAGE = builder().salvage(true).build();

  /** A decoder with default limits and no options (strict: damage is an exception). */
  public static ButterDecoder create() {
    return DEFAULT;
  }

  /**
   * A decoder with default limits, no options and salvage mode on, as the models ({@link
   * ButterReplay#read(byte[])}) and the SPI use it.
   */
  public static ButterDecoder salvaging() {
    return SALVAGE;
  }

  /**
   * The header at the start of {@code file} (its first bytes are enough), without the chunks: what
   * probing reads.
   *
   * @throws ReplayFormatException when the bytes hold no valid header ({@code TRUNCATED} when they
   *     end inside it)
   */
  public static ButterHeader readHeader(byte[] file) throws ReplayFormatException {
    return ButterHeaderReader.read(ByteReader.of(FORMAT, file));
  }

  /** No options, salvage mode, within {@code limits}: what the format SPI reads with. */
  public static ButterDecoder salvaging(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? SALVAGE
        : builder().limits(limits).salvage(true).build();
  }

  /**
   * Decodes {@code len} bytes at {@code file[off]} (the fastest way in: chunks are sliced, not
   * copied).
   */
  @Override
  protected void decode(byte[] file, int off, int len, ButterVisitor visitor) throws IOException {
    ByteReader r = new ByteReader(FORMAT, file, off, len, 0);
    ButterHeader header = ButterHeaderReader.read(r);
    run(header, ButterChunkSource.of(file, r.arrayIndex(), off + len, r.position()), visitor);
  }

  /** A buffer without an accessible array: one stored chunk at a time is copied. */
  @Override
  protected void decodeDirect(ByteBuffer file, ButterVisitor visitor) throws IOException {
    ByteBuffer b = file.duplicate();
    byte[] prefix = new byte[Math.min(b.remaining(), ButterHeaderReader.MAX_HEADER)];
    b.get(b.position(), prefix);
    ByteReader hr = ByteReader.of(FORMAT, prefix);
    ButterHeader header = header(hr, prefix.length == ButterHeaderReader.MAX_HEADER);
    run(
        header,
        ButterChunkSource.of(b, b.position() + hr.relativePosition(), hr.relativePosition()),
        visitor);
  }

  /**
   * Decodes a stream with bounded memory: the header, the chunk table, then one stored chunk and
   * its decompressed frames at a time. Bytes after the last chunk are not read.
   */
  @Override
  public void decode(InputStream in, ButterVisitor visitor) throws IOException {
    byte[] prefix = in.readNBytes(ButterHeaderReader.MAX_HEADER);
    ByteReader hr = ByteReader.of(FORMAT, prefix);
    ButterHeader header = header(hr, prefix.length == ButterHeaderReader.MAX_HEADER);
    int used = hr.relativePosition();
    InputStream rest =
        new SequenceInputStream(new ByteArrayInputStream(prefix, used, prefix.length - used), in);
    run(header, ButterChunkSource.of(rest, used), visitor);
  }

  /**
   * Parses a file header (docs/formats/butter.md#header) from {@code r}, leaving it at the chunk
   * table: for probes and tools that need the header only.
   */
  public ButterHeader readHeader(ByteInput r) throws ReplayFormatException {
    return ButterHeaderReader.read(r);
  }

  /**
   * The header from a prefix of at most MAX_HEADER bytes; {@code full} when the prefix may have cut
   * it.
   */
  private static ButterHeader header(ByteReader prefix, boolean full) throws ReplayFormatException {
    try {
      return ButterHeaderReader.read(prefix);
    } catch (ReplayFormatException e) {
      if (full && e.kind() == ReplayFormatException.Kind.TRUNCATED) {
        throw ReplayFormatException.limitExceeded(
            FORMAT,
            0,
            "header size",
            ButterHeaderReader.MAX_HEADER,
            ButterHeaderReader.MAX_HEADER + 1L);
      }
      throw e;
    }
  }

  /** The offset of the event being delivered; one per decode. */
  static final class Cursor implements EventCursor {
    long at;

    @Override
    public long eventOffset() {
      return at;
    }
  }

  private void run(ButterHeader header, ButterChunkSource source, ButterVisitor visitor)
      throws IOException {
    try {
      body(header, source, visitor);
    } catch (StopDecoding stop) {
      // the visitor asked to stop: nothing more is delivered
    }
  }

  private void body(ButterHeader header, ButterChunkSource source, ButterVisitor visitor)
      throws IOException {
    Cursor cursor = new Cursor();
    visitor.visitStart(cursor);
    visitor.visitHeader(header);
    try {
      chunks(header, source, visitor, cursor);
    } catch (ReplayFormatException e) {
      cursor.at = -1;
      damaged(e, visitor);
    }
  }

  /** The chunk table and the chunks: damage here comes after the header (salvageable). */
  private void chunks(
      ButterHeader header, ButterChunkSource source, ButterVisitor visitor, Cursor cursor)
      throws IOException {
    long[] sizes = source.readTable(limits);
    long rawOffset = source.position();
    long decodedOffset = rawOffset;
    boolean ref = options.contains(Option.REFERENCE_READER);
    ButterFrameDecoder frames =
        new ButterFrameDecoder(
            header, ref || options.contains(Option.RESET_BONES_AT_KEYFRAMES), ref);
    ButterInflater inflater = new ButterInflater(header.compression(), limits);
    for (int c = 0; c < sizes.length; c++) {
      long size = sizes[c];
      String path = "butter/chunk[" + c + "]";
      ByteSlice stored = source.readChunk(size, limits, path);
      boolean cut = stored.length() < size;
      // a cut uncompressed chunk still delivers the frames that are whole; a cut compressed one
      // nothing
      if (cut && header.compression() != ButterCompression.NONE) {
        throw ButterChunkSource.truncated(rawOffset, size, stored.length(), path);
      }
      ByteReader chunk = inflater.frames(stored, c, rawOffset, decodedOffset);
      int decodedSize = cut ? (int) size : chunk.remaining();
      cursor.at = decodedOffset;
      visitor.visitChunk(new ButterChunkInfo(c, rawOffset, size, decodedOffset, decodedSize));
      frames.decodeChunk(chunk, c, rawOffset, cursor, visitor);
      if (cut)
        throw ButterChunkSource.truncated(
            rawOffset + stored.length(), size - stored.length(), 0, path);
      rawOffset += size;
      decodedOffset += decodedSize;
    }
    ByteSlice trailing = source.trailing();
    if (trailing != null) {
      cursor.at = decodedOffset;
      visitor.visitUnknown(TRAILING_BYTES, trailing);
    }
    cursor.at = -1;
    visitor.visitEnd();
  }
}
