/** Immutable records of the .butter header and chunk table. */
package org.replays4j.butter.record;
