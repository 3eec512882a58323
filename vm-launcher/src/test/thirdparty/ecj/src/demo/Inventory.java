package demo;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/** A small inventory: input for ECJ, compiled under rvm and on the host. It has warnings on purpose. */
public class Inventory {

    /** One stock item. */
    public record Item(String name, Kind kind, int quantity, double price) {
        public Item {
            if (quantity < 0) {
                throw new IllegalArgumentException("negative quantity: " + quantity);
            }
        }

        double value() {
            return quantity * price;
        }
    }

    /** What an item is. */
    public enum Kind { TOOL, PART, BOOK }

    private final List<Item> items = new ArrayList<>();
    private int unusedCounter;

    public Inventory add(String name, Kind kind, int quantity, double price) {
        items.add(new Item(name, kind, quantity, price));
        return this;
    }

    public Map<Kind, Double> valueByKind() {
        return items.stream().collect(Collectors.groupingBy(Item::kind, TreeMap::new,
                Collectors.summingDouble(Item::value)));
    }

    public String describe(Item item) {
        String label = switch (item.kind()) {
            case TOOL -> "tool";
            case PART -> "part";
            case BOOK -> {
                String prefix = "book";
                yield prefix + (item.quantity() > 1 ? "s" : "");
            }
        };
        return item.name() + " (" + label + ")";
    }

    @SuppressWarnings("unused")
    private void helper() {
        int notWarned = 1;
    }

    private void neverCalled() {
        int local = 42;
    }

    public int legacyCount(List raw) {
        List<String> names = raw;
        int count = 0;
        for (Object o : raw) {
            count++;
        }
        return count + names.size();
    }

    public int grade(int score) {
        int result = 0;
        switch (score / 10) {
            case 10:
            case 9:
                result += 4;
            case 8:
                result += 3;
                break;
            default:
                result = -1;
        }
        return result;
    }

    public int nullCheck(String s) {
        String t = null;
        if (s == null) {
            return t.length();
        }
        return s.length();
    }

    public static <T, R> List<R> mapAll(List<T> input, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : input) {
            out.add(f.apply(t));
        }
        return out;
    }

    public String report() {
        // TODO sort by value instead of name
        Legacy legacy = new Legacy();
        return legacy.oldTotal(items.size()) + " items: " + mapAll(items, this::describe);
    }
}
