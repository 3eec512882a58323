package bench.javac;

/**
 * A map from names to values, open addressing with linear probing; the compiler's symbol tables
 * use it instead of a {@code HashMap}.
 *
 * @param <V> the values
 */
final class NameTable<V> {

    private String[] keys = new String[32];
    private Object[] values = new Object[32];
    private int size;

    /** The value of {@code name}, or null. */
    V get(String name) {
        int mask = keys.length - 1;
        for (int i = name.hashCode() & mask; keys[i] != null; i = (i + 1) & mask) {
            if (keys[i].equals(name)) {
                @SuppressWarnings("unchecked")
                V value = (V) values[i];
                return value;
            }
        }
        return null;
    }

    /** Maps {@code name} to {@code value}, replacing an earlier value. */
    void put(String name, V value) {
        int mask = keys.length - 1;
        int i = name.hashCode() & mask;
        while (keys[i] != null && !keys[i].equals(name)) {
            i = (i + 1) & mask;
        }
        if (keys[i] == null) {
            keys[i] = name;
            size++;
        }
        values[i] = value;
        if (size * 2 > keys.length) {
            grow();
        }
    }

    private void grow() {
        String[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new String[oldKeys.length * 2];
        values = new Object[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                @SuppressWarnings("unchecked")
                V value = (V) oldValues[i];
                put(oldKeys[i], value);
            }
        }
    }
}
