/**
 * Immutable records for every Soku packet and game sub-type (docs/formats/soku.md#packets). Records
 * keep every byte of their datagram, opaque and garbage fields included, so re-encoding is exact.
 */
package org.replays4j.soku.record;
