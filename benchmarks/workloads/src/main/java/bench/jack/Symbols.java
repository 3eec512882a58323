package bench.jack;

/**
 * Interns identifiers, punctuation and literal texts as small integers, so that matching a
 * literal is an integer comparison. Numbers below {@link #FIRST} are left for token kinds.
 */
final class Symbols {

    static final int FIRST = 8;

    private String[] keys = new String[256];
    private int[] ids = new int[256];
    private int count = FIRST;

    /** The symbol of {@code text}, a new one the first time. */
    int intern(String text) {
        int mask = keys.length - 1;
        int i = text.hashCode() & mask;
        while (keys[i] != null) {
            if (keys[i].equals(text)) {
                return ids[i];
            }
            i = (i + 1) & mask;
        }
        int id = count++;
        keys[i] = text;
        ids[i] = id;
        if ((count - FIRST) * 2 > keys.length) {
            grow();
        }
        return id;
    }

    private void grow() {
        String[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new String[oldKeys.length * 2];
        ids = new int[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != null) {
                int i = oldKeys[j].hashCode() & mask;
                while (keys[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                ids[i] = oldIds[j];
            }
        }
    }
}
