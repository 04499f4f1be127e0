package org.replays4j.screp;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.replays4j.core.io.ByteSlice;

/**
 * The map data hash exactly as the screp CLI computes it ({@code screp -mapDataHash=sha256},
 * printed as {@code Custom.MapDataHash}): the digest of the whole map data section — every byte of
 * the decompressed section 3 of the replay (the scenario.chk: all CHK sections, in stored order,
 * headers included, nothing skipped or reordered) — as lower-case hex. screp hashes its parser's
 * copy of that section ({@code MapData.Debug.Data}, the section data as read) with the algorithm
 * named by the flag ({@code sha1}, {@code sha256}, {@code sha512} or {@code md5}) and renders it
 * with Go's {@code hex.EncodeToString}. Stateless.
 */
public final class MapDataHash {
  private MapDataHash() {}

  /** SHA-256 of {@code chk}, lower-case hex (64 characters). */
  public static String sha256(ByteSlice chk) {
    return of("SHA-256", chk);
  }

  /**
   * The digest of {@code chk} with a JDK algorithm ({@code SHA-1}, {@code SHA-256}, {@code
   * SHA-512}, {@code MD5}: the ones screp offers), lower-case hex.
   *
   * @throws IllegalArgumentException when the JDK has no such algorithm
   */
  public static String of(String algorithm, ByteSlice chk) {
    MessageDigest d;
    try {
      d = MessageDigest.getInstance(algorithm);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalArgumentException("no digest algorithm '" + algorithm + "' in this JDK", e);
    }
    d.update(chk.asBuffer());
    return ByteSlice.wrap(d.digest()).toHex();
  }
}
