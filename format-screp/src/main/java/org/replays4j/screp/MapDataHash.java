package org.replays4j.screp;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.replays4j.core.io.ByteSlice;

/**
 * The map data hash: a digest of the whole map data section (the scenario.chk as stored in the
 * replay, decompressed), which is what screp hashes for {@code -mapdatahash}. Stateless.
 */
public final class MapDataHash {
  private MapDataHash() {}

  /** SHA-256 of {@code chk}, lower-case hex (64 characters). */
  public static String sha256(ByteSlice chk) {
    return of("SHA-256", chk);
  }

  /**
   * The digest of {@code chk} with a JDK algorithm ({@code SHA-1}, {@code SHA-256}, {@code SHA-512},
   * {@code MD5}: the ones screp offers), lower-case hex.
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
