/**
 * Reading rvm's own JSON files: the DCG ({@code rvm-dcg/1}) here, and the launcher's inline report
 * ({@code rvm-inline/1}). {@link rvm.profiling.json.JsonFields} parses a file and reads typed fields,
 * each error naming the file and the place in it, in the exception type of the format.
 *
 * <p>Constraints: no format's rules live here, only what every format's reader needs; messages are
 * part of the readers' tested output.
 */
package rvm.profiling.json;
