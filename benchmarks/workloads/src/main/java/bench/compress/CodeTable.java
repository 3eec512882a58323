package bench.compress;

/**
 * The compressor's string table: maps a (prefix code, next byte) pair to the code of the longer
 * string. {@link HashedCodeTable} serves most buffers; {@link TrieCodeTable} a few, so the
 * encoder's {@code find} and {@code put} call sites are skewed.
 */
interface CodeTable {

    /** Returned by {@link #find} for an absent pair. */
    int NONE = -1;

    /** Returns the code of {@code prefix} followed by {@code symbol}, or {@link #NONE}. */
    int find(int prefix, int symbol);

    /** Records {@code code} for the absent pair ({@code prefix}, {@code symbol}). */
    void put(int prefix, int symbol, int code);

    /** Forgets every pair. */
    void clear();
}
