package bench.db;

import bench.Rng;
import java.util.Comparator;
import java.util.List;

/**
 * The sort orders of {@link Commands.SortQuery}. {@link #BY_NAME} is used by most queries; the
 * others by a few each, so the comparator call site in {@link MergeSorter} is skewed.
 */
final class Orders {

    static final Comparator<Record> BY_NAME = new ByName();

    private static final List<Comparator<Record>> RARE = List.of(new ByZip(),
            new ByBalanceDescending(), new ByCityThenName(), new ByAgeThenId());

    private Orders() {
    }

    /** Returns the order of a query: by name with probability {@code percent}/100. */
    static Comparator<Record> pick(Rng rng, int percent) {
        return rng.nextInt(100) < percent ? BY_NAME : RARE.get(rng.nextInt(RARE.size()));
    }

    private static final class ByName implements Comparator<Record> {
        @Override
        public int compare(Record a, Record b) {
            return a.name().compareTo(b.name());
        }
    }

    private static final class ByZip implements Comparator<Record> {
        @Override
        public int compare(Record a, Record b) {
            return Integer.compare(a.zip(), b.zip());
        }
    }

    private static final class ByBalanceDescending implements Comparator<Record> {
        @Override
        public int compare(Record a, Record b) {
            return Long.compare(b.balance(), a.balance());
        }
    }

    private static final class ByCityThenName implements Comparator<Record> {
        @Override
        public int compare(Record a, Record b) {
            int city = a.city().compareTo(b.city());
            return city != 0 ? city : a.name().compareTo(b.name());
        }
    }

    private static final class ByAgeThenId implements Comparator<Record> {
        @Override
        public int compare(Record a, Record b) {
            int age = Integer.compare(a.age(), b.age());
            return age != 0 ? age : Integer.compare(a.id(), b.id());
        }
    }
}
