package bench.db;

/** One entry of the database: a person's name, address and two numeric fields. */
final class Record {

    private final int id;
    private final Text name;
    private final Text street;
    private final Text city;
    private final Text state;
    private final int zip;
    private final int age;
    private long balance;
    private int slot = -1;

    Record(int id, Text name, Text street, Text city, Text state, int zip, int age, long balance) {
        this.id = id;
        this.name = name;
        this.street = street;
        this.city = city;
        this.state = state;
        this.zip = zip;
        this.age = age;
        this.balance = balance;
    }

    int id() {
        return id;
    }

    Text name() {
        return name;
    }

    Text city() {
        return city;
    }

    Text state() {
        return state;
    }

    int zip() {
        return zip;
    }

    int age() {
        return age;
    }

    long balance() {
        return balance;
    }

    void deposit(long amount) {
        balance += amount;
    }

    /** The position of this record in its {@link RecordTable}, or -1 when it is in none. */
    int slot() {
        return slot;
    }

    void setSlot(int slot) {
        this.slot = slot;
    }

    /** Returns a hash of every field, for checksums. */
    long fingerprint() {
        long h = id;
        h = h * 31 + name.hashCode();
        h = h * 31 + street.hashCode();
        h = h * 31 + city.hashCode();
        h = h * 31 + state.hashCode();
        h = h * 31 + zip;
        h = h * 31 + age;
        return h * 31 + balance;
    }
}
