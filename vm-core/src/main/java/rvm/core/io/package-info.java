/**
 * Writing the files a user asked for: {@link rvm.core.io.AtomicFile} writes a result through a
 * temporary sibling and a rename, so no reader ever sees half a file, and checks beforehand that a
 * path can be written; {@link rvm.core.io.IoErrors} words a failed file operation as
 * {@code perror} would, with the path and the reason.
 *
 * <p>Constraints: used by every command that writes a report (the launcher's reports, the DCG
 * writer, {@code rvm dcg convert}); it depends on nothing else of rvm.
 */
package rvm.core.io;
