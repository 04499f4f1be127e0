package org.replays4j.soku;

/**
 * Totals of one capture decode, delivered with {@link SokuVisitor#visitEnd}.
 *
 * @param records packet records read
 * @param udpPackets UDP datagrams (Soku or not)
 * @param sokuPackets datagrams decoded as Soku packets
 * @param undecodable datagrams in Soku flows that did not decode
 * @param flows flows recognised as Soku
 * @param captureErrors record-level problems (bad frames, bad blocks)
 * @param complete false when reading stopped early at a fatal container error
 */
public record CaptureStats(
    long records,
    long udpPackets,
    long sokuPackets,
    long undecodable,
    int flows,
    long captureErrors,
    boolean complete) {}
