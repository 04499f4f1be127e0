/**
 * Echo VR .butter replays (versions 1–3) and their source format, .echoreplay.
 *
 * <p>Spec: the Butter-Replays README and, where code and README disagree, what the reference
 * implementation NtsFranz/Butter-Replays at 28e7c70 writes, restated in {@code
 * docs/formats/butter.md}: little-endian values, keyframe marker {@code FC FE}, the compression
 * byte after the keyframe interval, smallest-three rotations that drop the largest component,
 * truncating half-floats, absolute rotations with delta positions, fixed-point varint bone deltas,
 * the v3 inclusion bitmask and 1-based player indexes.
 *
 * <p>Entry points: {@link org.replays4j.butter.ButterDecoder} (visitor API, absolute frames; built
 * by {@code ButterDecoder.builder()} or {@code create()}), {@link
 * org.replays4j.butter.ButterReplay#read} (collected model), {@link
 * org.replays4j.butter.EchoReplay#read} and {@link org.replays4j.butter.EchoReplayReader#stream}
 * (.echoreplay), {@link org.replays4j.butter.ButterWriter}, {@link
 * org.replays4j.butter.spi.ButterFormat} and {@link org.replays4j.butter.spi.EchoReplayFormat}
 * (format SPI). The version-dependent layout is data: {@link org.replays4j.butter.ButterFrameGroup}
 * and {@link org.replays4j.butter.ButterPlayerGroup} by {@link org.replays4j.butter.ButterVersion}.
 */
package org.replays4j.butter;
