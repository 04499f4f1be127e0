package org.replays4j.screp;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;

/** Mutated real replays never escape as unchecked exceptions, OOM or hangs. */
class ScrepFuzzTest {
  private static byte[] legacy;
  private static byte[] modern;

  private static byte[] load(String name) throws Exception {
    return Files.readAllBytes(ScrepCorpus.corpus().resolve(name));
  }

  /**
   * Real replays when the shared corpus directory is present, else the writer-made sample in
   * testdata/ (no skip).
   */
  private static void loadInputs() throws Exception {
    if (legacy != null) return;
    if (ScrepCorpus.present()) {
      legacy = load(ScrepDecoderTest.LEGACY);
      modern = load(ScrepDecoderTest.MODERN_121);
    } else {
      String root = System.getProperty("replays4j.root", "..");
      legacy = Files.readAllBytes(Path.of(root, "testdata", "screp", "legacy-1v1.rep"));
      modern = Files.readAllBytes(Path.of(root, "testdata", "screp", "melee-1v1-zlib.rep"));
    }
  }

  @Property(tries = 150)
  void bitFlipsFailCleanlyOrDecode(
      @ForAll @IntRange(min = 0, max = Integer.MAX_VALUE) int where,
      @ForAll @IntRange(min = 0, max = 7) int bit,
      @ForAll boolean modernFile)
      throws Exception {
    loadInputs();
    byte[] b = (modernFile ? modern : legacy).clone();
    // Bias half of the flips into the first 2 KiB, where the section headers are.
    int pos = where % 2 == 0 ? where % Math.min(2048, b.length) : where % b.length;
    b[pos] ^= (byte) (1 << bit);
    decodeAll(b);
  }

  @Property(tries = 150)
  void randomBytesAfterAValidPrefixFailCleanly(
      @ForAll byte[] junk, @ForAll @IntRange(min = 0, max = 200) int keep) throws Exception {
    loadInputs();
    byte[] b = new byte[keep + junk.length];
    System.arraycopy(legacy, 0, b, 0, keep);
    System.arraycopy(junk, 0, b, keep, junk.length);
    decodeAll(b);
  }

  static void decodeAll(byte[] b) throws Exception {
    ScrepDecoder d = ScrepDecoder.create();
    try {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      d.decode(b, new CheckingScrepVisitor(c));
      ScrepComputed.compute(c.result());
      ScrepFormat.details(c.result(), ScrepComputed.compute(c.result()));
    } catch (ReplayFormatException expected) {
      // fine
    }
    try {
      d.decode(new ByteArrayInputStream(b), new ScrepReplay.Collector());
    } catch (ReplayFormatException expected) {
      // fine
    }
  }
}
