/**
 * {@code rvm dcg}: tools over DCG files written with {@code --dcg-out}: {@code overlap} (the
 * accuracy of one profile against another, and the edges that differ most), {@code top} (the
 * heaviest edges and call sites) and {@code convert} (another format).
 *
 * <p>Constraints: prints results to stdout and errors to stderr with an {@code rvm:} prefix; exits
 * 0 when done, 2 on a bad command line, 3 when a file cannot be read or written or is not a DCG
 * file, the same codes as {@code rvm run}.
 */
package rvm.profiling.tools;
