package org.replays4j.soku.record;

import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;

/**
 * The body of a Giuroll rollback input packet (0x6B, docs/formats/soku.md#mod-packets), parsed on
 * demand from a {@link ModPacket}: {@code [1]} 1 host / 2 client, {@code [2..3]} 0, {@code [4..7]}
 * u32 frame id, {@code [8]} desync byte, {@code [9]} delay, {@code [10]} max rollback, {@code [11]}
 * n, n × u16 inputs, u32 last confirmed frame, i32 time sync ({@link Integer#MAX_VALUE} = none).
 *
 * @param side 1 = host, 2 = client
 * @param frameId u32 frame of the first input
 * @param desync desync detection byte
 * @param delay input delay
 * @param maxRollback maximum rollback
 * @param inputs n × u16 inputs (little-endian)
 * @param lastConfirm u32 last confirmed frame
 * @param timeSync i32 time synchronisation value
 */
public record GiurollInput(
    int side,
    long frameId,
    int desync,
    int delay,
    int maxRollback,
    ByteSlice inputs,
    long lastConfirm,
    int timeSync) {
  /** Parses {@code p}; offsets in errors are relative to the packet's type byte. */
  public static GiurollInput parse(ModPacket p) throws ReplayFormatException {
    if (p.type() != PacketType.GIUROLL_INPUT) {
      throw ReplayFormatException.invalid(
          "soku", 0, "expected a GIUROLL_INPUT packet but got " + p.type());
    }
    ByteSlice b = p.body();
    // body offsets are packet offsets minus 1
    if (b.length() < 11)
      throw ReplayFormatException.truncated("soku", 1 + b.length(), 11 - b.length(), 0);
    int n = b.getU8(10);
    int need = 11 + 2 * n + 8;
    if (b.length() != need) {
      throw ReplayFormatException.invalid(
          "soku",
          11,
          "expected a GIUROLL_INPUT of "
              + (need + 1)
              + " bytes for "
              + n
              + " inputs but got "
              + (b.length() + 1));
    }
    ByteReader r = b.reader("soku", 1);
    int side = r.readU8();
    r.skip(2);
    long frameId = r.readU32le();
    int desync = r.readU8();
    int delay = r.readU8();
    int maxRollback = r.readU8();
    r.skip(1); // n
    return new GiurollInput(
        side,
        frameId,
        desync,
        delay,
        maxRollback,
        r.readSlice(2 * n),
        r.readU32le(),
        r.readS32le());
  }

  /** Number of inputs. */
  public int count() {
    return inputs.length() / 2;
  }

  /** Input {@code i}. */
  public int input(int i) {
    return inputs.getU8(2 * i) | inputs.getU8(2 * i + 1) << 8;
  }
}
