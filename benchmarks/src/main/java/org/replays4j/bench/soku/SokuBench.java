package org.replays4j.bench.soku;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.bench.BenchFiles;
import org.replays4j.bench.ShortRun;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.CaptureStats;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.SokuCapture;
import org.replays4j.soku.SokuContext;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.SokuPacketCodec;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.SokuWriter;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.capture.UdpDatagram;
import org.replays4j.soku.record.SokuPacket;

/**
 * Soku capture decoding. {@code capture} = a file name in the shared corpus's soku (read when
 * present) or {@code synthetic} (a generated 20 000-frame spectated session). Packet rates are
 * reported through the {@code packets} aux counter (ops/s of it = packets/s).
 */
public class SokuBench extends ShortRun {
  @Param({"spectacle-wan-watch-49053.pcapng", "spectacle-relay-33207-59395.pcapng", "synthetic"})
  public String capture;

  byte[] bytes;
  long packetsPerCapture;
  List<byte[]> payloads;
  SokuPacketCodec codec;

  /** Counts packets for the per-packet rate. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Packets {
    /** Soku packets decoded. */
    public long packets;
  }

  /**
   * The bytes of {@code capture}: the file of that name in the shared corpus's soku when present,
   * else (and for {@code synthetic}) a generated 20,000-frame spectated session.
   */
  static byte[] captureBytes(String capture) throws IOException {
    Path shared = BenchFiles.corpus("soku", capture);
    return !capture.equals("synthetic") && Files.isRegularFile(shared)
        ? Files.readAllBytes(shared)
        : SokuWriter.capture(1, 20_000, CaptureWriter.Options.DEFAULT);
  }

  @Setup(Level.Trial)
  public void setup() throws IOException {
    bytes = captureBytes(capture);
    long[] n = {0};
    payloads = new ArrayList<>();
    SokuDecoder.builder()
        .option(SokuDecoder.Option.DATAGRAMS)
        .build()
        .decode(
            bytes,
            new SokuVisitor() {
              ByteSlice last;

              @Override
              public void visitDatagram(UdpDatagram d) {
                last = d.payload();
              }

              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                n[0]++;
                payloads.add(last.toArray());
              }
            });
    packetsPerCapture = n[0];
    codec = new SokuPacketCodec();
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    codec.close();
  }

  /** Capture bytes → link/IP/UDP → flow classification → typed packets (visitor counts them). */
  @Benchmark
  public void decodeCapture(Packets counter, Blackhole bh) throws IOException {
    SokuDecoder.create()
        .decode(
            bytes,
            new SokuVisitor() {
              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                bh.consume(p);
              }

              @Override
              public void visitStats(CaptureStats s) {
                counter.packets += s.sokuPackets();
              }
            });
  }

  /** The packet codec alone over the capture's Soku payloads. */
  @Benchmark
  public void codecOnly(Packets counter, Blackhole bh) throws ReplayFormatException {
    for (byte[] p : payloads) bh.consume(codec.decode(p, 0, p.length, 0, SokuContext.UNKNOWN));
    counter.packets += payloads.size();
  }

  /** Skip-only baseline: the container walk without link/IP/Soku decoding. */
  @Benchmark
  public void walkOnly(Packets counter, Blackhole bh) throws IOException {
    CaptureReader.read(
        bytes,
        (index, recordOffset, iface, tsNanos, buf, off, capLen, dataOffset, origLen) -> {
          counter.packets++;
          bh.consume(capLen);
        },
        DecodeLimits.DEFAULT);
  }

  /** Whole capture parsed, classified and reassembled into matches. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public SokuCapture parseClassifyReassemble() throws IOException {
    return SokuCapture.read(bytes);
  }
}
