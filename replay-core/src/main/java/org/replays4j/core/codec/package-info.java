/** replays4j core: codec. */
package org.replays4j.core.codec;
