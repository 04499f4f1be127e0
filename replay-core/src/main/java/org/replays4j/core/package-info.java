/**
 * replays4j core: the {@link org.replays4j.core.ReplayFormat} SPI, the {@link
 * org.replays4j.core.Replays} facade and {@link org.replays4j.core.io.ReplaySource}. Readers live
 * in {@code core.io}, codecs in {@code core.codec}, errors and limits in {@code core.error}.
 */
package org.replays4j.core;
