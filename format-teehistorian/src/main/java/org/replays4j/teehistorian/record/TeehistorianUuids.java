package org.replays4j.teehistorian.record;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.UUID;

/**
 * UUID helpers: DDNet names things by version 3 UUIDs derived from the Teeworlds namespace ({@code
 * e05ddaaa-c4e6-4cfb-b642-5d48e80c0029}) and a name such as {@code teehistorian@ddnet.tw}; on disk
 * a UUID is its 16 bytes in big-endian (RFC 4122) order.
 */
public final class TeehistorianUuids {
  private TeehistorianUuids() {}

  /** The Teeworlds UUID namespace. */
  public static final UUID TEEWORLDS_NAMESPACE =
      UUID.fromString("e05ddaaa-c4e6-4cfb-b642-5d48e80c0029");

  /** The file magic, {@code v3("teehistorian@ddnet.tw")} = 699db17b-8efb-34ff-b1d8-da6f60c15dd1. */
  public static final UUID MAGIC = UUID.fromString("699db17b-8efb-34ff-b1d8-da6f60c15dd1");

  private static final byte[] MAGIC_BYTES = toBytes(MAGIC);

  /** A new copy of the 16 magic bytes every file starts with. */
  public static byte[] magicBytes() {
    return MAGIC_BYTES.clone();
  }

  /** True when {@code b[off..off+16)} holds the magic bytes; false when fewer bytes are there. */
  public static boolean isMagic(byte[] b, int off) {
    return off >= 0 && b.length - off >= 16 && Arrays.equals(b, off, off + 16, MAGIC_BYTES, 0, 16);
  }

  /**
   * The version 3 UUID DDNet derives for {@code name}: MD5(namespace bytes ‖ UTF-8 name) with
   * version/variant bits set.
   */
  public static UUID v3(String name) {
    MessageDigest md5;
    try {
      md5 = MessageDigest.getInstance("MD5");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("MD5 is required of every Java platform", e);
    }
    md5.update(toBytes(TEEWORLDS_NAMESPACE));
    byte[] h = md5.digest(name.getBytes(StandardCharsets.UTF_8));
    h[6] = (byte) ((h[6] & 0x0F) | 0x30);
    h[8] = (byte) ((h[8] & 0x3F) | 0x80);
    return fromBytes(h, 0);
  }

  /** The 16 big-endian bytes of {@code u}. */
  public static byte[] toBytes(UUID u) {
    byte[] b = new byte[16];
    long hi = u.getMostSignificantBits();
    long lo = u.getLeastSignificantBits();
    for (int i = 0; i < 8; i++) {
      b[i] = (byte) (hi >>> (56 - 8 * i));
      b[8 + i] = (byte) (lo >>> (56 - 8 * i));
    }
    return b;
  }

  /** The UUID stored big-endian in {@code b[off..off+16)}. */
  public static UUID fromBytes(byte[] b, int off) {
    long hi = 0;
    long lo = 0;
    for (int i = 0; i < 8; i++) {
      hi = (hi << 8) | (b[off + i] & 0xFF);
      lo = (lo << 8) | (b[off + 8 + i] & 0xFF);
    }
    return new UUID(hi, lo);
  }
}
